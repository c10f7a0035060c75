import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * Only the pieces the trend chart draws are registered, so the records page chunk carries a fraction of
 * ECharts. Add a chart or component here before using it in an option.
 */
use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type TrendOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export { init } from 'echarts/core';
