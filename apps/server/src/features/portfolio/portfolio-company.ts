import { Code } from '@cityip/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { approvedCompanyName } from '../identity/identity.public.js';

/** The company behind a portfolio request: its account and its authenticated name. */
export interface PortfolioCompany {
  userId: string;
  name: string;
}

/**
 * The caller as a company with a portfolio: an enterprise user (role `user`) whose latest company
 * authentication is approved. Anyone else (a person, staff, a company under review or refused)
 * gets 403 with the reason, translated.
 */
export async function portfolioCompanyOf(db: Db, request: FastifyRequest): Promise<PortfolioCompany> {
  const userId = request.auth?.userId;
  const name = userId && request.auth?.role === 'user' ? await approvedCompanyName(db, userId) : null;
  if (!userId || name === null) throw new AppError(Code.FORBIDDEN, 'error.portfolioCompanyOnly', {}, 403);
  return { userId, name };
}
