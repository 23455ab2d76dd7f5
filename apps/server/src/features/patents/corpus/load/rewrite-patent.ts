import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../../db/client.js';
import { type PatentRow, patentApplicants, patents } from '../../patents.tables.js';
import { applicantKind } from '../import/lookups.js';
import type { PatentRecord } from '../patent-record.js';
import { writePatentBatch } from './load-patents.js';

/** A stored patent, locked for the rest of `tx` (a correction reads, checks and rewrites it), or null. */
export async function lockPatent(tx: Tx, id: number): Promise<PatentRow | null> {
  const [row] = await tx.select().from(patents).where(eq(patents.id, id)).for('update');
  return row ?? null;
}

/** A stored patent as the record a load writes (its licence offer left as stored). */
export async function recordOfPatent(tx: Db | Tx, row: PatentRow): Promise<PatentRecord> {
  const known =
    row.applicants.length === 0
      ? []
      : await tx.select().from(patentApplicants).where(inArray(patentApplicants.name, row.applicants));
  const byName = new Map(known.map((a) => [a.name, a]));
  const { id: _id, updatedAt: _updatedAt, ...fields } = row;
  return {
    ...fields,
    applicants: row.applicants.map((name) => {
      const found = byName.get(name);
      return found
        ? { name, kind: found.kind, district: found.district }
        : { name, kind: applicantKind(name), district: null };
    }),
  };
}

/**
 * Writes a changed record of a stored patent in the caller's transaction, through the loader's
 * own batch writer: the wide row, the search row and its tokens, and any new applicant, exactly
 * as an import of the record would have left them.
 */
export async function rewritePatent(tx: Tx, record: PatentRecord): Promise<void> {
  await writePatentBatch(tx, [record], new Map());
}
