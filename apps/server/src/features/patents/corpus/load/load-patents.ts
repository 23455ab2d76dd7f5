import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { selectRows } from '../../search/statements.js';
import type { IndexedPatentRecord, PatentRecord } from '../patent-record.js';
import { dropSearchIndexes, type RunSql, rebuildSearchIndexes } from './index-rebuild.js';
import { searchFields } from './search-row.js';
import { markTokensCurrent } from './tokens-mark.js';

/** What can run a statement: the database, a transaction, a Drizzle client on one connection. */
export type Executor = Pick<Db, 'execute'>;
export type AnyPatentRecord = PatentRecord | IndexedPatentRecord;
export type RecordSource = Iterable<AnyPatentRecord> | AsyncIterable<AnyPatentRecord>;

export interface LoadOptions {
  /** Patents per INSERT statement (default 500, ~11,000 bound parameters). */
  batchSize?: number;
  /**
   * true: the whole load runs in one transaction with `patent_search`'s secondary indexes dropped
   * and rebuilt at the end (fast, but searches wait for it); false: each batch commits on its
   * own with the indexes in place. 'auto' (default): true when no patent is stored yet.
   */
  rebuildIndexes?: boolean | 'auto';
  /** VACUUM ANALYZE when done (default true): PGlite never autovacuums, and fresh statistics keep plans right. */
  vacuum?: boolean;
  /** Called after each batch with the running total. */
  onProgress?: (loaded: number) => void;
}

export interface LoadSummary {
  inserted: number;
  updated: number;
}

/**
 * Loads patents by batched multi-row INSERTs, on PGlite and PostgreSQL alike: applicants are
 * upserted by name, patents by application number (loading again updates rows in place, search
 * tokens included), licence offers written or removed.
 */
export async function loadPatents(db: Db, records: RecordSource, options: LoadOptions = {}): Promise<LoadSummary> {
  const batchSize = options.batchSize ?? 500;
  const fresh = await isEmpty(db);
  const rebuild =
    options.rebuildIndexes === undefined || options.rebuildIndexes === 'auto' ? fresh : options.rebuildIndexes;
  const applicantIds = new Map<string, number>();
  const summary = rebuild
    ? await db.transaction(async (tx) => {
        const run: RunSql = async (text) => selectRows(tx, sql.raw(text));
        const dropped = await dropSearchIndexes(run);
        const written = await inBatches(records, batchSize, options.onProgress, (batch) =>
          writePatentBatch(tx, batch, applicantIds),
        );
        // Modest: PGlite's WebAssembly heap is small, and loads through this path are small too.
        await rebuildSearchIndexes(run, dropped, '256MB');
        return written;
      })
    : await inBatches(records, batchSize, options.onProgress, (batch) => loadPatentBatch(db, batch, applicantIds));
  // Every stored patent was written now, in the current token format.
  if (fresh) await markTokensCurrent(db);
  if (options.vacuum ?? true) await vacuumAnalyzePatents(db);
  return summary;
}

/**
 * One batch in its own transaction (imports commit valid rows batch by batch). `applicantIds`
 * caches ids between batches; it only learns the ids of a batch that committed.
 */
export async function loadPatentBatch(
  db: Db,
  records: readonly AnyPatentRecord[],
  applicantIds: Map<string, number> = new Map(),
): Promise<LoadSummary> {
  const known = new Map(applicantIds);
  const summary = await db.transaction((tx) => writePatentBatch(tx, records, known));
  for (const [name, id] of known) applicantIds.set(name, id);
  return summary;
}

/** VACUUM ANALYZE of the patent tables (outside any transaction). */
export async function vacuumAnalyzePatents(db: Executor): Promise<void> {
  await db.execute(sql.raw('vacuum analyze patents, patent_search, patent_applicants, patent_licences'));
}

