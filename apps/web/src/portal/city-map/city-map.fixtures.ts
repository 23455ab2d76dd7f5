import type { CityMap, DistrictDetail, MapFigure, MapYearFigures } from '@cityip/contracts';
import type { ECElementEvent } from 'echarts/core';
import { buildOutletSummary } from '../public-serve/outlet-fixtures.js';
import { echarts } from './map-echarts.js';

/** Map data for the web tests (imported by tests only): the test kit's two districts as squares. */

const square = (x: number, y: number): [number, number][] => [
  [x, y],
  [x + 0.1, y],
  [x + 0.1, y + 0.1],
  [x, y + 0.1],
  [x, y],
];

export function buildCityMap(overrides: Partial<CityMap> = {}): CityMap {
  return {
    source: 'generated',
    reviewNumber: null,
    geoJson: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { code: 'yunhu', name: '云湖区', nameEn: 'Yunhu District' },
          geometry: { type: 'Polygon', coordinates: [square(113.25, 22.65)] },
        },
        {
          type: 'Feature',
          properties: { code: 'haibin', name: '海滨区', nameEn: 'Haibin District' },
          geometry: { type: 'Polygon', coordinates: [square(113.35, 22.65)] },
        },
      ],
    },
    ...overrides,
  };
}

export function buildFigure(overrides: Partial<MapFigure> = {}): MapFigure {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    district: 'yunhu',
    year: 2025,
    patentApplications: 21000,
    patentGrants: 11760,
    inventionGrants: 2400,
    validInventionPatents: 31000,
    pctApplications: 620,
    trademarkRegistrations: 24500,
    note: '',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** 2025 figures of 云湖区 only (海滨区 has none), one outlet in 云湖区. */
export function buildYearFigures(overrides: Partial<MapYearFigures> = {}): MapYearFigures {
  return { year: 2025, years: [2025, 2024], figures: [buildFigure()], stationCounts: { yunhu: 1 }, ...overrides };
}

export function buildDistrictDetail(): DistrictDetail {
  return {
    district: { code: 'yunhu', name: '云湖区', nameEn: 'Yunhu District' },
    figures: [
      buildFigure(),
      buildFigure({ id: '00000000-0000-4000-8000-0000000000f2', year: 2024, patentApplications: 19000 }),
    ],
    stations: [buildOutletSummary()],
  };
}

/**
 * Plays a click on a district of a drawn map as ECharts reports it (a region named by its district
 * code; `geo` for the outlet map's regions, `series` for the choropleth's): jsdom lays nothing
 * out, so a real click has no shape to hit.
 */
export function clickMapDistrict(drawing: HTMLElement, code: string, componentType: 'geo' | 'series'): void {
  const chart = echarts.getInstanceByDom(drawing);
  if (!chart) throw new Error('no map is drawn there');
  const event: ECElementEvent = {
    type: 'click',
    componentType,
    componentSubType: componentType === 'geo' ? 'geo' : 'map',
    componentIndex: 0,
    ...(componentType === 'series' ? { seriesType: 'map', seriesIndex: 0 } : {}),
    name: code,
    dataIndex: 0,
    data: null,
    value: null,
    $vars: [],
  };
  chart.trigger('click', event);
}
