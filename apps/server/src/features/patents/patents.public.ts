/**
 * What other features use of the patent records. Patent data quality (issue 26): a correction
 * reads a stored patent as a record, checks the corrected value against the city and the record,
 * and rewrites it through the loader (wide row, search row and tokens); the back-office import
 * runs the command-line import and offers its columns as a template.
 */

export { checkFieldValue, recordFieldValue, type ValueProblem, withFieldValue } from './corpus/field-values.js';
export { COLUMNS, REQUIRED_COLUMNS } from './corpus/import/columns.js';
export {
  ImportFileError,
  type ImportSummary,
  importPatentFile,
  type RowError,
} from './corpus/import/import-patents.js';
export { lockPatent, recordOfPatent, rewritePatent } from './corpus/load/rewrite-patent.js';
export type { PatentRecord } from './corpus/patent-record.js';
// Saved searches and alert digests (features/watch): an expression checked when a search is
// saved, and what became new in a digest's time window.
export { expressionRefusal } from './search/expression-refusal.js';
export {
  industryNews,
  type NewPatents,
  newExpressionMatches,
  type PatentHeadline,
  patentHeadlines,
  type VisibilityWindow,
} from './search/new-patents.js';
// A company's portfolio (features/portfolio): its patents by applicant name, id or number.
export {
  findPatentByNumber,
  grantedPatents,
  type PatentFacts,
  type PatentNumberLookup,
  patentsByIds,
  patentsOfApplicant,
} from './search/patent-facts.js';
