import type { CityMap } from '@cityip/contracts';
import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the district maps draw. SVG rather than canvas: a few polygons draw crisply at any
// zoom, the labels are real text, and browsers without canvas (and the tests' jsdom) still draw.
echarts.use([MapChart, ScatterChart, GeoComponent, VisualMapComponent, TooltipComponent, SVGRenderer]);

export { echarts };
export type EChartsOption = echarts.EChartsCoreOption;

/** Text made safe for ECharts' HTML tooltips (district and outlet names come from editors). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The name the district boundaries are registered under for ECharts `map` and `geo`. */
export const CITY_MAP_NAME = 'city-districts';

let registered: CityMap | null = null;

/** Registers the boundaries with ECharts (again only when they changed). */
export function registerCityMap(map: CityMap): void {
  if (registered === map) return;
  // ECharts types GeoJSON loosely; ours is a valid FeatureCollection.
  echarts.registerMap(CITY_MAP_NAME, map.geoJson as unknown as Parameters<typeof echarts.registerMap>[1]);
  registered = map;
}

/** What a click on the map hit: a district (by code) or an outlet marker (by id). */
export type MapHit = { kind: 'district'; code: string } | { kind: 'marker'; id: string };

/** Reads a click's target from ECharts' event parameters (regions are named by district code). */
export function hitOf(params: { componentType?: string; seriesType?: string; name?: string; data?: unknown }) {
  const data = params.data as { id?: unknown } | undefined;
  if (params.seriesType === 'scatter' && typeof data?.id === 'string') return { kind: 'marker', id: data.id } as const;
  if ((params.componentType === 'geo' || params.seriesType === 'map') && params.name) {
    return { kind: 'district', code: params.name } as const;
  }
  return null;
}
