import type { ProductDetail } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { newDocument } from '../model/new-document';
import { saveWarning } from '../pages/save-warning';
import { isRatioLocked, loadDesign, setRatioLock, showPick, undo, useDesignerStore } from './designer-store';

const product = {
  id: 3,
  name: 'T恤',
  colors: [{ name: '白色' }, { name: '黑色' }, { name: '藏青色' }],
  printAreas: [
    { key: 'front', name: '正面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75 },
    { key: 'back', name: '背面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75 },
  ],
} as unknown as ProductDetail;

const open = (color?: string, areaKey?: string) =>
  loadDesign({
    doc: newDocument(product, color),
    product,
    designId: null,
    name: 'T恤设计',
    version: 0,
    images: [],
    color,
    areaKey,
  });

describe('opening on the colour and side picked on the product page', () => {
  it('offers the new design in the picked colour only, previews it and opens on the picked area', () => {
    open('黑色', 'back');
    const s = useDesignerStore.getState();
    expect(s.doc?.colors).toEqual(['黑色']);
    expect(s.color).toBe('黑色');
    expect(s.areaKey).toBe('back');
  });

  it('falls back to the first colour and area for names the blank does not have', () => {
    open('金色', 'sleeve');
    const s = useDesignerStore.getState();
    expect(s.doc?.colors).toEqual(['白色']);
    expect(s.color).toBe('白色');
    expect(s.areaKey).toBe('front');
  });

  it('an edited design shown in another picked colour gains it, in the blank’s order, as one undoable change', () => {
    open('藏青色');
    showPick({ color: '黑色', area: 'back' });
    let s = useDesignerStore.getState();
    // The blank lists 白色, 黑色, 藏青色: 黑色 goes before 藏青色.
    expect(s.doc?.colors).toEqual(['黑色', '藏青色']);
    expect([s.color, s.areaKey]).toEqual(['黑色', 'back']);
    undo();
    s = useDesignerStore.getState();
    expect(s.doc?.colors).toEqual(['藏青色']);
  });
});

describe('ratio lock default', () => {
  it('is on for images and off for shapes until the user changes it', () => {
    open();
    const locks = () => useDesignerStore.getState().ratioLocks;
    expect(isRatioLocked({ id: 'i1', type: 'image' }, locks())).toBe(true);
    expect(isRatioLocked({ id: 's1', type: 'shape' }, locks())).toBe(false);
    setRatioLock('i1', false);
    setRatioLock('s1', true);
    expect(isRatioLocked({ id: 'i1', type: 'image' }, locks())).toBe(false);
    expect(isRatioLocked({ id: 's1', type: 'shape' }, locks())).toBe(true);
    open();
    expect(isRatioLocked({ id: 'i1', type: 'image' }, locks())).toBe(true);
  });
});

describe('the save warning', () => {
  it('names the overflowing layers as the issue words it, and both problems together', () => {
    expect(saveWarning(0, 0)).toBeNull();
    expect(saveWarning(0, 2)?.title).toBe('2 个图层超出印刷区域，超出部分不会印刷');
    expect(saveWarning(3, 0)?.title).toBe('3 个图片图层低于 150 DPI');
    expect(saveWarning(1, 2)?.title).toBe('这个设计印刷出来会与画布不同');
  });
});
