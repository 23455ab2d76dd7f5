/**
 * The searchable fields: a code and a Chinese name, either accepted in an expression
 * (case-insensitive for codes). `kind` tells the server how to compile a condition:
 * - text: full-text on segmented words (a term that segments into several words is a phrase);
 * - code: exact, or prefix with a trailing `*` (numbers and classification codes);
 * - date: calendar-date comparisons and ranges;
 * - enum: one of a fixed or configured list of values (names or codes, resolved by the server).
 */
export type FieldKind = 'text' | 'code' | 'date' | 'enum';

export const FIELDS = {
  TI: { zh: '名称', en: 'Title', kind: 'text' },
  AB: { zh: '摘要', en: 'Abstract', kind: 'text' },
  CL: { zh: '权利要求', en: 'Claims', kind: 'text' },
  PA: { zh: '申请人', en: 'Applicant', kind: 'text' },
  IN: { zh: '发明人', en: 'Inventor', kind: 'text' },
  AN: { zh: '申请号', en: 'Application number', kind: 'code' },
  PN: { zh: '公开号', en: 'Publication number', kind: 'code' },
  IPC: { zh: 'IPC分类号', en: 'IPC code', kind: 'code' },
  CPC: { zh: 'CPC分类号', en: 'CPC code', kind: 'code' },
  AD: { zh: '申请日', en: 'Application date', kind: 'date' },
  PD: { zh: '公开日', en: 'Publication date', kind: 'date' },
  GD: { zh: '授权日', en: 'Grant date', kind: 'date' },
  PT: { zh: '专利类型', en: 'Patent type', kind: 'enum' },
  LS: { zh: '法律状态', en: 'Legal status', kind: 'enum' },
  DI: { zh: '区域', en: 'District', kind: 'enum' },
  IND: { zh: '产业', en: 'Industry', kind: 'enum' },
} as const satisfies Record<string, { zh: string; en: string; kind: FieldKind }>;

export type FieldCode = keyof typeof FIELDS;
export const FIELD_CODES = Object.keys(FIELDS) as FieldCode[];

/** The field a name in an expression refers to (`TI`, `ti`, `名称`), or null. */
export function resolveField(name: string): FieldCode | null {
  const upper = name.trim().toUpperCase();
  if (upper in FIELDS) return upper as FieldCode;
  // Upper-cased too, so `ipc分类号` finds `IPC分类号`.
  const byChinese = FIELD_CODES.find((code) => FIELDS[code].zh.toUpperCase() === upper);
  return byChinese ?? null;
}

/** Patent types (`PT`): canonical code, Chinese and English names; any of the three is accepted. */
export const PATENT_TYPES = [
  { code: 'invention', zh: '发明', en: 'Invention' },
  { code: 'utility', zh: '实用新型', en: 'Utility model' },
  { code: 'design', zh: '外观设计', en: 'Design' },
] as const;
export type PatentType = (typeof PATENT_TYPES)[number]['code'];

/** Legal status (`LS`) as the facets group it; the detailed events are in the legal history. */
export const LEGAL_STATUSES = [
  { code: 'valid', zh: '有效', en: 'Valid' },
  { code: 'pending', zh: '审中', en: 'Pending' },
  { code: 'invalid', zh: '失效', en: 'Invalid' },
] as const;
export type LegalStatus = (typeof LEGAL_STATUSES)[number]['code'];

/** Events of a patent's legal history, as stored and imported (names are the clients' to translate). */
export const LEGAL_EVENT_CODES = [
  'filed',
  'published',
  'examination',
  'granted',
  'feeLapsed',
  'expired',
  'withdrawn',
  'rejected',
  'invalidated',
] as const;
export type LegalEventCode = (typeof LEGAL_EVENT_CODES)[number];

/** The code of a fixed enum value written as code, Chinese or English name (case-insensitive), or null. */
export function resolveEnumValue<C extends string>(
  values: readonly { code: C; zh: string; en: string }[],
  written: string,
): C | null {
  const w = written.trim().toLowerCase();
  return values.find((v) => v.code === w || v.zh === written.trim() || v.en.toLowerCase() === w)?.code ?? null;
}
