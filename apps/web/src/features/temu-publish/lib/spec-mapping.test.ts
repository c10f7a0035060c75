import type { TemuSaleProperty, TemuSpecMapEntry } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { chooseSpec, confirmAll, mergeSpecMapping, pendingEntries, salePropertyFor, specOfValue } from './spec-mapping';

const colour: TemuSaleProperty = {
  templatePid: 900001,
  pid: 13,
  refPid: 63,
  name: '颜色',
  parentSpecId: 1001,
  mainSale: true,
  required: true,
  values: [
    { vid: 1, value: '白色', specId: 501, group: null },
    { vid: 2, value: '米白色', specId: 502, group: null },
    { vid: 3, value: '黑色', specId: 503, group: null },
  ],
};
const size: TemuSaleProperty = {
  ...colour,
  templatePid: 900002,
  name: '尺码',
  parentSpecId: 3001,
  mainSale: false,
  values: [{ vid: 9, value: 'M', specId: 601, group: null }],
};
const spec = (vid: number) => specOfValue(colour, vid)!;

describe('colour/size mapping memory', () => {
  it('takes the remembered mapping (confirmed) for a new template of the same blank and leaf', () => {
    // What GET specMapping answers once a template of this blank × leaf was saved with 米白 → 米白色 confirmed.
    const remembered = { colors: [{ name: '米白', spec: spec(2), confirmed: true }], sizes: [] };
    const fresh = { colors: [{ name: '米白', spec: null, confirmed: false }], sizes: [] };
    const merged = mergeSpecMapping(['米白'], [], fresh, remembered, false);
    expect(merged.colors).toEqual([{ name: '米白', spec: spec(2), confirmed: true }]);
    expect(pendingEntries(merged.colors)).toEqual([]);
  });

  it('a near match needs one confirmation, after which it is what saving sends (and the server remembers)', () => {
    const guess = { colors: [{ name: '米白', spec: spec(2), confirmed: false }], sizes: [] };
    const merged = mergeSpecMapping(['米白'], [], { colors: [], sizes: [] }, guess, false);
    expect(pendingEntries(merged.colors).map((e) => e.name)).toEqual(['米白']);
    const confirmed = confirmAll(merged.colors);
    expect(confirmed).toEqual([{ name: '米白', spec: spec(2), confirmed: true }]);
  });

  it("keeps the seller's own choice on reload for the same leaf, and drops it for another leaf", () => {
    const mine = { colors: chooseSpec([{ name: '白', spec: null, confirmed: false }], '白', spec(1)), sizes: [] };
    const server = { colors: [{ name: '白', spec: spec(3), confirmed: false }], sizes: [] };
    expect(mergeSpecMapping(['白'], [], mine, server, true).colors[0]).toEqual({
      name: '白',
      spec: spec(1),
      confirmed: true,
    });
    expect(mergeSpecMapping(['白'], [], mine, server, false).colors[0]).toEqual(server.colors[0]);
  });

  it('lists every blank name once, unmapped when the server knows nothing of it', () => {
    const merged = mergeSpecMapping(
      ['白色', '白色', '灰色'],
      [],
      { colors: [], sizes: [] },
      { colors: [], sizes: [] },
      true,
    );
    expect(merged.colors).toEqual<TemuSpecMapEntry[]>([
      { name: '白色', spec: null, confirmed: false },
      { name: '灰色', spec: null, confirmed: false },
    ]);
    expect(chooseSpec(merged.colors, '灰色', null)[1]).toEqual({ name: '灰色', spec: null, confirmed: false });
  });

  it('finds the colour and size properties and builds a spec with the template ids', () => {
    expect(salePropertyFor([size, colour], 'color')).toBe(colour);
    expect(salePropertyFor([size, colour], 'size')).toBe(size);
    expect(spec(2)).toMatchObject({ parentSpecId: 1001, specId: 502, specName: '米白色', vid: 2, source: 'template' });
    expect(specOfValue(colour, 99)).toBeNull();
  });
});
