import { describe, expect, it } from 'vitest';
import { readLabelRequest } from './label-request';

const read = (q: string) => readLabelRequest(new URLSearchParams(q));

describe('the /pdf link', () => {
  it('reads kind, orders, copies and the console scope', () => {
    expect(read('kind=barcode&ids=3,1')).toEqual({
      kind: 'barcode',
      ids: [3, 1],
      copies: 'piece',
      admin: false,
      via: 'pdf',
    });
    expect(read('kind=boxmark&ids=7&via=temu')?.via).toBe('temu');
    expect(read('kind=boxmark&ids=7&scope=admin')).toMatchObject({ kind: 'boxmark', ids: [7], admin: true });
    expect(read('kind=barcode&ids=7&copies=sku')?.copies).toBe('sku');
  });

  it('refuses a malformed link rather than asking the server', () => {
    for (const q of [
      '',
      'kind=sticker&ids=1',
      'kind=barcode',
      'kind=barcode&ids=a',
      'kind=barcode&ids=0',
      'kind=barcode&ids=1&copies=all',
    ]) {
      expect(read(q)).toBeNull();
    }
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(read(`kind=barcode&ids=${many}`)).toBeNull();
  });
});
