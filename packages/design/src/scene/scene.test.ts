import type { Group } from 'konva/lib/Group';
import type { TextPath } from 'konva/lib/shapes/TextPath';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontRequests } from '../browser/load-fonts';
import { setupNodeRenderer } from '../node/setup';
import type { DesignDocument } from '../schema/document';
import type { LayerInput, TextLayer } from '../schema/layers';
import { parseDesignDocument } from '../schema/parse';
import { docWith, rect } from '../test-support/fixtures';
import { buildAreaScene, buildLayerNode } from './build-scene';
import { arcGeometry } from './curved-text';
import { placementAttrs } from './placement';
import { curvedTextAttrs, textLayerBox } from './text-node';

beforeAll(() => setupNodeRenderer());

const parse = (layers: LayerInput[]): DesignDocument => {
  const r = parseDesignDocument(docWith(layers));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.doc;
};
const text = (extra: Partial<TextLayer> = {}): TextLayer => {
  const doc = parse([
    {
      id: 't',
      type: 'text',
      content: '定制T恤 你好 Hello',
      x: 0,
      y: 0,
      width: 800,
      height: 100,
      fontSize: 60,
      ...extra,
    },
  ]);
  return doc.areas.front.layers[0] as TextLayer;
};

describe('buildAreaScene', () => {
  const doc = parse([
    { id: 'img', type: 'image', imageId: 1, x: 0, y: 0, width: 10, height: 10 },
    rect('hidden', 0, 0, 10, 10, { hidden: true }),
    { id: 'g', type: 'group', x: 5, y: 5, rotation: 30, opacity: 0.5, children: [rect('inner', 0, 0, 10, 10)] },
  ]);

  it('builds one named node per visible layer, clipped to the area', () => {
    const scene = buildAreaScene(doc, 'front', { image: () => undefined });
    expect(scene.clip()).toEqual({ x: 0, y: 0, width: 1000, height: 1200 });
    expect(scene.getChildren().map((n) => n.id())).toEqual(['g']);
    const group = scene.findOne('#g') as Group;
    expect([group.rotation(), group.opacity(), group.getChildren()[0].id()]).toEqual([30, 0.5, 'inner']);
    expect(scene.find('.design-layer').map((n) => n.id())).toEqual(['g', 'inner']);
  });

  it('adds placeholders and hidden layers only when the editor asks', () => {
    const scene = buildAreaScene(
      doc,
      'front',
      { image: () => undefined },
      { imagePlaceholders: true, includeHidden: true, clip: false },
    );
    expect(scene.clip()).toEqual({ x: undefined, y: undefined, width: undefined, height: undefined });
    expect(scene.getChildren().map((n) => [n.id(), n.getClassName(), n.visible()])).toEqual([
      ['img', 'Rect', true],
      ['hidden', 'Rect', false],
      ['g', 'Group', true],
    ]);
    expect(buildLayerNode(doc.areas.front.layers[1], { image: () => undefined })).toBeNull();
  });

  it('mirrors inside the box without moving it', () => {
    const layer = doc.areas.front.layers[0];
    expect(placementAttrs(layer, 40, 30, true, true)).toMatchObject({
      scaleX: -1,
      scaleY: -1,
      offsetX: 40,
      offsetY: 30,
    });
    expect(placementAttrs(layer, 40, 30)).toMatchObject({ scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0 });
  });
});

