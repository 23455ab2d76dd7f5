import { Code, type Locale, type TechDemandInput } from '@cityip/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, fieldRefusal } from '../../lib/errors.js';
import { identities } from '../identity/identity.tables.js';
import { cityToday } from './tech-demands.view.js';

/** The company behind a request: its account and the name its approved authentication states. */
export interface Company {
  userId: string;
  name: string;
}

const companyOnly = () => new AppError(Code.FORBIDDEN, 'error.techDemandCompanyOnly', {}, 403);

/**
 * The caller as a company that may publish demands: an enterprise user (role `user`) whose latest
 * company authentication is approved. A person, staff, or a company still under review gets 403.
 */
export async function companyOf(db: Db, request: FastifyRequest): Promise<Company> {
  const auth = request.auth;
  if (!auth?.userId || auth.role !== 'user') throw companyOnly();
  const [identity] = await db
    .select({ name: identities.name, status: identities.status })
    .from(identities)
    .where(and(eq(identities.userId, auth.userId), eq(identities.kind, 'company')))
    .orderBy(desc(identities.submittedAt))
    .limit(1);
  if (identity?.status !== 'approved') throw companyOnly();
  return { userId: auth.userId, name: identity.name };
}

/** A route hook refusing non-companies before the body is read, so they learn nothing from validation. */
export async function requireCompany(request: FastifyRequest): Promise<void> {
  await companyOf(request.server.db, request);
}

/** Whether `date` is after the city's today, as a validity end must be. */
export function isFutureDate(config: Config, date: string): boolean {
  return date > cityToday(config);
}

/**
 * What the schema cannot know: the industry must be one of the city profile's, and the validity
 * must end after today (checked only when `checkDate`, so staff can fix a typo of an expired one).
 */
export function checkDemandFacts(config: Config, locale: Locale, input: TechDemandInput, checkDate = true): void {
  const issues: Parameters<typeof fieldRefusal>[1][number][] = [];
  if (!config.cityProfile.industries.some((industry) => industry.code === input.industry)) {
    issues.push({ field: 'industry', message: 'validation.industry' });
  }
  if (checkDate && !isFutureDate(config, input.validUntil)) {
    issues.push({ field: 'validUntil', message: 'validation.validUntilFuture' });
  }
  if (issues.length > 0) throw fieldRefusal(locale, issues);
}
