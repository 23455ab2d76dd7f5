import { FieldErrorsSchema, MESSAGE_MAX_LENGTH, ResultCodeSchema } from '@cityip/contracts';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** A refusal's envelope: what the error handler sends for each status (lib/error-handler.ts). */
const refusal = (description: string, data: z.ZodType = z.null()) =>
  z.object({ code: ResultCodeSchema, msg: z.string().max(MESSAGE_MAX_LENGTH), data }).describe(description);

const ANSWERS = {
  400: refusal(
    "Invalid input: `data.errors` names each field at fault in the caller's language (Accept-Language); a few refusals carry details of their own instead",
    z.object({ errors: FieldErrorsSchema.optional() }).catchall(z.unknown()).nullable(),
  ),
  401: refusal('No live token of the kind the route takes: missing, unknown, expired or ended'),
  403: refusal("The caller's role may not use the route, or the login still owes its second factor"),
  404: refusal('No such record'),
  413: refusal('The request body is larger than BODY_LIMIT_BYTES'),
  429: refusal('Too many requests from this address within the window; Retry-After says when to try again'),
  500: refusal('An unexpected failure; `msg` quotes the request id (also in X-Request-Id) that finds it in the log'),
  503: refusal('The database cannot be reached for a moment; Retry-After says when to try again'),
} as const;

/**
 * The refusals a route can answer besides its own responses, by what it takes: input can be
 * invalid, a credential missing or not allowed, a record absent, a body too large; any call can be
 * limited, fail or find the database away. A status the route documents itself is left as it is.
 */
export function withStandardAnswers(schema: FastifySchema, takesCredentials: boolean): FastifySchema {
  const statuses: (keyof typeof ANSWERS)[] = [429, 500, 503];
  if (schema.body || schema.querystring || schema.params) statuses.push(400);
  if (takesCredentials) statuses.push(401, 403);
  if (schema.params) statuses.push(404);
  if (schema.body) statuses.push(413);
  const standard = Object.fromEntries(statuses.map((status) => [status, ANSWERS[status]]));
  return { ...schema, response: { ...standard, ...(schema.response as object | undefined) } };
}
