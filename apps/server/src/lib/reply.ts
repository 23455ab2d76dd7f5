import { Code, type Locale, type MessageKey, pickLocale, translate } from '@cityip/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller's language from Accept-Language (zh-CN unless English is preferred). */
export function localeOf(request: FastifyRequest): Locale {
  return pickLocale(request.headers['accept-language']);
}

/** A success envelope `{code:200, msg, data}` with the message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'success.ok') {
  return { code: Code.OK, msg: translate(localeOf(request), key), data };
}
