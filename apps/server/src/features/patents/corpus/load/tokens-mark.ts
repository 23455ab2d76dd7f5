import { sql } from 'drizzle-orm';
import { seedMarks } from '../../../../db/seed-marks.tables.js';
import { selectRows } from '../../search/statements.js';
import type { Executor } from './load-patents.js';

/**
 * The mark of the current token format (search-tokens.ts), kept in `seed_marks`. Bump it whenever
 * `patentTokens` writes different lexemes: a database whose patents were tokenised before is then
 * re-tokenised once on the next start (refresh-tokens.ts), since queries built for the new format
 * would miss the old rows. v2: title lexemes under `ti_`, the sample lexeme; v3: title-and-abstract
 * lexemes under `ta_`; v4: the abstract's positions start a proximity gap after the title's.
 */
export const TOKENS_MARK = 'patent-tokens-v4';

/** Records that every stored patent's tokens are in the current format (after a load into empty tables). */
export async function markTokensCurrent(db: Executor): Promise<void> {
  await db.execute(sql`insert into ${seedMarks} (name) values (${TOKENS_MARK}) on conflict do nothing`);
}

/** Whether the stored tokens are known to be in the current format. */
export async function tokensAreCurrent(db: Executor): Promise<boolean> {
  return (await selectRows(db, sql`select 1 from ${seedMarks} where name = ${TOKENS_MARK}`)).length > 0;
}
