/**
 * Prints the sqlmap targets of a running portal (security case 11, scripts/sqlmap-scan.sh): every
 * GET /api route with query parameters, read from the OpenAPI document the route table generates,
 * with a valid sample value for each parameter and the bearer token of the first demo caller the
 * route lets in. One tab-separated line per route: url, Authorization value, every parameter name,
 * and the free-text ones (no enum, format or pattern; `-` when none).
 *
 *   tsx apps/server/scripts/sqlmap-targets.ts http://127.0.0.1:3000
 */
import { APPLICATION_KIND_KEYS, encryptPassword } from '@cityip/contracts';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApi {
  paths: Record<string, { get?: { parameters?: Parameter[] } }>;
}

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const DEMO = [
  ['admin@demo.local', 'Admin@12345'],
  ['auditor@demo.local', 'Auditor@12345'],
  ['bus@demo.local', 'Bus@12345'],
  ['company@demo.local', 'Company@12345'],
] as const;

async function json<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as T };
}

/** Values tried against a parameter's pattern, for patterned parameters without an example. */
const PATTERN_SAMPLES = ['2024-01', '2024-01-01', '2024', '1', 'a'];

/** A value the parameter's schema accepts, so sqlmap starts from a page that answers normally. */
function sample(name: string, schema: JsonSchema = {}): string {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(name, { ...variant, default: schema.default });
  if (schema.default !== undefined && schema.default !== '') return String(schema.default);
  if (schema.enum?.length) return String(schema.enum[0]);
  if (name === 'kinds') return APPLICATION_KIND_KEYS.join(',');
  const { pattern } = schema;
  if (pattern) return PATTERN_SAMPLES.find((value) => new RegExp(pattern).test(value)) ?? 'a';
  if (schema.format === 'date-time') return '2024-01-01T00:00:00+08:00';
  if (schema.format === 'date' || /date|from|to$/i.test(name)) return '2024-01-01';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  if (name === 'q' || name === 'expression') return 'TI=battery';
  if (name === 'email') return 'person@demo.local';
  return 'test';
}

/** Free text: the parameters no enum, format or pattern confines before any query is built. */
function isFreeText(schema: JsonSchema = {}): boolean {
  const variants = schema.anyOf ?? schema.oneOf ?? [schema];
  return variants.some((v) => v.type === 'string' && !v.enum && !v.format && !v.pattern);
}

async function tokens(): Promise<string[]> {
  const config = await json<{ data: { aesKey: string } }>('/api/config');
  const found: string[] = [];
  for (const [email, password] of DEMO) {
    const login = await json<{ code: number; token?: { access_token: string } }>('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: encryptPassword(password, config.body.data.aesKey) }),
    });
    if (login.body.token) found.push(`bearer ${login.body.token.access_token}`);
    else console.error(`# no session for ${email} (code ${login.body.code}); its routes are scanned as another caller`);
  }
  const visitor = await json<{ token: { access_token: string } }>('/api/oauth/visitor', { method: 'POST' });
  const visitorToken = `bearer ${visitor.body.token.access_token}`;
  const database = await json<{ data: { access_token: string } }>('/api/oauth/database', {
    method: 'POST',
    headers: { authorization: visitorToken },
  });
  return [...found, `bearer ${database.body.data.access_token}`, visitorToken];
}

async function main(): Promise<void> {
  const doc = (await json<OpenApi>('/api/docs')).body;
  const callers = await tokens();
  for (const [path, item] of Object.entries(doc.paths)) {
    const parameters = item.get?.parameters ?? [];
    const query = parameters.filter((p) => p.in === 'query');
    if (!path.startsWith('/api/') || query.length === 0) continue;
    if (parameters.some((p) => p.in === 'path')) {
      console.error(`# skipped ${path}: a single-record route (path parameter), not a list or search`);
      continue;
    }
    const search = new URLSearchParams(query.map((p): [string, string] => [p.name, sample(p.name, p.schema)]));
    const url = `${base}${path}?${search}`;
    let chosen = callers[callers.length - 1] ?? '';
    let status = 0;
    for (const caller of callers) {
      const answer = await json<{ code?: number }>(url.slice(base.length), { headers: { authorization: caller } });
      status = answer.status;
      chosen = caller;
      if (![401, 403].includes(answer.status) && answer.body.code !== 1401) break;
    }
    if (status === 404) {
      console.error(`# skipped ${path}: answers 404 here (a feature not configured, such as SSO)`);
      continue;
    }
    if (status >= 400) console.error(`# ${path}: the sample request answers ${status}; sqlmap still tests it`);
    const all = query.map((p) => p.name).join(',');
    const text = query
      .filter((p) => isFreeText(p.schema))
      .map((p) => p.name)
      .join(',');
    console.log([url, chosen, all, text || '-'].join('\t'));
  }
}

await main();