async function isEmpty(db: Executor): Promise<boolean> {
  return (
    (await selectRows<{ empty: boolean }>(db, sql`select not exists (select 1 from patents) as empty`))[0]?.empty ===
    true
  );
}

async function inBatches(
  records: RecordSource,
  batchSize: number,
  onProgress: ((loaded: number) => void) | undefined,
  write: (batch: AnyPatentRecord[]) => Promise<LoadSummary>,
): Promise<LoadSummary> {
  const total: LoadSummary = { inserted: 0, updated: 0 };
  let batch: AnyPatentRecord[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const result = await write(batch);
    total.inserted += result.inserted;
    total.updated += result.updated;
    batch = [];
    onProgress?.(total.inserted + total.updated);
  };
  for await (const record of records) {
    batch.push(record);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return total;
}

/**
 * Writes one batch with the caller's transaction. Within a batch the last record of an
 * application number wins: one INSERT … ON CONFLICT may not touch a row twice.
 */
export async function writePatentBatch(
  tx: Executor,
  records: readonly AnyPatentRecord[],
  applicantIds: Map<string, number>,
): Promise<LoadSummary> {
  const unique = [...new Map(records.map((r) => [r.applicationNumber, r])).values()];
  await upsertApplicants(tx, unique, applicantIds);
  const written = await upsertPatents(tx, unique);
  const ids = unique.map((r) => written.get(r.applicationNumber)?.id as number);
  await upsertSearchRows(tx, unique, ids, applicantIds);
  await writeLicences(tx, unique, ids);
  let inserted = 0;
  for (const row of written.values()) if (row.inserted) inserted++;
  return { inserted, updated: written.size - inserted };
}

const values = (list: SQL[]) => sql.join(list, sql`, `);

/** Upserts the applicants `ids` does not know yet and learns their ids. */
export async function upsertApplicants(
  db: Executor,
  records: readonly AnyPatentRecord[],
  ids: Map<string, number>,
): Promise<void> {
  const missing = new Map<string, AnyPatentRecord['applicants'][number]>();
  for (const r of records) for (const a of r.applicants) if (!ids.has(a.name)) missing.set(a.name, a);
  if (missing.size === 0) return;
  const written = await selectRows<{ id: number; name: string }>(
    db,
    sql`insert into patent_applicants (name, kind, district)
        values ${values([...missing.values()].map((a) => sql`(${a.name}, ${a.kind}, ${a.district})`))}
        on conflict (name) do update
          set kind = excluded.kind, district = coalesce(excluded.district, patent_applicants.district)
        returning id, name`,
  );
  for (const row of written) ids.set(row.name, row.id);
}

async function upsertPatents(tx: Executor, records: readonly AnyPatentRecord[]) {
  const list = records.map(
    (r) => sql`(${r.applicationNumber}, ${r.publicationNumber}, ${r.kindCode}, ${r.patentType}, ${r.title},
      ${r.abstract}, ${r.firstClaim}, ${sql.param(r.applicants.map((a) => a.name))}::text[],
      ${sql.param(r.inventors)}::text[], ${r.applicantAddress}, ${r.district}, ${r.ipcMain},
      ${sql.param(r.ipcCodes)}::text[], ${sql.param(r.cpcCodes)}::text[], ${r.applicationDate}::date,
      ${r.publicationDate}::date, ${r.grantDate}::date, ${r.legalStatus}, ${JSON.stringify(r.legalHistory)}::jsonb,
      ${r.industry}, ${r.citations})`,
  );
  // xmax = 0 only on a freshly inserted row version: tells inserts from updates in one statement.
  const written = await selectRows<{ id: number; application_number: string; inserted: boolean }>(
    tx,
    sql`insert into patents (application_number, publication_number, kind_code, patent_type, title, abstract,
          first_claim, applicants, inventors, applicant_address, district, ipc_main, ipc_codes, cpc_codes,
          application_date, publication_date, grant_date, legal_status, legal_history, industry, citations)
        values ${values(list)}
        on conflict (application_number) do update set
          publication_number = excluded.publication_number, kind_code = excluded.kind_code,
          patent_type = excluded.patent_type, title = excluded.title, abstract = excluded.abstract,
          first_claim = excluded.first_claim, applicants = excluded.applicants, inventors = excluded.inventors,
          applicant_address = excluded.applicant_address, district = excluded.district,
          ipc_main = excluded.ipc_main, ipc_codes = excluded.ipc_codes, cpc_codes = excluded.cpc_codes,
          application_date = excluded.application_date, publication_date = excluded.publication_date,
          grant_date = excluded.grant_date, legal_status = excluded.legal_status,
          legal_history = excluded.legal_history, industry = excluded.industry, citations = excluded.citations,
          updated_at = now()
        returning id, application_number, (xmax = 0) as inserted`,
  );
  return new Map(written.map((row) => [row.application_number, row]));
}

async function upsertSearchRows(
  tx: Executor,
  records: readonly AnyPatentRecord[],
  ids: readonly number[],
  applicantIds: ReadonlyMap<string, number>,
) {
  const list = records.map((r, i) => {
    const f = searchFields(r);
    const applicants = r.applicants.map((a) => applicantIds.get(a.name) as number);
    return sql`(${ids[i]}, ${f.tokens}::tsvector, ${r.applicationDate}::date, ${r.publicationDate}::date,
      ${r.grantDate}::date, ${f.applicationYear}, ${f.patentType}, ${f.legalStatus}, ${r.district}, ${r.industry},
      ${f.ipcSection}, ${f.ipcClass}, ${sql.param(applicants)}::int[])`;
  });
  await tx.execute(
    sql`insert into patent_search (patent_id, tokens, application_date, publication_date, grant_date,
          application_year, patent_type, legal_status, district, industry, ipc_section, ipc_class, applicant_ids)
        values ${values(list)}
        on conflict (patent_id) do update set
          tokens = excluded.tokens, application_date = excluded.application_date,
          publication_date = excluded.publication_date, grant_date = excluded.grant_date,
          application_year = excluded.application_year, patent_type = excluded.patent_type,
          legal_status = excluded.legal_status, district = excluded.district, industry = excluded.industry,
          ipc_section = excluded.ipc_section, ipc_class = excluded.ipc_class, applicant_ids = excluded.applicant_ids`,
  );
}

async function writeLicences(tx: Executor, records: readonly AnyPatentRecord[], ids: readonly number[]) {
  const offers: SQL[] = [];
  const withdrawn: number[] = [];
  records.forEach((r, i) => {
    const id = ids[i] as number;
    const l = r.licence;
    if (l === undefined) return;
    if (l === null) {
      withdrawn.push(id);
      return;
    }
    offers.push(sql`(${id}, ${l.feeMode}, ${l.annualFee}, ${l.royaltyRate}, ${l.termYears}, ${l.declaredOn}::date,
      ${l.validUntil}::date, ${l.conditions}, ${l.contactName}, ${l.contactPhone}, ${l.contactEmail})`);
  });
  if (withdrawn.length > 0) {
    await tx.execute(sql`delete from patent_licences where patent_id = any(${sql.param(withdrawn)}::int[])`);
  }
  if (offers.length === 0) return;
  await tx.execute(
    sql`insert into patent_licences (patent_id, fee_mode, annual_fee, royalty_rate, term_years, declared_on,
          valid_until, conditions, contact_name, contact_phone, contact_email)
        values ${values(offers)}
        on conflict (patent_id) do update set
          fee_mode = excluded.fee_mode, annual_fee = excluded.annual_fee, royalty_rate = excluded.royalty_rate,
          term_years = excluded.term_years, declared_on = excluded.declared_on, valid_until = excluded.valid_until,
          conditions = excluded.conditions, contact_name = excluded.contact_name,
          contact_phone = excluded.contact_phone, contact_email = excluded.contact_email`,
  );
}
