import { describe, expect, it } from 'vitest';
import { docWith, rect } from '../test-support/fixtures';
import { DESIGN_LIMITS } from './limits';
import { fieldErrorRecord, parseDesignDocument } from './parse';

const errorsOf = (input: unknown) => {
  const result = parseDesignDocument(input);
  if (result.ok) throw new Error('expected the document to be rejected');
  return fieldErrorRecord(result.errors);
};

describe('design document schema', () => {
  it('accepts a document with every layer kind and fills defaults', () => {
    const result = parseDesignDocument(
      docWith([
        { id: 'img', type: 'image', imageId: 3, x: 10, y: 20, width: 300, height: 200, rotation: 15, flipX: true },
        { id: 'txt', type: 'text', content: '定制T恤', x: 0, y: 0, width: 400, height: 80, fontSize: 64, curve: 90 },
        rect('box', 5, 5, 50, 50, { cornerRadius: 8, stroke: '#000', strokeWidth: 2 }),
        {
          id: 'g',
          type: 'group',
          x: 100,
          y: 100,
          children: [{ id: 'star', type: 'shape', shape: 'star', x: 0, y: 0, width: 40, height: 40 }],
        },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [img, txt, , group] = result.doc.areas.front.layers;
    expect(img).toMatchObject({ opacity: 1, locked: false, hidden: false, flipX: true, flipY: false, name: '' });
    expect(txt).toMatchObject({
      fontFamily: 'Noto Sans SC',
      fontWeight: 400,
      fill: '#000000',
      stroke: null,
      align: 'left',
    });
    expect(group.type === 'group' && group.children[0]).toMatchObject({ points: 5, innerRatio: 0.5 });
  });

  it('rejects bad fields with dotted paths and Chinese messages', () => {
    const errors = errorsOf(
      docWith([
        { id: 'a', type: 'image', imageId: -1, x: Number.NaN, y: 0, width: 0, height: 10 },
        {
          id: 'b',
          type: 'text',
          content: '',
          x: 0,
          y: Number.POSITIVE_INFINITY,
          width: 10,
          height: 10,
          fontSize: 12,
          fill: 'red',
        },
        rect('c', 0, 0, 10, 10, { opacity: 2, rotation: 720 }),
      ]),
    );
    expect(errors).toMatchObject({
      'areas.front.layers.0.imageId': '图片 id必须大于 0',
      'areas.front.layers.0.x': 'X 坐标必须是有效数字',
      'areas.front.layers.0.width': '宽度必须大于 0',
      'areas.front.layers.1.content': '文字内容不能为空',
      'areas.front.layers.1.y': 'Y 坐标必须是有效数字',
      'areas.front.layers.1.fill': '文字颜色必须是 #RRGGBB 形式的颜色',
      'areas.front.layers.2.opacity': '不透明度不能大于 1',
      'areas.front.layers.2.rotation': '旋转角度不能大于 360',
    });
  });

  it('rejects unknown layer types, fonts, area keys and document-level mistakes', () => {
    const bad = {
      ...docWith([
        { id: 'a', type: 'video', x: 0, y: 0 },
        { id: 'b', type: 'text', content: 'x', x: 0, y: 0, width: 1, height: 1, fontSize: 9, fontFamily: 'Comic Sans' },
      ] as never),
      productId: 0,
      colors: ['白色', '白色'],
    };
    const errors = errorsOf(bad);
    expect(errors['areas.front.layers.0.type']).toBe('图层类型只能是 image、text、shape 或 group');
    expect(errors['areas.front.layers.1.fontFamily']).toBe('不支持的字体');
    expect(errors.productId).toBe('底版商品 id必须大于 0');
    expect(Object.keys(errorsOf({ ...docWith([]), areas: { Front: docWith([]).areas.front } }))[0]).toMatch(/^areas/);
    expect(errorsOf({ ...docWith([]), colors: ['白色', '白色'] }).colors).toBe('颜色不能重复');
    expect(errorsOf({ ...docWith([]), areas: {} }).areas).toBe('至少需要一个印刷区域');
    expect(errorsOf({ ...docWith([]), version: 2 }).version).toContain('比当前支持的版本 1 新');
    expect(errorsOf({ ...docWith([]), version: undefined }).version).toBe('设计文档版本必须是 1');
    expect(errorsOf(null)['']).toBeDefined();
  });

  it('enforces limits: text length, layer count, duplicate ids and group depth', () => {
    const long = 'a'.repeat(DESIGN_LIMITS.maxTextLength + 1);
    expect(
      errorsOf(docWith([{ id: 't', type: 'text', content: long, x: 0, y: 0, width: 1, height: 1, fontSize: 10 }]))[
        'areas.front.layers.0.content'
      ],
    ).toBe('文字内容最多 500 个字');
    const many = Array.from({ length: DESIGN_LIMITS.maxLayersPerArea + 1 }, (_, i) => rect(`r${i}`, 0, 0, 1, 1));
    expect(errorsOf(docWith(many))['areas.front.layers']).toBe('每个印刷区域最多 200 个图层');
    expect(errorsOf(docWith([rect('same', 0, 0, 1, 1), rect('same', 0, 0, 1, 1)]))['areas.front.layers.1.id']).toBe(
      '图层 id 重复：same',
    );
    let nested: object = rect('leaf', 0, 0, 1, 1);
    for (let i = 0; i < DESIGN_LIMITS.maxGroupDepth + 1; i++)
      nested = { id: `g${i}`, type: 'group', x: 0, y: 0, children: [nested] };
    expect(errorsOf(docWith([nested as never]))['areas.front.layers']).toBe('图层组最多嵌套 5 层');
  });

  it('refuses absurdly deep JSON before validating it', () => {
    let deep: object = {};
    for (let i = 0; i < 10_000; i++) deep = { children: [deep] };
    expect(errorsOf({ ...docWith([]), extra: deep })['']).toBe('设计文档嵌套过深');
  });

  it('upgrades older versions through the migration hook', () => {
    const v0 = {
      version: 0,
      productId: 12,
      areas: { front: { widthPx: 100, heightPx: 100, dpi: 300, items: [rect('r', 1, 2, 3, 4)] } },
    };
    const migrations = [
      {
        from: 0,
        migrate: (doc: Record<string, unknown>) => {
          const areas = doc.areas as Record<string, { items: unknown[] }>;
          const renamed = Object.fromEntries(Object.entries(areas).map(([k, a]) => [k, { ...a, layers: a.items }]));
          return { ...doc, areas: renamed };
        },
      },
    ];
    const result = parseDesignDocument(v0, migrations);
    expect(result.ok && result.doc.version).toBe(1);
    expect(result.ok && result.doc.areas.front.layers[0].id).toBe('r');
    expect(parseDesignDocument(v0).ok).toBe(false);
  });
});
