import { Code, fitText, type MessageKey, pickLocale, translate } from '@cityip/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { isApiUrl } from './api-url.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { isAppError } from './errors.js';
import { localizeValidation } from './validation.js';

/**
 * Sends the envelope as a ready JSON string: refusals often go out with HTTP 200, and a string
 * bypasses the route's 200 response serializer, which describes only the success shape.
 */
export function sendEnvelope(reply: FastifyReply, status: number, body: { code: number; msg: string; data: unknown }) {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The most of an unknown path the 404 message repeats. */
const NOT_FOUND_PATH_MAX_LENGTH = 200;

/** HTTP-level errors from fastify and its plugins that are the caller's fault, by status. */
const CLIENT_ERROR_KEYS: Record<number, MessageKey> = {
  413: 'error.payloadTooLarge',
  429: 'error.tooManyRequests',
  404: 'error.notFound',
};

/** The one error handler: every failure becomes the `{code, msg, data}` envelope, localized. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('refusalCode', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    if (isAppError(error)) {
      request.refusalCode = error.code;
      // A deliberate 5xx (storage full) is still the operator's business: log it with its cause.
      if (error.httpStatus >= 500) request.log.error({ err: error, cause: error.cause }, 'request failed');
      return sendEnvelope(reply, error.httpStatus, {
        code: error.code,
        msg: translate(locale, error.messageKey, error.params),
        data: error.data,
      });
    }
    if (error.validation) {
      request.refusalCode = Code.BAD_REQUEST;
      return sendEnvelope(reply, 400, {
        code: Code.BAD_REQUEST,
        msg: translate(locale, 'error.badRequest'),
        data: { errors: localizeValidation(error.validation, error.validationContext, locale) },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.refusalCode = status;
      // Malformed JSON, wrong content type and the like: the client's mistake, said generally.
      return sendEnvelope(reply, status, {
        code: status,
        msg: translate(locale, CLIENT_ERROR_KEYS[status] ?? 'error.badRequest'),
        data: null,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.refusalCode = Code.SERVICE_UNAVAILABLE;
      // A database restart or failover: fail fast and say "try again", the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return sendEnvelope(reply.header('retry-after', '5'), 503, {
        code: Code.SERVICE_UNAVAILABLE,
        msg: translate(locale, 'error.unavailable'),
        data: null,
      });
    }
    request.refusalCode = Code.SERVER_ERROR;
    // Never leak the message or stack of an unexpected error; the request id ties it to the log.
    request.log.error({ err: error }, 'request failed');
    return sendEnvelope(reply, 500, {
      code: Code.SERVER_ERROR,
      msg: translate(locale, 'error.server', { requestId: request.id }),
      data: null,
    });
  });
}

/**
 * 404 JSON for unknown /api routes; anything else goes to `fallback` (the SPA). `meter` (the rate
 * limit) runs first: probing for routes draws on the same budget as calling them.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
  meter: preHandlerHookHandler,
): void {
  app.setNotFoundHandler({ preHandler: meter }, (request, reply) => {
    if (isApiUrl(request.url)) {
      const locale = pickLocale(request.headers['accept-language']);
      // The path is the caller's own text: cut, so the message stays within the contract.
      const url = fitText(request.url.split('?')[0] ?? request.url, NOT_FOUND_PATH_MAX_LENGTH);
      request.refusalCode = Code.NOT_FOUND;
      return sendEnvelope(reply, 404, {
        code: Code.NOT_FOUND,
        msg: translate(locale, 'error.apiNotFound', { method: request.method, url }),
        data: null,
      });
    }
    return fallback(request, reply);
  });
}
