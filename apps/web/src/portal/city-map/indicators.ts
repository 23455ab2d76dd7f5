import { MAP_INDICATORS, type MapFigure, type MapIndicator } from '@cityip/contracts';

/** The message key of an indicator's name. */
export const indicatorLabel = (indicator: MapIndicator) => `cityMap.indicator.${indicator}`;

/** The indicator the map colours by when the address names none. */
export const DEFAULT_INDICATOR: MapIndicator = 'patentApplications';

/** An indicator from the address, or the default. */
export function readIndicator(value: string | null): MapIndicator {
  return MAP_INDICATORS.find((indicator) => indicator === value) ?? DEFAULT_INDICATOR;
}

/** A district's value of an indicator in a year's figures, or null when it has none. */
export function figureValue(figures: readonly MapFigure[], district: string, indicator: MapIndicator): number | null {
  const figure = figures.find((f) => f.district === district);
  return figure ? figure[indicator] : null;
}
