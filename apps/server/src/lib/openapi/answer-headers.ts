import type { OpenAPIV3 } from 'openapi-types';

/** The largest value a seconds or count header takes: a day's window of a generous limit. */
const HEADER_INTEGER = { type: 'integer', format: 'int32', minimum: 0, maximum: 2_147_483_647 } as const;

/** Headers on every answer of the API (app.ts: the rate limit, the request id, CORS). */
const EVERY_ANSWER: Record<string, OpenAPIV3.HeaderObject> = {
  'X-RateLimit-Limit': {
    description:
      "Requests this address may make in the window on this route's budget (RATE_LIMIT_API, or the route's own)",
    schema: HEADER_INTEGER,
  },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: HEADER_INTEGER },
  'X-RateLimit-Reset': { description: 'Seconds until the window starts again', schema: HEADER_INTEGER },
  'X-Request-Id': {
    description: 'The id of this request in the server log, to quote when reporting a problem',
    schema: { type: 'string', format: 'uuid', maxLength: 36 },
  },
  'Access-Control-Allow-Origin': {
    description: 'Sent only to a calling site listed in CORS_ORIGINS (none by default): its origin',
    schema: { type: 'string', format: 'uri', maxLength: 2000 },
  },
};

const RETRY_AFTER: OpenAPIV3.HeaderObject = {
  description: 'Seconds to wait before trying again',
  schema: HEADER_INTEGER,
};

/** Adds the headers every answer carries, and Retry-After where one is sent, to each response. */
export function describeAnswerHeaders(paths: OpenAPIV3.PathsObject): void {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item ?? {})) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      for (const [status, response] of Object.entries((operation as OpenAPIV3.OperationObject).responses)) {
        if ('$ref' in response) continue;
        response.headers = {
          ...EVERY_ANSWER,
          ...(status === '429' || status === '503' ? { 'Retry-After': RETRY_AFTER } : {}),
          ...response.headers,
        };
      }
    }
  }
}
