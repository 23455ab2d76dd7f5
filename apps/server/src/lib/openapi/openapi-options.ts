import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { describeAnswerHeaders } from './answer-headers.js';
import { describeIntegerFormats } from './integer-formats.js';
import { operationIdOf } from './operation-id.js';
import { SECURITY_SCHEMES, securityOf } from './security.js';
import { withStandardAnswers } from './standard-answers.js';

const DESCRIPTION = [
  "The API of the city's intellectual-property public service portal. Every answer is the envelope `{ code, msg, data }` in the caller's language (Accept-Language: zh-CN by default, en-US).",
  "As the portal's client expects, a few refusals come with HTTP 200 and a business code in the envelope: 401 when a newer login on another device ended this session, 1401 when a visitor calls what needs a signed-in user, 1001 and other codes for refusals of a business rule.",
].join('\n\n');

/**
 * The OpenAPI document of every /api route (@fastify/swagger, served at GET /api/docs), written
 * from the routes themselves: their zod schemas, their access as the authorization hook reads it,
 * and the answers every route can give besides its own. It must pass Spectral's OpenAPI and OWASP
 * API security rules with no error (`npm run lint:api`, run by CI).
 */
export const OPENAPI_OPTIONS: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'City IP public service portal API', version: '0.1.0', description: DESCRIPTION },
    components: { securitySchemes: SECURITY_SCHEMES },
  },
  transform: (document) => {
    const { schema, url, route } = document;
    if (!schema || schema.hide) return jsonSchemaTransform(document);
    const method = Array.isArray(route.method) ? route.method.join('') : route.method;
    // A route may say more than its access level (the token URL also takes client credentials).
    const security = schema.security ?? securityOf(url, route.config);
    const takesCredentials = security.some((requirement) => Object.keys(requirement).length > 0);
    return jsonSchemaTransform({
      ...document,
      schema: { operationId: operationIdOf(method, url), security, ...withStandardAnswers(schema, takesCredentials) },
    });
  },
  transformObject: (documentObject) => {
    // The `openapi` option above makes it an OpenAPI 3.0 document, never Swagger 2.
    const document = ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as OpenAPIV3.Document;
    describeAnswerHeaders(document.paths);
    describeIntegerFormats(document.paths);
    const tags = new Set(
      Object.values(document.paths).flatMap((item) =>
        Object.values(item ?? {}).flatMap((operation) =>
          typeof operation === 'object' && operation !== null && 'tags' in operation ? (operation.tags ?? []) : [],
        ),
      ),
    );
    document.tags = [...tags].sort().map((name) => ({ name }));
    return document;
  },
};
