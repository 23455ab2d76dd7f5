import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { SEALED_PREFIX, secretBox } from '../../lib/secret-box.js';
import { users } from './accounts.tables.js';

/**
 * Seals the account phones still stored in the clear: those written before phones were sealed
 * (issue 6, "encrypted at rest"). A migration cannot do this, since SQL has no access to the data
 * key, so it runs at every start (from the seed) instead: the query finds nothing once all are
 * sealed, and sealed values are recognised by their prefix, so running it again changes nothing.
 * Each update only applies while the row still holds the plain value it read, so a phone changed
 * meanwhile (or sealed by another instance starting at the same time) is never overwritten.
 * Returns how many phones were sealed.
 */
export async function sealPlainPhones(db: Db, config: Pick<Config, 'dataEncryptionKey'>): Promise<number> {
  const box = secretBox(config.dataEncryptionKey);
  const plain = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(isNotNull(users.phone), notLike(users.phone, `${SEALED_PREFIX}%`)));
  let sealed = 0;
  for (const row of plain) {
    if (row.phone === null) continue;
    const updated = await db
      .update(users)
      .set({ phone: box.seal(row.phone) })
      .where(and(eq(users.id, row.id), eq(users.phone, row.phone)))
      .returning({ id: users.id });
    sealed += updated.length;
  }
  return sealed;
}
