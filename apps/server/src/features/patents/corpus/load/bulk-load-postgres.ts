import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { arrayLiteral, copyLine } from './copy-text.js';
import { dropSearchIndexes, type RunSql, rebuildSearchIndexes } from './index-rebuild.js';
import type { AnyPatentRecord, LoadSummary, RecordSource } from './load-patents.js';
import { upsertApplicants, vacuumAnalyzePatents } from './load-patents.js';
import { searchFields } from './search-row.js';
import { markTokensCurrent } from './tokens-mark.js';

export interface BulkLoadOptions {
  /** Patents per COPY round (default 10,000). */
  chunkSize?: number;
  /** Memory for building the search indexes (default '1GB': fewer flushes of the token index). */
  maintenanceMemory?: string;
  onProgress?: (loaded: number) => void;
}

const PATENT_COLUMNS =
  'id, application_number, publication_number, kind_code, patent_type, title, abstract, first_claim, applicants, ' +
  'inventors, applicant_address, district, ipc_main, ipc_codes, cpc_codes, application_date, publication_date, ' +
  'grant_date, legal_status, legal_history, industry, citations';
const SEARCH_COLUMNS =
  'patent_id, tokens, application_date, publication_date, grant_date, application_year, patent_type, ' +
  'legal_status, district, industry, ipc_section, ipc_class, applicant_ids';
const LICENCE_COLUMNS =
  'patent_id, fee_mode, annual_fee, royalty_rate, term_years, declared_on, valid_until, conditions, ' +
  'contact_name, contact_phone, contact_email';

/**
 * A fresh load into PostgreSQL by COPY, for the benchmark's million patents: one transaction,
 * `patent_search`'s secondary indexes dropped and rebuilt at the end, patent ids drawn from the
 * table's sequence so the three tables can be copied apart. Only new patents: an application
 * number already stored fails the load (use `loadPatents` to update).
 */
export async function bulkLoadPostgres(
  pool: pg.Pool,
  records: RecordSource,
  { chunkSize = 10_000, maintenanceMemory = '1GB', onProgress }: BulkLoadOptions = {},
): Promise<LoadSummary> {
  const client = await pool.connect();
  const db = drizzle({ client });
  const run: RunSql = async (text) => (await client.query(text)).rows;
  let loaded = 0;
  try {
    await client.query('begin');
    const [{ fresh } = { fresh: false }] = await run('select not exists (select 1 from patents) as fresh');
    const dropped = await dropSearchIndexes(run);
    const applicantIds = new Map<string, number>();
    let chunk: AnyPatentRecord[] = [];
    const flush = async () => {
      if (chunk.length === 0) return;
      await upsertApplicants(db, chunk, applicantIds);
      await copyChunk(client, chunk, applicantIds);
      loaded += chunk.length;
      chunk = [];
      onProgress?.(loaded);
    };
    for await (const record of records) {
      chunk.push(record);
      if (chunk.length >= chunkSize) await flush();
    }
    await flush();
    await rebuildSearchIndexes(run, dropped, maintenanceMemory);
    // Every stored patent was written now, in the current token format.
    if (fresh === true) await markTokensCurrent(db);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  await vacuumAnalyzePatents(drizzle({ client: pool }));
  return { inserted: loaded, updated: 0 };
}

async function copyChunk(
  client: pg.PoolClient,
  chunk: readonly AnyPatentRecord[],
  applicantIds: ReadonlyMap<string, number>,
) {
  const { rows } = await client.query<{ id: number }>(
    "select nextval(pg_get_serial_sequence('patents', 'id'))::int as id from generate_series(1, $1)",
    [chunk.length],
  );
  const ids = rows.map((row) => row.id);
  await copyRows(
    client,
    'patents',
    PATENT_COLUMNS,
    chunk.map((r, i) => patentLine(r, ids[i] as number)),
  );
  await copyRows(
    client,
    'patent_search',
    SEARCH_COLUMNS,
    chunk.map((r, i) => searchLine(r, ids[i] as number, applicantIds)),
  );
  const licences = chunk.flatMap((r, i) => (r.licence ? [licenceLine(r.licence, ids[i] as number)] : []));
  if (licences.length > 0) await copyRows(client, 'patent_licences', LICENCE_COLUMNS, licences);
}

async function copyRows(client: pg.PoolClient, table: string, columns: string, lines: string[]): Promise<void> {
  await pipeline(Readable.from(lines), client.query(copyFrom(`copy ${table} (${columns}) from stdin`)));
}

function patentLine(r: AnyPatentRecord, id: number): string {
  return copyLine([
    id,
    r.applicationNumber,
    r.publicationNumber,
    r.kindCode,
    r.patentType,
    r.title,
    r.abstract,
    r.firstClaim,
    arrayLiteral(r.applicants.map((a) => a.name)),
    arrayLiteral(r.inventors),
    r.applicantAddress,
    r.district,
    r.ipcMain,
    arrayLiteral(r.ipcCodes),
    arrayLiteral(r.cpcCodes),
    r.applicationDate,
    r.publicationDate,
    r.grantDate,
    r.legalStatus,
    JSON.stringify(r.legalHistory),
    r.industry,
    r.citations,
  ]);
}

function searchLine(r: AnyPatentRecord, id: number, applicantIds: ReadonlyMap<string, number>): string {
  const f = searchFields(r);
  return copyLine([
    id,
    f.tokens,
    r.applicationDate,
    r.publicationDate,
    r.grantDate,
    f.applicationYear,
    f.patentType,
    f.legalStatus,
    r.district,
    r.industry,
    f.ipcSection,
    f.ipcClass,
    arrayLiteral(r.applicants.map((a) => applicantIds.get(a.name) as number)),
  ]);
}

function licenceLine(l: NonNullable<AnyPatentRecord['licence']>, id: number): string {
  return copyLine([
    id,
    l.feeMode,
    l.annualFee,
    l.royaltyRate,
    l.termYears,
    l.declaredOn,
    l.validUntil,
    l.conditions,
    l.contactName,
    l.contactPhone,
    l.contactEmail,
  ]);
}

/** Whether no patent is stored yet (the COPY path is for fresh loads). */
export async function patentsTableIsEmpty(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ empty: boolean }>('select not exists (select 1 from patents) as empty');
  return rows[0]?.empty === true;
}
