import {
  STAT_CITY_SCOPE,
  STAT_INDICATOR_SPECS,
  type StatFigure,
  StatFigureInputSchema,
  type StatIndicator,
} from '@cityip/contracts';
import { zodErrorMap } from '../shared/form-errors.js';
import type { FigurePayload } from './statistics.api.js';

/** What the entry form holds; `district` is a code or {@link STAT_CITY_SCOPE} for the whole city. */
export interface FigureFormValues {
  indicator?: StatIndicator;
  district?: string;
  year?: number | null;
  periodType?: 'year' | 'month';
  month?: number | null;
  value?: number | null;
  note?: string;
}

export const FIGURE_FIELDS = ['indicator', 'district', 'year', 'month', 'value', 'note'] as const;

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The form's values of a stored figure. */
export function toFormValues(figure: StatFigure): FigureFormValues {
  return {
    indicator: figure.indicator,
    district: figure.district ?? STAT_CITY_SCOPE,
    year: figure.year,
    periodType: figure.month === null ? 'year' : 'month',
    month: figure.month,
    value: figure.value,
    note: figure.note,
  };
}

/**
 * The form's values checked with the contract's StatFigureInputSchema (the server checks the
 * same), plus what only the form can miss: a month when the period is monthly.
 */
export function parseFigure(
  values: FigureFormValues,
  language: string | undefined,
): { data: FigurePayload | null; issues: Issue[] } {
  const monthly = values.periodType === 'month';
  const parsed = StatFigureInputSchema.safeParse(
    {
      indicator: values.indicator,
      district: !values.district || values.district === STAT_CITY_SCOPE ? null : values.district,
      year: values.year ?? undefined,
      month: monthly ? (values.month ?? null) : null,
      value: values.value ?? undefined,
      note: values.note ?? '',
    },
    { error: zodErrorMap(language) },
  );
  const issues: Issue[] = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
  if (monthly && !values.month) issues.push({ path: ['month'], message: 'validation.required' });
  return { data: parsed.success && issues.length === 0 ? parsed.data : null, issues };
}

/** Whether the indicator may be entered for the whole city (ratios only). */
export function allowsCityWide(indicator: StatIndicator | undefined): boolean {
  return indicator ? !STAT_INDICATOR_SPECS[indicator].additive : false;
}
