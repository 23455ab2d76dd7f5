import { createHash } from 'node:crypto';
import {
  type ApplicationSummary,
  Code,
  type InterestTarget,
  type Locale,
  type MatchInterestInputSchema,
} from '@cityip/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/fastify-augment.js';
import { submitApplication } from '../applications/submit.service.js';
import { loadSummaries } from '../patents/search/patent-rows.js';
import { publishedExpertCard } from '../talents/talents.public.js';
import { ownDemand } from './matched-demand.js';

type Interest = z.output<typeof MatchInterestInputSchema>;

/** The demands that can no longer be brokered: the company withdrew it or staff took it down. */
const CLOSED = new Set(['withdrawn', 'takenDown']);

/** How the application names the target, for staff: number and title, or name and organisation. */
async function describeTarget(db: Db, kind: InterestTarget, id: string, locale: Locale): Promise<string> {
  const missing = () => fieldRefusal(locale, [{ field: 'targetId', message: 'error.matchTargetNotFound' }]);
  if (kind === 'expert') {
    const expert = /^[0-9a-f-]{36}$/i.test(id) ? await publishedExpertCard(db, id) : null;
    if (!expert) throw missing();
    return expert.organisation ? `${expert.name}（${expert.organisation}）` : expert.name;
  }
  const patentId = /^\d{1,15}$/.test(id) ? Number(id) : null;
  const [row] = patentId === null ? [] : await loadSummaries(db, [patentId]);
  // An interest in a licence needs the licence to stand today; a patent needs only to exist.
  if (!row || (kind === 'licence' && !row.openLicence)) throw missing();
  return `${row.applicationNumber} ${row.title}`;
}

/**
 * The same company marking the same target of the same demand again gets its first application
 * back (a double click, a second tab), through the engine's idempotency key: a UUID derived from
 * what makes the interest one.
 */
function interestKey(userId: string, demandId: string, kind: InterestTarget, targetId: string): string {
  const hex = createHash('sha256').update(`${userId}\n${demandId}\n${kind}\n${targetId}`).digest('hex');
  // RFC 9562 version 8 (custom) with the RFC variant bits.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The company's interest in a matched patent, open licence or expert becomes a technology
 * matchmaking application in the online business engine: staff handle it with its timeline and
 * mails, and broker the contact; the platform never writes to a patent holder by itself.
 */
export async function markInterest(
  db: Db,
  config: Config,
  auth: AuthContext,
  demandId: string,
  input: Interest,
  locale: Locale,
): Promise<ApplicationSummary> {
  const userId = auth.userId as string;
  const demand = await ownDemand(db, userId, demandId);
  if (CLOSED.has(demand.status)) throw new AppError(Code.CONFLICT, 'error.matchDemandClosed');
  const target = await describeTarget(db, input.targetKind, input.targetId, locale);
  // Clipped to the form's bounds (techMatchmaking in application-forms.ts): a long patent title
  // must not make the engine refuse what the company did not type.
  const data = {
    demandTitle: demand.title.slice(0, 200),
    targetKind: input.targetKind,
    target: target.slice(0, 300),
    note: input.note,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: '',
  };
  const idempotencyKey = interestKey(userId, demandId, input.targetKind, input.targetId);
  return submitApplication(db, config, auth, { kind: 'techMatchmaking', data, idempotencyKey }, locale);
}
