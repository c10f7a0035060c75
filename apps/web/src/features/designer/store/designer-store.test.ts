import type { ProductDetail } from '@podbench/contract';
import { type DesignDocument, DESIGN_VERSION, type Layer, parseDesignDocument } from '@podbench/design';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { groupLayers, ungroupLayer } from '../model/layer-tree';
import { deleteSelection, duplicateSelection, nudgeSelection, patchLayer, selectAll } from '../model/selection-ops';
import { applyPatches, diff } from '../model/patches';
import { HISTORY_LIMIT } from './history';
import { changeDoc, loadDesign, redo, select, undo, useDesignerStore } from './designer-store';

const rect = (id: string, x: number, extra: Partial<Layer> = {}): Layer =>
  ({
    id,
    type: 'shape',
    shape: 'rect',
    name: '',
    x,
    y: 100,
    width: 200,
    height: 100,
    rotation: 0,
    opacity: 1,
    locked: false,
    hidden: false,
    fill: '#ff0000',
    stroke: null,
    strokeWidth: 0,
    cornerRadius: 0,
    flipX: false,
    flipY: false,
    ...extra,
  }) as Layer;

function startWith(layers: Layer[]) {
  const raw = {
    version: DESIGN_VERSION,
    productId: 1,
    colors: ['白色'],
    areas: { front: { name: '正面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75, layers } },
  };
  const parsed = parseDesignDocument(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  loadDesign({
    doc: parsed.doc,
    product: { id: 1, colors: [{ name: '白色' }] } as unknown as ProductDetail,
    designId: 7,
    name: '测试设计',
    version: 3,
    images: [],
  });
  return parsed.doc;
}

const s = () => useDesignerStore.getState();
const layers = () => (s().doc as DesignDocument).areas.front.layers;
const xOf = (id: string) => layers().find((l) => l.id === id)?.x;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
});

describe('document patches', () => {
  it('diff + applyPatches rebuild the target and copy only the changed branch', () => {
    const a = { areas: { front: { layers: [{ x: 1 }, { x: 2 }] }, back: { layers: [] } }, colors: ['白色'] };
    const b = { ...a, areas: { ...a.areas, front: { layers: [{ x: 1 }, { x: 5 }] } } };
    const patches = diff(a, b);
    expect(patches).toEqual([{ path: ['areas', 'front', 'layers', 1, 'x'], value: 5 }]);
    const out = applyPatches(a, patches);
    expect(out).toEqual(b);
    expect(out.areas.back).toBe(a.areas.back);
    expect(a.areas.front.layers[1].x).toBe(2);
  });
});

describe('designer store history', () => {
  it('undoes and redoes at least 100 steps, each back to the exact document', () => {
    const start = startWith([rect('a', 0)]);
    const docs: DesignDocument[] = [start];
    for (let i = 1; i <= 120; i++) {
      vi.advanceTimersByTime(1500);
      patchLayer('a', { x: i * 10 });
      docs.push(s().doc as DesignDocument);
    }
    expect(s().past).toHaveLength(120);
    for (let i = 119; i >= 0; i--) {
      undo();
      expect(s().doc).toEqual(docs[i]);
    }
    expect(s().doc).toEqual(start);
    undo(); // nothing left: no change
    expect(s().doc).toEqual(start);
    for (let i = 1; i <= 120; i++) redo();
    expect(xOf('a')).toBe(1200);
  });

  it('keeps the last HISTORY_LIMIT steps', () => {
    startWith([rect('a', 0)]);
    for (let i = 1; i <= HISTORY_LIMIT + 30; i++) {
      vi.advanceTimersByTime(1500);
      patchLayer('a', { x: i });
    }
    expect(s().past).toHaveLength(HISTORY_LIMIT);
  });

  it('merges a quick run of nudges into one step, and a new change drops the redo stack', () => {
    startWith([rect('a', 0), rect('b', 500)]);
    select(['a']);
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(100);
      nudgeSelection(10, 0);
    }
    expect(xOf('a')).toBe(50);
    expect(s().past).toHaveLength(1);
    undo();
    expect(xOf('a')).toBe(0);
    expect(s().future).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    patchLayer('b', { x: 600 });
    expect(s().future).toHaveLength(0);
  });

  it('counts every change for autosave and marks the document dirty', () => {
    startWith([rect('a', 0)]);
    expect(s().saveStatus).toBe('saved');
    const before = s().revision;
    patchLayer('a', { fill: '#00ff00' });
    expect(s().revision).toBe(before + 1);
    expect(s().saveStatus).toBe('dirty');
    changeDoc((d) => d); // no change: nothing recorded
    expect(s().revision).toBe(before + 1);
  });
});

describe('selection commands', () => {
  it('locked layers neither move nor get selected by 全选', () => {
    startWith([rect('a', 0), rect('b', 500, { locked: true })]);
    selectAll();
    expect(s().selection).toEqual(['a']);
    select(['a', 'b']);
    nudgeSelection(5, 0);
    expect([xOf('a'), xOf('b')]).toEqual([5, 500]);
  });

  it('duplicate selects the copies; delete removes them and undo brings them back', () => {
    startWith([rect('a', 0)]);
    select(['a']);
    duplicateSelection();
    expect(layers()).toHaveLength(2);
    const copy = s().selection[0];
    expect(copy).not.toBe('a');
    expect(xOf(copy)).toBe(90); // 2% of the area's width
    deleteSelection();
    expect(layers().map((l) => l.id)).toEqual(['a']);
    undo();
    expect(layers()).toHaveLength(2);
  });

  it('group and ungroup keep every layer where it was on the canvas', () => {
    const doc = startWith([rect('a', 100), rect('b', 700, { rotation: 30 })]);
    const grouped = groupLayers(doc, 'front', ['a', 'b']);
    expect(grouped.id).not.toBeNull();
    const back = ungroupLayer(grouped.doc, 'front', grouped.id as string);
    const byId = new Map(back.doc.areas.front.layers.map((l) => [l.id, l]));
    expect(byId.get('a')).toMatchObject({ x: 100, y: 100, rotation: 0 });
    expect(byId.get('b')?.x).toBeCloseTo(700);
    expect(byId.get('b')?.rotation).toBeCloseTo(30);
  });
});
