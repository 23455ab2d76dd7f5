import type { CorrectableField, PatentFieldValue } from '@cityip/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { patents } from '../patents/patents.tables.js';
import { patentCorrections } from './patent-data.tables.js';

/**
 * What other features use of patent data quality (issue 26): the patent import asks which fields
 * of the patents it is about to write staff corrected, so it keeps them (and says so).
 */

/** The latest staff correction of each corrected field, by patent application number. */
export async function latestCorrections(
  db: Db | Tx,
  applicationNumbers: readonly string[],
): Promise<Map<string, Map<CorrectableField, PatentFieldValue>>> {
  const found = new Map<string, Map<CorrectableField, PatentFieldValue>>();
  if (applicationNumbers.length === 0) return found;
  const rows = await db
    .selectDistinctOn([patentCorrections.patentId, patentCorrections.field], {
      applicationNumber: patents.applicationNumber,
      field: patentCorrections.field,
      value: patentCorrections.newValue,
    })
    .from(patentCorrections)
    .innerJoin(patents, eq(patents.id, patentCorrections.patentId))
    .where(inArray(patents.applicationNumber, [...applicationNumbers]))
    .orderBy(patentCorrections.patentId, patentCorrections.field, desc(patentCorrections.correctedAt));
  for (const row of rows) {
    const fields = found.get(row.applicationNumber) ?? new Map<CorrectableField, PatentFieldValue>();
    fields.set(row.field, row.value ?? null);
    found.set(row.applicationNumber, fields);
  }
  return found;
}
