import type { CityMap, MapIndicator, MapYearFigures } from '@cityip/contracts';
import { figureValue } from './indicators.js';
import { CITY_MAP_NAME, type EChartsOption, escapeHtml } from './map-echarts.js';

/** What the option needs from the page: names, number formatting and the tooltip's words. */
export interface ChoroplethText {
  district: (code: string) => string;
  number: (value: number) => string;
  indicator: string;
  outlets: string;
  noData: string;
  /** What a click on a district does (it opens the district's patent search). */
  clickHint: string;
}

/** Light to brand blue: the more, the darker (contrast of the labels is kept by their white halo). */
export const CHOROPLETH_COLOURS = ['#e0ecfb', '#a9c8f0', '#6fa0de', '#3a76c4', '#1554ad'];

/** Class bounds: five equal steps from 0 to the largest value, rounded to two significant digits. */
export function classBounds(max: number): number[] {
  if (max <= 0) return [0, 1, 2, 3, 4, 5];
  const step = max / 5;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(step)) - 1);
  const rounded = Math.ceil(step / magnitude) * magnitude;
  return Array.from({ length: 6 }, (_, i) => i * rounded);
}

/**
 * The choropleth of one indicator: each district coloured by its value in five classes (the
 * piecewise legend), named on the map, with a tooltip of its value and outlet count. Districts
 * without figures stay grey and say so. On a narrow box the map moves up and shrinks so the
 * legend below it stays clear.
 */
export function choroplethOption(
  map: CityMap,
  data: MapYearFigures,
  indicator: MapIndicator,
  text: ChoroplethText,
): EChartsOption {
  const codes = map.geoJson.features.map((f) => f.properties.code);
  const values = codes.map((code) => figureValue(data.figures, code, indicator));
  const bounds = classBounds(Math.max(0, ...values.map((v) => v ?? 0)));
  return {
    baseOption: baseOption(data, text, codes, values, bounds),
    media: [
      {
        query: { maxWidth: 500 },
        option: { series: [{ layoutCenter: ['50%', '36%'], layoutSize: '70%' }], visualMap: { left: 4, bottom: 4 } },
      },
    ],
  };
}

/** The option of a box wide enough for the legend beside the map. */
function baseOption(
  data: MapYearFigures,
  text: ChoroplethText,
  codes: string[],
  values: Array<number | null>,
  bounds: number[],
): EChartsOption {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params: { name: string; value: unknown }) => {
        const value =
          typeof params.value === 'number' && !Number.isNaN(params.value) ? text.number(params.value) : null;
        const outlets = data.stationCounts[params.name] ?? 0;
        return [
          `<strong>${escapeHtml(text.district(params.name))}</strong>`,
          `${escapeHtml(text.indicator)}：${value ?? escapeHtml(text.noData)}`,
          `${escapeHtml(text.outlets)}：${text.number(outlets)}`,
          escapeHtml(text.clickHint),
        ].join('<br/>');
      },
    },
    visualMap: {
      type: 'piecewise',
      left: 8,
      bottom: 8,
      pieces: bounds.slice(0, -1).map((min, i) => ({
        min,
        max: bounds[i + 1],
        label: `${text.number(min)} – ${text.number(bounds[i + 1] ?? min)}`,
      })),
      inRange: { color: CHOROPLETH_COLOURS },
      itemWidth: 14,
      itemHeight: 10,
      textStyle: { color: '#1f1f1f' },
    },
    series: [
      {
        type: 'map',
        map: CITY_MAP_NAME,
        nameProperty: 'code',
        roam: false,
        selectedMode: false,
        aspectScale: 0.92,
        layoutCenter: ['55%', '50%'],
        layoutSize: '95%',
        label: {
          show: true,
          formatter: (params: { name: string }) => text.district(params.name),
          color: '#1f1f1f',
          textBorderColor: '#fff',
          textBorderWidth: 2,
          fontSize: 12,
        },
        itemStyle: { areaColor: '#e5e7eb', borderColor: '#fff', borderWidth: 1.5 },
        emphasis: { label: { color: '#000' }, itemStyle: { areaColor: '#f5b041' } },
        data: codes.map((code, i) => ({ name: code, value: values[i] ?? Number.NaN })),
      },
    ],
  };
}
