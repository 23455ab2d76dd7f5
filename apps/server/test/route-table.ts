import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** One method of one route, with the access policy it declares. */
export interface ApiRoute {
  method: string;
  url: string;
  /** `config.auth` as declared (undefined when the route declares none). */
  auth: string | undefined;
  /** `config.module` as declared. */
  module: string | undefined;
  /** Whether the route declares a querystring schema. */
  hasQuerySchema: boolean;
  /** The parameter names of that schema (zod object or JSON schema); empty without one. */
  queryKeys: string[];
}

/** The part of JSON Schema that says which properties an object has. */
interface JsonSchemaNode {
  properties?: Record<string, unknown>;
  allOf?: JsonSchemaNode[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
}

/** The parameter names a querystring schema accepts (zod, through its JSON Schema, or JSON Schema). */
function keysOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  // Intersections and pipes have no `shape`; their input JSON Schema lists every parameter.
  const json = (
    schema instanceof z.ZodType ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : schema
  ) as JsonSchemaNode;
  const names = new Set<string>();
  const collect = (node: JsonSchemaNode) => {
    for (const name of Object.keys(node.properties ?? {})) names.add(name);
    for (const child of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])]) collect(child);
  };
  collect(json);
  return [...names];
}

/**
 * The routes under `prefix` among those an app registered (seen by its onRoute hook: fastify
 * offers no public route list with route config), one entry per method; the HEAD twins fastify
 * adds to GET routes are left out.
 */
export function apiRoutesOf(registered: readonly RouteOptions[], prefix = '/api/'): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const route of registered) {
    if (!route.url.startsWith(prefix)) continue;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const key = `${method} ${route.url}`;
      if (method === 'HEAD' || seen.has(key)) continue;
      seen.add(key);
      routes.push({
        method,
        url: route.url,
        auth: route.config?.auth,
        module: route.config?.module,
        hasQuerySchema: route.schema?.querystring !== undefined,
        queryKeys: keysOf(route.schema?.querystring),
      });
    }
  }
  return routes;
}

/** An id no record has, put in place of every path parameter. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A concrete URL for a route pattern: path parameters become a well-formed id nobody has. */
export function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, NO_SUCH_ID).replace(/\*$/, 'x');
}
