import { type CityProfile, Code, type ExpressionErrorData, type Locale } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from '../../../lib/error-handler.js';
import { localeOf } from '../../../lib/reply.js';
import { ExpressionError } from './compile.js';
import { expressionErrorBody, readExpression } from './expression.js';

/**
 * The 400 envelope for a malformed `text` (the parser's translated message at its position, as
 * the error of `field`), or null when it parses for the city profile. Saved searches
 * (features/watch) are checked with it when they are saved.
 */
export function expressionRefusal(
  profile: CityProfile,
  locale: Locale,
  text: string,
  field: string,
): { code: number; msg: string; data: ExpressionErrorData } | null {
  try {
    readExpression(text, profile);
    return null;
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    const body = expressionErrorBody(locale, error.error);
    return { ...body, data: { ...body.data, errors: body.data.errors.map((each) => ({ ...each, field })) } };
  }
}

/**
 * Makes the routes of `app` (one plugin's scope) answer a malformed expression with the parser's
 * message and position; anything else is rethrown to the application's error handler. The
 * search routes and the export jobs' routes share it.
 */
export function answerExpressionErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof ExpressionError)) throw error;
    request.refusalCode = Code.BAD_REQUEST;
    return sendEnvelope(reply, 400, expressionErrorBody(localeOf(request), error.error));
  });
}
