import { Code, type ContactTarget, localDateAt } from '@cityip/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { users } from '../accounts/accounts.tables.js';
import { talents } from '../talents/talents.tables.js';
import { techDemands } from '../tech-demands/tech-demands.tables.js';

/*
 * Reads the talents and tech_demands tables directly: both features were written alongside this
 * one (issue 24) and expose no function for "may this be contacted, and at which address". When
 * they do, this file is the one place to switch to it. Nothing here leaves the server except the
 * title and the recipient's display name; the address only goes into the queued mail.
 */

/** Whom a request goes to: what the mail names and the address it is sent to. */
export interface ResolvedTarget {
  /** The demand's title or the expert's name, as the mail and the staff list show it. */
  title: string;
  /** How the mail greets the recipient: the expert's name, the company's name. */
  recipientName: string;
  recipientEmail: string;
}

const notFound = () => new AppError(Code.NOT_FOUND, 'error.contactTargetNotFound');
const refused = (key: 'error.contactNotAccepted' | 'error.contactDemandClosed' | 'error.contactDemandExpired') =>
  new AppError(Code.CONFLICT, key);

/** A live account's address and name, or null (closed accounts no longer carry a real address). */
async function accountOf(tx: Tx, userId: string | null): Promise<{ email: string; name: string } | null> {
  if (!userId) return null;
  const [row] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * A published expert who takes contacts. The address is the one sealed in the entry (the expert
 * chose it for the pool); an entry without one falls back to its applicant's account address.
 */
async function resolveTalent(app: FastifyInstance, tx: Tx, id: string): Promise<ResolvedTarget> {
  const [row] = await tx.select().from(talents).where(eq(talents.id, id));
  if (row?.status !== 'published') throw notFound();
  if (!row.acceptsContact) throw refused('error.contactNotAccepted');
  const email = row.emailSealed ? app.secrets.open(row.emailSealed) : (await accountOf(tx, row.userId))?.email;
  // An entry nobody can be mailed at takes no contacts, whatever its setting says.
  if (!email) throw refused('error.contactNotAccepted');
  return { title: row.name, recipientName: row.name, recipientEmail: email };
}

/**
 * A published demand open to contacts through the platform and valid today (the city's calendar
 * day: a demand valid until the 30th takes contacts all that day, in the city's time zone).
 */
async function resolveDemand(app: FastifyInstance, tx: Tx, id: string, now: Date): Promise<ResolvedTarget> {
  const [row] = await tx.select().from(techDemands).where(eq(techDemands.id, id));
  if (row?.status !== 'published') throw notFound();
  if (!row.contactViaPlatform) throw refused('error.contactDemandClosed');
  if (row.validUntil < localDateAt(now, app.config.cityProfile.timeZone)) throw refused('error.contactDemandExpired');
  const company = await accountOf(tx, row.companyUserId);
  // The company closed its account: there is nobody left to tell.
  if (!company) throw notFound();
  return { title: row.title, recipientName: row.companyName || company.name, recipientEmail: company.email };
}

/**
 * The target of a request, checked: 404 when it does not exist or is not public (unpublished,
 * withdrawn, taken down), 409 with the reason when it is public but takes no contacts.
 */
export function resolveContactTarget(
  app: FastifyInstance,
  tx: Tx,
  target: { kind: ContactTarget; id: string },
  now: Date,
): Promise<ResolvedTarget> {
  return target.kind === 'talent' ? resolveTalent(app, tx, target.id) : resolveDemand(app, tx, target.id, now);
}

/** The titles of targets for the staff list, by kind and id (an absent id is a target deleted since). */
export async function targetTitles(
  db: Db | Tx,
  ids: { talent: string[]; demand: string[] },
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (ids.talent.length > 0) {
    const rows = await db
      .select({ id: talents.id, name: talents.name })
      .from(talents)
      .where(inArray(talents.id, ids.talent));
    for (const row of rows) titles.set(`talent:${row.id}`, row.name);
  }
  if (ids.demand.length > 0) {
    const rows = await db
      .select({ id: techDemands.id, title: techDemands.title })
      .from(techDemands)
      .where(inArray(techDemands.id, ids.demand));
    for (const row of rows) titles.set(`demand:${row.id}`, row.title);
  }
  return titles;
}
