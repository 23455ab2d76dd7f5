/**
 * What other features use of patent export (issue 26: background export jobs): the search's
 * order of an export's rows, the rows in batches, the one CSV/XLSX writer, the file's name and
 * type, and the parser's translated 400 for an expression that does not parse.
 */
export { ExpressionError } from './search/compile.js';
export {
  countExportMatches,
  EXPORT_CONTENT_TYPES,
  type ExportWriting,
  exportIds,
  readExportBatches,
  writeExport,
} from './search/export.service.js';
export { type ExportRow, exportColumns, exportDisposition, exportMaxBytes } from './search/export-format.js';
export { answerExpressionErrors } from './search/expression-refusal.js';
