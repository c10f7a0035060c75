import { overflowWarning } from '@podbench/design';
import type { ReactNode } from 'react';

const LOW_DPI_ADVICE = '按当前尺寸印刷会模糊。建议缩小这些图片或换用更高清的原图。';
const OVERFLOW_ADVICE = '超出部分不会出现在印刷文件中。可用「适合印刷区」把图层放回印刷区域内。';

/**
 * What 保存 asks before saving a design that will not print as shown: layers past the print area and images below
 * 150 DPI, each counted. Null when there is nothing to warn about.
 */
export function saveWarning(lowDpi: number, overflow: number): { title: string; content: ReactNode } | null {
  const lowTitle = `${lowDpi} 个图片图层低于 150 DPI`;
  if (lowDpi > 0 && overflow > 0) {
    return {
      title: '这个设计印刷出来会与画布不同',
      content: (
        <ul style={{ paddingLeft: 18, margin: 0 }}>
          <li>
            {overflowWarning(overflow)}。{OVERFLOW_ADVICE}
          </li>
          <li>
            {lowTitle}，{LOW_DPI_ADVICE}
          </li>
          <li style={{ listStyle: 'none', marginLeft: -18, marginTop: 8 }}>仍要保存吗？</li>
        </ul>
      ),
    };
  }
  if (overflow > 0) return { title: overflowWarning(overflow), content: `${OVERFLOW_ADVICE}仍要保存吗？` };
  if (lowDpi > 0) return { title: lowTitle, content: `${LOW_DPI_ADVICE}仍要保存吗？` };
  return null;
}
