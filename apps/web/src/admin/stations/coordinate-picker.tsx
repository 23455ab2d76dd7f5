import type { CityMap } from '@cityip/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistrictName } from '../../portal/city-map/district-names.js';
import { MapCanvas } from '../../portal/city-map/map-canvas.js';
import { MapCaption } from '../../portal/city-map/map-caption.js';
import { CITY_MAP_NAME, type EChartsOption } from '../../portal/city-map/map-echarts.js';

/**
 * The district map to pick an outlet's place on: a click sets the coordinates (the number fields
 * beside it stay the way to type them), the chosen district is shaded and the point marked.
 */
export function CoordinatePicker({
  map,
  district,
  point,
  onPick,
}: {
  map: CityMap;
  district: string | undefined;
  point: [number, number] | null;
  onPick: (point: [number, number]) => void;
}) {
  const { t } = useTranslation();
  const name = useDistrictName(map);
  const option = useMemo(
    (): EChartsOption => ({
      geo: {
        map: CITY_MAP_NAME,
        nameProperty: 'code',
        roam: true,
        scaleLimit: { min: 1, max: 8 },
        aspectScale: 0.92,
        layoutCenter: ['50%', '50%'],
        layoutSize: '95%',
        selectedMode: false,
        label: { show: true, formatter: (params: { name: string }) => name(params.name), color: '#3d3d3d' },
        itemStyle: { areaColor: '#eef3fa', borderColor: '#8aa4c8' },
        emphasis: { itemStyle: { areaColor: '#d6e4f5' } },
        regions: district ? [{ name: district, itemStyle: { areaColor: '#c6d9f1' } }] : [],
      },
      series: [
        {
          type: 'scatter',
          coordinateSystem: 'geo',
          symbol: 'pin',
          symbolSize: 28,
          symbolOffset: [0, '-50%'],
          itemStyle: { color: '#c0392b' },
          data: point ? [{ value: point }] : [],
        },
      ],
    }),
    [district, point, name],
  );
  return (
    <figure className="station-picker">
      <MapCanvas
        map={map}
        option={option}
        label={t('stations.form.pickerLabel')}
        onPoint={(position) => onPick([round6(position[0]), round6(position[1])])}
        className="city-map-canvas is-small"
      />
      <figcaption>
        <MapCaption map={map} />
      </figcaption>
    </figure>
  );
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
