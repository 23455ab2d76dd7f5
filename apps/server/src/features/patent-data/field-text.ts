import {
  type CityProfile,
  type CorrectableField,
  type Locale,
  type PatentFieldValue,
  translate,
} from '@cityip/contracts';
import { LEGAL_STATUSES } from '@cityip/patent-query';

/**
 * A field's value as a reader of `locale` reads it in a mail or a log line: a list joined, a
 * status, district or industry by its name, nothing as "(none)".
 */
export function fieldValueText(
  locale: Locale,
  field: CorrectableField,
  value: PatentFieldValue,
  profile: CityProfile,
): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return translate(locale, 'patentData.value.none');
  }
  if (Array.isArray(value)) return value.join(locale === 'en-US' ? '; ' : '；');
  const en = locale === 'en-US';
  if (field === 'legalStatus') {
    const status = LEGAL_STATUSES.find((s) => s.code === value);
    return status ? (en ? status.en : status.zh) : value;
  }
  if (field === 'district' || field === 'industry') {
    const found = (field === 'district' ? profile.districts : profile.industries).find((d) => d.code === value);
    return found ? (en ? found.nameEn : found.name) : value;
  }
  return value;
}

/** The operation log's words for a change: `CN… title: "before" → "after"` (JSON, so lists and nothing are exact). */
export function changeDetail(
  applicationNumber: string,
  field: CorrectableField,
  before: PatentFieldValue,
  after: PatentFieldValue,
): string {
  return `${applicationNumber} ${field}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`;
}
