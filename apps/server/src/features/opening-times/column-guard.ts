import {
  Code,
  type ColumnClosedRefusal,
  type ColumnKey,
  type ColumnStatus,
  columnOf,
  type Locale,
  translate,
} from '@cityip/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { localeOf } from '../../lib/reply.js';
import { columnStatus } from './opening-times.service.js';

/** The text a closed column shows: its own or the closure's message, else the standard one. */
export function closedMessage(status: ColumnStatus, locale: Locale): string {
  const own = locale === 'en-US' ? status.messageEn || status.message : status.message;
  if (own) return own;
  return translate(locale, status.reason === 'suspended' ? 'error.columnSuspended' : 'error.columnOutsideHours');
}

/**
 * A route hook that refuses the request while `column` is closed (HTTP and code 423, translated,
 * with the next opening in `data`): add it to every route that takes a citizen's submission to a
 * column, so a direct API call is refused like the hidden form. Use it as `preValidation`, so a
 * closed column says so before any complaint about the payload.
 */
export function columnOpen(column: ColumnKey) {
  return async function refuseWhileClosed(request: FastifyRequest): Promise<void> {
    const { db, config } = request.server;
    const status = await columnStatus(db, column, config.cityProfile.timeZone, new Date());
    if (status.open) return;
    const locale = localeOf(request);
    const definition = columnOf(column);
    const refusal: ColumnClosedRefusal = { column, nextOpenAt: status.nextOpenAt };
    throw new AppError(
      Code.LOCKED,
      'error.columnClosed',
      { column: locale === 'en-US' ? definition.nameEn : definition.name, message: closedMessage(status, locale) },
      423,
      refusal,
    );
  };
}

/**
 * {@link columnOpen} for routes whose column depends on the request (the kind of application in
 * the URL): `columnOf` names it, or null when the request names none, and validation answers.
 */
export function columnOpenFor(columnOf: (request: FastifyRequest) => ColumnKey | null) {
  return async function refuseWhileClosed(request: FastifyRequest): Promise<void> {
    const column = columnOf(request);
    if (column) await columnOpen(column)(request);
  };
}
