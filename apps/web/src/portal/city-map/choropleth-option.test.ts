import { describe, expect, it } from 'vitest';
import { choroplethOption, classBounds } from './choropleth-option.js';
import { buildCityMap, buildYearFigures } from './city-map.fixtures.js';

const text = {
  district: (code: string) => (code === 'yunhu' ? '云湖<区>' : '海滨区'),
  number: (value: number) => value.toLocaleString('en-US'),
  indicator: '专利申请量',
  outlets: '服务网点',
  noData: '暂无数据',
  clickHint: '点击检索该区专利',
};

interface MapSeries {
  data: Array<{ name: string; value: number }>;
}
interface Tooltip {
  formatter: (params: { name: string; value: unknown }) => string;
}

describe('the choropleth option', () => {
  it('splits 0..max into five classes with round bounds that cover the largest value', () => {
    expect(classBounds(21_000)).toEqual([0, 4200, 8400, 12_600, 16_800, 21_000]);
    expect(classBounds(12_345)).toEqual([0, 2500, 5000, 7500, 10_000, 12_500]);
    expect(classBounds(0)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('gives each district its value, a district without figures none, and escapes names in the tooltip', () => {
    const option = choroplethOption(buildCityMap(), buildYearFigures(), 'patentApplications', text)
      .baseOption as Record<string, unknown>;
    const series = (option.series as MapSeries[])[0];
    expect(series?.data[0]).toEqual({ name: 'yunhu', value: 21_000 });
    expect(series?.data[1]?.name).toBe('haibin');
    expect(Number.isNaN(series?.data[1]?.value)).toBe(true);
    const tooltip = option.tooltip as Tooltip;
    expect(tooltip.formatter({ name: 'yunhu', value: 21_000 })).toBe(
      '<strong>云湖&#60;区&#62;</strong><br/>专利申请量：21,000<br/>服务网点：1<br/>点击检索该区专利',
    );
    expect(tooltip.formatter({ name: 'haibin', value: Number.NaN })).toBe(
      '<strong>海滨区</strong><br/>专利申请量：暂无数据<br/>服务网点：0<br/>点击检索该区专利',
    );
  });
});
