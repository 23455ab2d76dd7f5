import { BarChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the analysis charts draw, so the lazily loaded chunk stays small. The canvas renderer
// is needed for the PNG download.
echarts.use([BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, CanvasRenderer]);

export { echarts };
export type EChartsOption = echarts.EChartsCoreOption;

let canvasSupport: boolean | null = null;

/** Whether this browser can draw on a canvas (jsdom and some locked-down browsers cannot). */
export function canDrawCharts(): boolean {
  if (canvasSupport === null) {
    try {
      canvasSupport = Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}
