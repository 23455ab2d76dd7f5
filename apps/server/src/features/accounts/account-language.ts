import type { Locale } from '@cityip/contracts';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from './accounts.tables.js';

/**
 * The mail language of each account (issue 25: mails go out in the recipient's language, not the
 * sender's). Unknown ids are left out; callers fall back to zh-CN, the portal's language.
 */
export async function accountLanguages(db: Db | Tx, ids: readonly string[]): Promise<Map<string, Locale>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.language]));
}
