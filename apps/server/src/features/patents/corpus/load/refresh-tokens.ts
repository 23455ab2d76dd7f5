import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { selectRows } from '../../search/statements.js';
import { patentTokens } from '../../search-tokens.js';
import { dropSearchIndexes, type RunSql, rebuildSearchIndexes } from './index-rebuild.js';
import { vacuumAnalyzePatents } from './load-patents.js';
import { markTokensCurrent, tokensAreCurrent } from './tokens-mark.js';

/** Patents re-tokenised per statement. */
const BATCH = 1_000;

interface StoredPatent {
  id: number;
  title: string;
  abstract: string;
  firstClaim: string;
  applicants: string[];
  inventors: string[];
  applicationNumber: string;
  publicationNumber: string;
  ipcCodes: string[];
  cpcCodes: string[];
}

/**
 * Brings every patent's tokens to the current format (tokens-mark.ts), once per database: a
 * database without patents is only marked. Like a fresh load it runs in one transaction with the search indexes
 * dropped and rebuilt (row-by-row index upkeep is what makes bulk writes slow), so searches wait
 * for it; it runs before the server listens. Returns how many patents it re-tokenised.
 */
export async function refreshSearchTokens(db: Db): Promise<number> {
  if (await tokensAreCurrent(db)) return 0;
  const refreshed = await db.transaction(async (tx) => {
    const run: RunSql = async (text) => selectRows(tx, sql.raw(text));
    let last = 0;
    let count = 0;
    let dropped: Awaited<ReturnType<typeof dropSearchIndexes>> | null = null;
    for (;;) {
      const rows = await selectRows<StoredPatent>(
        tx,
        sql`
        select id, title, abstract, first_claim as "firstClaim", applicants, inventors,
               application_number as "applicationNumber", publication_number as "publicationNumber",
               ipc_codes as "ipcCodes", cpc_codes as "cpcCodes"
        from patents where id > ${last} order by id limit ${BATCH}`,
      );
      if (rows.length === 0) break;
      dropped ??= await dropSearchIndexes(run);
      const values = rows.map((p) => sql`(${p.id}::int, ${patentTokens(p)}::tsvector)`);
      await tx.execute(sql`update patent_search s set tokens = v.tokens
        from (values ${sql.join(values, sql`, `)}) as v(id, tokens) where s.patent_id = v.id`);
      count += rows.length;
      last = rows[rows.length - 1]?.id ?? last;
    }
    if (dropped) await rebuildSearchIndexes(run, dropped, '256MB');
    await markTokensCurrent(tx);
    return count;
  });
  if (refreshed > 0) await vacuumAnalyzePatents(db);
  return refreshed;
}
