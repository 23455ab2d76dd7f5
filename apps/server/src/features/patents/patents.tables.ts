import type { LegalStatus, PatentType } from '@cityip/patent-query';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A tsvector written as its literal text (`'深度':1A '深度_学习':1A ...`), so lexemes are kept
 * verbatim: the `simple` parser would split `深度_学习` and `ipc_g06f17/30` at `_` and `/`.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One event of a patent's legal history (application, publication, examination, grant, lapse, ...). */
export interface LegalEvent {
  date: string;
  /** Event code, e.g. `filed`, `published`, `examination`, `granted`, `feeLapsed`, `expired`, `withdrawn`, `rejected`, `invalidated`. */
  code: string;
}

/** Applicants (companies, universities, hospitals, institutes, individuals): facets and company search by id. */
export const patentApplicants = pgTable(
  'patent_applicants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<'company' | 'university' | 'hospital' | 'institute' | 'individual'>().notNull(),
    /** District code of the city profile, null outside the city. */
    district: text('district'),
  },
  (t) => [uniqueIndex('patent_applicants_name_idx').on(t.name)],
);

/**
 * The wide display table: everything shown in a result row, the detail page and exports.
 * Searches run on `patent_search` (narrow rows, measured 25× smaller) and join here for a page.
 */
export const patents = pgTable(
  'patents',
  {
    id: serial('id').primaryKey(),
    /** CNIPA application number with its check digit, e.g. `CN202110123456.7`. */
    applicationNumber: text('application_number').notNull(),
    publicationNumber: text('publication_number').notNull(),
    /** Document kind code: A (invention publication), B (invention grant), U (utility model), S (design). */
    kindCode: text('kind_code').notNull(),
    patentType: text('patent_type').$type<PatentType>().notNull(),
    title: text('title').notNull(),
    abstract: text('abstract').notNull().default(''),
    firstClaim: text('first_claim').notNull().default(''),
    applicants: text('applicants').array().notNull(),
    inventors: text('inventors').array().notNull(),
    applicantAddress: text('applicant_address').notNull().default(''),
    district: text('district'),
    ipcMain: text('ipc_main'),
    ipcCodes: text('ipc_codes').array().notNull(),
    cpcCodes: text('cpc_codes').array().notNull(),
    applicationDate: date('application_date').notNull(),
    publicationDate: date('publication_date').notNull(),
    grantDate: date('grant_date'),
    legalStatus: text('legal_status').$type<LegalStatus>().notNull(),
    legalHistory: jsonb('legal_history').$type<LegalEvent[]>().notNull().default([]),
    /** Key-industry code of the city profile, null when outside the key industries. */
    industry: text('industry'),
    citations: integer('citations').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the portal first stored the patent: set on insert only (loads, imports and the COPY path
     * leave it to the default and never update it), so alert digests (features/watch) can tell
     * a patent new to the portal from one whose record was refreshed.
     */
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patents_application_number_idx').on(t.applicationNumber),
    // Digests read the patents loaded in their window (features/watch).
    index('patents_loaded_at_idx').on(t.loadedAt),
  ],
);
export type PatentRow = typeof patents.$inferSelect;
export type NewPatentRow = typeof patents.$inferInsert;

/**
 * The narrow search table, one row per patent (notes/patent-search-performance.md, technique 3):
 * the index tokens and small facet columns, so counts and facets never read the wide rows.
 * `tokens` holds title words (weight A) and abstract words (weight B), each with bigrams of
 * adjacent words; title words again as `ti_…`, claim words as `cl_…`, applicant and inventor
 * words as `pa_…`/`in_…`; codes as `an_…`, `pn_…`, `ipc_…`, `cpc_…` (prefix queries use `:*`);
 * and, for one patent in ten, the sample lexeme (search-tokens.ts).
 */
export const patentSearch = pgTable(
  'patent_search',
  {
    patentId: integer('patent_id')
      .primaryKey()
      .references(() => patents.id, { onDelete: 'cascade' }),
    tokens: tsvector('tokens').notNull(),
    applicationDate: date('application_date').notNull(),
    publicationDate: date('publication_date').notNull(),
    grantDate: date('grant_date'),
    applicationYear: smallint('application_year').notNull(),
    /** Index into PATENT_TYPES / LEGAL_STATUSES: small integers keep the rows narrow. */
    patentType: smallint('patent_type').notNull(),
    legalStatus: smallint('legal_status').notNull(),
    district: text('district'),
    industry: text('industry'),
    /** IPC section (`G`) and class (`G06`) of the main IPC code. */
    ipcSection: text('ipc_section'),
    ipcClass: text('ipc_class'),
    applicantIds: integer('applicant_ids').array().notNull(),
  },
  (t) => [
    index('patent_search_tokens_idx').using('gin', t.tokens).with({ fastupdate: false }),
    index('patent_search_application_date_idx').on(t.applicationDate),
    index('patent_search_publication_date_idx').on(t.publicationDate),
    index('patent_search_applicants_idx').using('gin', t.applicantIds).with({ fastupdate: false }),
    index('patent_search_industry_idx').on(t.industry, t.applicationDate),
    // The order fresh loads store the rows in (index-rebuild.ts): a class's patents share pages.
    index('patent_search_class_idx').on(t.ipcClass, t.applicationDate),
  ],
);

/** Open-licence offers (开放许可) declared for a patent: fee, term and contact. */
export const patentLicences = pgTable(
  'patent_licences',
  {
    patentId: integer('patent_id')
      .primaryKey()
      .references(() => patents.id, { onDelete: 'cascade' }),
    /** Fee mode: a lump sum per year, a royalty on sales, or both. */
    feeMode: text('fee_mode').$type<'lumpSum' | 'royalty' | 'mixed'>().notNull(),
    /** Yearly lump sum in yuan (null for a pure royalty). */
    annualFee: numeric('annual_fee', { precision: 14, scale: 2, mode: 'number' }),
    /** Royalty rate in percent of sales (null for a pure lump sum). */
    royaltyRate: numeric('royalty_rate', { precision: 5, scale: 2, mode: 'number' }),
    /** Licence term in years, within the patent's remaining life. */
    termYears: smallint('term_years').notNull(),
    declaredOn: date('declared_on').notNull(),
    /** The last day the offer stands. */
    validUntil: date('valid_until').notNull(),
    conditions: text('conditions').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
  },
  (t) => [index('patent_licences_declared_idx').on(t.declaredOn.desc())],
);
