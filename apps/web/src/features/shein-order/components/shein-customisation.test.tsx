import type { SheinCustomisation } from '@podbench/contract';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { customisationSummary, SheinCustomisationView } from './shein-customisation';

// The official ccst examples (ccst.custom-infos.md, ccst.custom-info.templates.md) as the server keeps them.
const ID = '58d3dcb1f269463da29dc4a2957cd7a7';
const upload = 'https://imgdeal-test01.shein.com/images3_ccc/2024/10/31/17/17303795945296602.webp';
const preview = 'https://imgdeal-test01.shein.com/images3_ccc/2024/10/31/d7/17303796092517292289.webp';
const sample: SheinCustomisation = {
  customInfoId: ID,
  texts: ['123113'],
  images: [upload],
  effects: [preview],
  fields: [
    { label: '2D 预览', type: 'image', values: [preview] },
    { label: '图片上传', type: 'faceattr[]', values: [] },
    { label: '图片上传', type: 'image[]', values: [upload] },
    { label: '文本输入框', type: 'string', values: ['123113'] },
  ],
  templates: [{ compositeId: '738329', title: 'jing测试(1)' }],
};

beforeAll(() => {
  // antd's responsive Descriptions asks for media queries; jsdom has none.
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

describe('SheinCustomisationView', () => {
  it('shows the buyer texts, components and design templates of a customised order', () => {
    render(<SheinCustomisationView customInfoId={ID} value={sample} error={null} />);
    const box = screen.getByTestId('shein-customisation');
    expect(box).toHaveTextContent('定制信息');
    expect(box).toHaveTextContent(ID);
    expect(screen.getAllByText('123113').length).toBeGreaterThanOrEqual(2); // 定制文字 and the text component
    expect(box).toHaveTextContent('文本输入框（string）');
    expect(box).toHaveTextContent('jing测试(1)（738329）');
    expect(box.querySelectorAll(`img[src="${upload}"]`).length).toBeGreaterThanOrEqual(1);
  }, 30_000); // antd's first render is slow on a shared machine

  it('says why the customisation could not be read, and nothing for a plain order', () => {
    const { container, rerender } = render(
      <SheinCustomisationView customInfoId={ID} value={null} error="定制信息读取失败：未找到模版数据" />,
    );
    expect(screen.getByText('定制信息读取失败：未找到模版数据')).toBeInTheDocument();
    expect(screen.getByText(/定制信息尚未读取/)).toBeInTheDocument();
    rerender(<SheinCustomisationView customInfoId="" value={null} error={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('summarises a line: texts, then the number of uploads', () => {
    expect(customisationSummary(sample)).toBe('123113；1 张图片');
    expect(customisationSummary(null)).toBe('—');
    expect(customisationSummary({ ...sample, texts: [], images: [] })).toBe('有定制');
  });
});