describe('curved text', () => {
  it('lays the arc out symmetrically under the box centre with the glyph tops at y = 0', () => {
    const up = arcGeometry(Math.PI * 100, 180, 40, 300);
    expect(up.radius).toBeCloseTo(100, 6);
    expect(up.width).toBeCloseTo(240, 6);
    expect(up.height).toBeCloseTo(140, 6);
    expect(up.data.startsWith('M ')).toBe(true);
    const full = arcGeometry(Math.PI * 200, -360, 40, 300);
    expect(full.data).toContain(' 0 1 0 ');
    expect(full.height).toBeCloseTo(240, 6);
  });

  it('places every glyph on the path, for gentle, half and full circles both ways', () => {
    for (const curve of [30, 180, 360, -90, -360]) {
      const node = buildLayerNode(text({ curve, letterSpacing: 8 }), { image: () => undefined }) as TextPath;
      expect(node.getClassName()).toBe('TextPath');
      expect(node.glyphInfo.map((g) => g.text).join('')).toBe('定制T恤 你好 Hello');
    }
  });

  it('bends one line: newlines become spaces, and the box grows with the curve', () => {
    expect(curvedTextAttrs(text({ content: '第一行\n第二行', curve: 90 })).text).toBe('第一行 第二行');
    const straight = textLayerBox(text());
    const arched = textLayerBox(text({ curve: 180 }));
    expect(straight.width).toBe(800);
    expect(straight.height).toBeCloseTo(72, 0);
    expect(arched.height).toBeGreaterThan(straight.height * 2);
    expect(textLayerBox(text({ content: '一\n二\n三' })).height).toBeCloseTo(3 * 72, 0);
  });

  it('draws ink along the arc: an arch is higher in the middle than at its ends', () => {
    const layer = text({ curve: 160, fill: '#000000' });
    // The arc sits in its own box whatever width is stored (800 here): centred on that box.
    const centre = textLayerBox(layer).width / 2;
    expect(centre).not.toBeCloseTo(400, -1);
    const scene = buildAreaScene(parse([layer]), 'front', {
      image: () => undefined,
    });
    const ctx = scene.toCanvas({ x: 0, y: 0, width: 1000, height: 1200 }).getContext('2d')!;
    const { data } = ctx.getImageData(0, 0, 1000, 1200);
    const inked = (x: number, y: number) => data[(y * 1000 + x) * 4 + 3] > 128;
    const hasInk = new Array<boolean>(1000).fill(false);
    for (let i = 3; i < data.length; i += 4) if (data[i] > 128) hasInk[((i - 3) / 4) % 1000] = true;
    const columns = hasInk.flatMap((ink, x) => (ink ? [x] : []));
    const firstInkRow = (x: number) => {
      for (let y = 0; y < 1200; y++) if (inked(x, y)) return y;
      return -1;
    };
    const [leftmost, rightmost] = [columns[0], columns[columns.length - 1]];
    // Symmetric about the arc box's centre and arched: the ends hang well below the apex.
    expect(Math.abs((leftmost + rightmost) / 2 - centre)).toBeLessThan(15);
    const apex = Math.round(centre);
    expect(Math.min(...[apex - 5, apex, apex + 5].map(firstInkRow).filter((y) => y >= 0))).toBeLessThan(20);
    expect(firstInkRow(leftmost + 5)).toBeGreaterThan(100);
  });
});

describe('fontRequests', () => {
  it('asks for each face once with all its characters, plus the Chinese fallback for Latin families', () => {
    const doc = parse([
      { id: 'a', type: 'text', content: '你好', x: 0, y: 0, width: 1, height: 1, fontSize: 10 },
      {
        id: 'b',
        type: 'text',
        content: 'Hi 世界',
        x: 0,
        y: 0,
        width: 1,
        height: 1,
        fontSize: 10,
        fontFamily: 'Roboto',
        fontWeight: 700,
      },
      {
        id: 'g',
        type: 'group',
        x: 0,
        y: 0,
        children: [{ id: 'c', type: 'text', content: '再见', x: 0, y: 0, width: 1, height: 1, fontSize: 10 }],
      },
    ]);
    expect(fontRequests(doc)).toEqual([
      { family: 'Noto Sans SC', weight: 400, style: 'normal', text: '你好再见' },
      { family: 'Roboto', weight: 700, style: 'normal', text: 'Hi 世界' },
      { family: 'Noto Sans SC', weight: 700, style: 'normal', text: 'Hi 世界' },
    ]);
  });
});
