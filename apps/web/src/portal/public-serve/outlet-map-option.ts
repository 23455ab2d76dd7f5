import type { StationSummary } from '@cityip/contracts';
import { CITY_MAP_NAME, type EChartsOption, escapeHtml } from '../city-map/map-echarts.js';

/** What the option needs from the page: names and the tooltip's words. */
export interface OutletMapText {
  district: (code: string) => string;
  outletsIn: (code: string) => string;
  /** What a click on a district does (it opens the district's patent search). */
  clickHint: string;
}

/**
 * The outlets as markers on the district boundaries (no map tiles: only the city's own
 * GeoJSON). Districts are named and clickable (the page opens their patent search); `highlight`
 * (a district code) is drawn darker.
 */
export function outletMapOption(
  outlets: readonly StationSummary[],
  text: OutletMapText,
  highlight: string | null,
): EChartsOption {
  return {
    tooltip: { trigger: 'item' },
    geo: {
      map: CITY_MAP_NAME,
      nameProperty: 'code',
      // No wheel zoom: it would take the page's scrolling away while the pointer is over the map.
      roam: false,
      aspectScale: 0.92,
      layoutCenter: ['50%', '50%'],
      layoutSize: '95%',
      selectedMode: false,
      tooltip: {
        show: true,
        formatter: (params: { name: string }) =>
          [
            `<strong>${escapeHtml(text.district(params.name))}</strong>`,
            escapeHtml(text.outletsIn(params.name)),
            escapeHtml(text.clickHint),
          ].join('<br/>'),
      },
      label: {
        show: true,
        formatter: (params: { name: string }) => text.district(params.name),
        color: '#3d3d3d',
        fontSize: 12,
      },
      itemStyle: { areaColor: '#eef3fa', borderColor: '#8aa4c8', borderWidth: 1 },
      emphasis: { label: { color: '#000' }, itemStyle: { areaColor: '#d6e4f5' } },
      regions: highlight ? [{ name: highlight, itemStyle: { areaColor: '#c6d9f1' } }] : [],
    },
    series: [
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        symbol: 'pin',
        symbolSize: 26,
        // The pin's tip, not its middle, marks the place.
        symbolOffset: [0, '-50%'],
        tooltip: {
          formatter: (params: { name: string; data?: { address?: string } }) =>
            `<strong>${escapeHtml(params.name)}</strong><br/>${escapeHtml(params.data?.address ?? '')}`,
        },
        itemStyle: { color: '#c0392b' },
        emphasis: { scale: 1.3 },
        data: outlets.map((outlet) => ({
          id: outlet.id,
          name: outlet.name,
          address: outlet.address,
          value: [outlet.longitude, outlet.latitude],
        })),
      },
    ],
  };
}
