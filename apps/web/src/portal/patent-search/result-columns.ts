import { EXPORT_COLUMNS, type ExportColumn, type PatentSummary } from '@cityip/contracts';
import type { PatentFormat } from './use-patent-format.js';

/**
 * The optional columns of the results: the export's, except the title (always shown) and the
 * abstract (shown under the title in the list view).
 */
export type ResultColumn = Exclude<ExportColumn, 'title' | 'abstract'>;
export const RESULT_COLUMNS = EXPORT_COLUMNS.filter((c): c is ResultColumn => c !== 'title' && c !== 'abstract');

export const DEFAULT_COLUMNS: readonly ResultColumn[] = [
  'applicationNumber',
  'patentType',
  'legalStatus',
  'applicants',
  'ipcMain',
  'applicationDate',
];

/** Whether a stored value is a list of known columns (sessionStorage may hold anything). */
export function isColumnList(value: unknown): value is ResultColumn[] {
  return Array.isArray(value) && value.every((item) => (RESULT_COLUMNS as readonly unknown[]).includes(item));
}

/** Message key of a column's header (shared with the export's column names and the detail). */
export const columnLabel = (column: ResultColumn) => `portal.patent.field.${column}`;

/** The bibliographic data a result row and a detail share. */
export type PatentFacts = Omit<PatentSummary, 'titleHighlight' | 'abstractHighlight'>;

/** A column's text for one patent. */
export function columnText(column: ResultColumn, patent: PatentFacts, format: PatentFormat): string {
  const list = (items: string[]) => items.join(format.english ? '; ' : '；');
  switch (column) {
    case 'patentType':
      return format.patentType(patent.patentType);
    case 'legalStatus':
      return format.legalStatus(patent.legalStatus);
    case 'applicants':
      return list(patent.applicants);
    case 'inventors':
      return list(patent.inventors);
    case 'applicationDate':
    case 'publicationDate':
    case 'grantDate':
      return format.date(patent[column]);
    case 'district':
      return format.district(patent.district);
    case 'industry':
      return format.industry(patent.industry);
    default:
      return patent[column] ?? '';
  }
}
