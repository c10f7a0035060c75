import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialPacking, lineKey, type Packing } from '../boxes';
import { BoxEditor, type EditorLine } from './box-editor';

// The reference's staging.get sample line (bg.shiporder.staging.get.md): 黑色 / S, 10 ordered, cap 10.
const line: EditorLine = {
  key: lineKey(1, 52000000001),
  max: 10,
  name: 'WB2509285900002 黑色 / S',
  orderSn: 'WB2509285900002',
  spec: '黑色 / S',
  personalText: 'Happy',
  purchaseQuantity: 10,
};

function Harness({ onChange }: { onChange?: (p: Packing) => void }) {
  const [p, setP] = useState(() => initialPacking([line]));
  return (
    <BoxEditor
      lines={[line]}
      value={p}
      onChange={(next) => {
        setP(next);
        onChange?.(next);
      }}
    />
  );
}

beforeAll(() => {
  // jsdom lacks the layout APIs antd's Table asks for; the editor's rules do not depend on layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

describe('BoxEditor', () => {
  it('caps 发货数 at the desk limit and each box at what is left to pack', () => {
    let last: Packing | null = null;
    render(<Harness onChange={(p) => (last = p)} />);
    const ship = screen.getByLabelText(`${line.name} 发货数`);
    expect(ship).toHaveAttribute('aria-valuemax', '10');
    expect(screen.getByText('定制：Happy')).toBeInTheDocument();
    expect(screen.getByTestId('packing-summary')).toHaveTextContent('共 10 件 · 1 箱');

    fireEvent.click(screen.getByRole('button', { name: /加一箱/ }));
    // Box 1 holds all 10: box 2 may take nothing yet.
    expect(screen.getByLabelText(`${line.name} 第 2 箱件数`)).toHaveAttribute('aria-valuemax', '0');
    expect(screen.getByText(/第 2 箱是空箱/)).toBeInTheDocument();

    const box1 = screen.getByLabelText(`${line.name} 第 1 箱件数`);
    fireEvent.change(box1, { target: { value: '6' } });
    fireEvent.blur(box1);
    expect(screen.getByLabelText(`${line.name} 第 2 箱件数`)).toHaveAttribute('aria-valuemax', '4');
    expect(screen.getByText(/还有 4 件未装箱/)).toBeInTheDocument();

    const box2 = screen.getByLabelText(`${line.name} 第 2 箱件数`);
    fireEvent.change(box2, { target: { value: '9' } });
    fireEvent.blur(box2);
    expect(last!.boxes).toEqual([{ [line.key]: 6 }, { [line.key]: 4 }]);
    expect(screen.queryByRole('alert')).toBeNull();
    // antd in jsdom on a shared 2-core machine: rendering a table a few times takes seconds.
  }, 60_000);
});
