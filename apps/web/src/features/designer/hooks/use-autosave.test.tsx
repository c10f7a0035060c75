import type { ProductDetail } from '@podbench/contract';
import { type DesignDocument, DESIGN_VERSION, parseDesignDocument } from '@podbench/design';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeDoc, loadDesign, useDesignerStore } from '../store/designer-store';
import { flushSave, hasUnsavedChanges, useAutosave } from './use-autosave';

const saveDesign = vi.hoisted(() => vi.fn());
vi.mock('../api/save-design', () => ({ saveDesign }));

function load() {
  const parsed = parseDesignDocument({
    version: DESIGN_VERSION,
    productId: 1,
    colors: ['白色'],
    areas: { front: { name: '正面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75, layers: [] } },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  loadDesign({
    doc: parsed.doc,
    product: { id: 1, colors: [{ name: '白色' }] } as unknown as ProductDetail,
    designId: 7,
    name: '测试设计',
    version: 3,
    images: [],
  });
}

const rename = (name: string) =>
  act(() => changeDoc((d: DesignDocument) => ({ ...d, areas: { ...d.areas, front: { ...d.areas.front, name } } })));

function Autosave({ active }: { active: boolean }) {
  useAutosave(true, active);
  return null;
}

/** Lets the save's promise chain settle (the fake timers do not run it). */
const settle = () => act(async () => {});

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    saveDesign.mockReset();
    load();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('waits 1.5 s after an edit while shown', async () => {
    saveDesign.mockResolvedValue({ id: 7, version: 4 });
    render(<Autosave active />);
    rename('正面 1');
    await act(async () => vi.advanceTimersByTime(1_400));
    expect(saveDesign).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    await settle();
    expect(saveDesign).toHaveBeenCalledTimes(1);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('saves at once when the page is hidden inside the wait, instead of dropping the edit', async () => {
    saveDesign.mockResolvedValue({ id: 7, version: 4 });
    const view = render(<Autosave active />);
    rename('正面 1');
    view.rerender(<Autosave active={false} />);
    await settle();
    expect(saveDesign).toHaveBeenCalledTimes(1);
    expect(saveDesign.mock.calls[0][0]).toMatchObject({ id: 7, version: 3 });
    expect(saveDesign.mock.calls[0][0].document.areas.front.name).toBe('正面 1');
    expect(useDesignerStore.getState().saveStatus).toBe('saved');
    // Shown again: nothing left to save, the history is still there.
    view.rerender(<Autosave active />);
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(saveDesign).toHaveBeenCalledTimes(1);
    expect(useDesignerStore.getState().past).toHaveLength(1);
  });

  it('tries a failed save again after the next change or tab switch, never in a loop', async () => {
    saveDesign.mockRejectedValue(new Error('网络连接异常'));
    const view = render(<Autosave active />);
    rename('正面 1');
    view.rerender(<Autosave active={false} />);
    await settle();
    await act(async () => vi.advanceTimersByTime(10_000));
    await settle();
    expect(saveDesign).toHaveBeenCalledTimes(1);
    expect(useDesignerStore.getState().saveStatus).toBe('error');
    expect(hasUnsavedChanges()).toBe(true);
    // Shown again: one more try after the wait.
    view.rerender(<Autosave active />);
    await act(async () => vi.advanceTimersByTime(1_600));
    await settle();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(saveDesign).toHaveBeenCalledTimes(2);
    // The next change is tried (and this time the server answers).
    saveDesign.mockResolvedValue({ id: 7, version: 4 });
    rename('正面 2');
    await act(async () => vi.advanceTimersByTime(1_600));
    await settle();
    expect(saveDesign).toHaveBeenCalledTimes(3);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('flushSave waits for the save in flight and then saves what came after it', async () => {
    let answer: (v: { id: number; version: number }) => void = () => undefined;
    saveDesign.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    saveDesign.mockResolvedValue({ id: 7, version: 5 });
    const view = render(<Autosave active />);
    rename('正面 1');
    view.rerender(<Autosave active={false} />);
    expect(saveDesign).toHaveBeenCalledTimes(1);
    rename('正面 2'); // while the first save is in flight
    let done: boolean | null = null;
    const flushing = flushSave().then((ok) => {
      done = ok;
    });
    await settle();
    expect(done).toBeNull();
    answer({ id: 7, version: 4 });
    await act(async () => flushing);
    expect(done).toBe(true);
    expect(saveDesign).toHaveBeenCalledTimes(2);
    expect(saveDesign.mock.calls[1][0].document.areas.front.name).toBe('正面 2');
    expect(hasUnsavedChanges()).toBe(false);
  });
});
