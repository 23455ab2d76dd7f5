import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The OpenAPI document is a contract (issue 23): Spectral's rules check its shape in CI
 * (`npm run lint:api`); these tests check that what it states is what the routes do.
 */
let t: TestApp;
let doc: OpenAPIV3.Document;
let operations: { key: string; path: string; method: string; operation: OpenAPIV3.OperationObject }[];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation: operation as OpenAPIV3.OperationObject,
    })),
  );
});
afterAll(() => t.close());

/** The document's path of a route pattern: `/api/x/:id` → `/api/x/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('describes every /api route the app registers, each with its own operationId', () => {
    const routes = t.apiRoutes().map((route) => `${route.method} ${documentPath(route.url)}`);
    const documented = operations.map(({ key }) => key);
    // GET /api/docs itself is hidden.
    expect(routes.filter((route) => !documented.includes(route))).toEqual(['GET /api/docs']);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/admin/users/{id}']?.put?.operationId).toBe('putAdminUsersById');
  });

  it("states each operation's credential from the access level the authorization hook applies", () => {
    const wrong: string[] = [];
    for (const route of t.apiRoutes()) {
      const operation = operations.find(({ key }) => key === `${route.method} ${documentPath(route.url)}`);
      if (!operation) continue;
      const schemes = (operation.operation.security ?? []).map((requirement) => Object.keys(requirement).join('+'));
      const expected =
        route.url === '/api/oauth/database'
          ? ['bearer', '']
          : route.module || route.auth === 'staff'
            ? ['staffBearer']
            : route.url.startsWith('/api/data/') && route.auth !== 'public'
              ? ['dataSearch']
              : route.auth === 'public'
                ? ['']
                : ['bearer'];
      if (schemes.join() !== expected.join()) wrong.push(`${operation.key}: ${schemes} instead of ${expected}`);
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(doc.components?.securitySchemes ?? {}).sort()).toEqual(['bearer', 'dataSearch', 'staffBearer']);
  });

  it('documents the refusals each operation can give, as the envelope', () => {
    const missing: string[] = [];
    for (const { key, operation } of operations) {
      const takesInput = Boolean(operation.parameters?.length || operation.requestBody);
      const isPublic = operation.security?.length === 1 && Object.keys(operation.security[0] ?? {}).length === 0;
      const statuses = ['429', '500', '503', ...(takesInput ? ['400'] : []), ...(isPublic ? [] : ['401', '403'])];
      for (const status of statuses) {
        const answer = operation.responses[status] as OpenAPIV3.ResponseObject | undefined;
        const schema = answer?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
        if (!schema?.properties?.code || !schema.properties.msg) missing.push(`${key} ${status}`);
      }
      if (!Object.keys(operation.responses).some((status) => status.startsWith('2'))) missing.push(`${key} 2xx`);
    }
    expect(missing).toEqual([]);
  });

  it('states the rate-limit headers on every answer, and Retry-After on a refusal for load', () => {
    for (const { key, operation } of operations) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        const headers = Object.keys((answer as OpenAPIV3.ResponseObject).headers ?? {});
        expect(headers, `${key} ${status}`).toEqual(
          expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id']),
        );
        if (status === '429') expect(headers, `${key} 429`).toContain('Retry-After');
      }
    }
  });

  it('gives every integer a format its bounds imply', () => {
    const formats = new Map<string, number>();
    const walk = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'integer') {
        const format = String(schema.format);
        formats.set(format, (formats.get(format) ?? 0) + 1);
        const fits = Number(schema.maximum) <= 2_147_483_647 && Number(schema.minimum) >= -2_147_483_648;
        expect(format).toBe(fits ? 'int32' : 'int64');
      }
      for (const child of Object.values(schema)) walk(child);
    };
    walk(doc.paths);
    expect([...formats.keys()].sort()).toEqual(['int32', 'int64']);
  });
});
