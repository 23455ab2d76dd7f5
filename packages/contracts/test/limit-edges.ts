import { expect, it } from 'vitest';
import { z } from 'zod';
import { isMessageKey } from '../src/messages.js';

/** An input schema with one payload it accepts: the edges of its bounds are tried from there. */
export interface LimitCase {
  name: string;
  schema: z.ZodType;
  valid: unknown;
}

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

type Path = (string | number)[];

/** A bounded field of a payload: where it is, and how far it may go. */
interface Bound {
  path: Path;
  kind: 'text' | 'list';
  max: number;
}

function read(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value);
}

function written(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key] = written(copy[key], rest, replacement);
  return copy;
}

/**
 * The bounded plain-text fields and lists of a schema that the valid payload reaches. Text with a
 * format or a pattern (an address, a date) has edges of its own shape and is tried by hand.
 */
function boundsOf(schema: JsonSchema, valid: unknown, path: Path = []): Bound[] {
  const value = read(valid, path);
  if (value === undefined || value === null) return [];
  const branches = schema.anyOf ?? [schema];
  return branches.flatMap((branch) => {
    if (typeof value === 'string' && branch.maxLength !== undefined && !branch.format && !branch.pattern) {
      return [{ path, kind: 'text' as const, max: branch.maxLength }];
    }
    if (Array.isArray(value) && branch.items) {
      const own =
        branch.maxItems !== undefined && value.length > 0
          ? [{ path, kind: 'list' as const, max: branch.maxItems }]
          : [];
      return [...own, ...(value.length > 0 ? boundsOf(branch.items, valid, [...path, 0]) : [])];
    }
    if (typeof value === 'object' && !Array.isArray(value) && branch.properties) {
      return Object.entries(branch.properties).flatMap(([key, child]) => boundsOf(child, valid, [...path, key]));
    }
    return [];
  });
}

/** `max` characters of a value the field accepts (its valid text repeated), or `max` items of its first. */
function filled(bound: Bound, valid: unknown, size: number): unknown {
  const current = read(valid, bound.path);
  if (bound.kind === 'list') return Array.from({ length: size }, () => (current as unknown[])[0]);
  const seed = (current as string).trim() || '字';
  return seed.repeat(Math.ceil(size / seed.length)).slice(0, size);
}

/**
 * One test per bounded field of each case: the longest value (or list) it may hold is accepted,
 * one character (or item) more is refused on that field, with a message key the server and the
 * forms translate.
 */
export function describeLimitEdges(cases: readonly LimitCase[]): void {
  for (const { name, schema, valid } of cases) {
    it(`${name} accepts the payload the edges start from`, () => {
      expect(schema.safeParse(valid).error?.issues ?? []).toEqual([]);
    });
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const bounds = boundsOf(json, valid);
    it(`${name} has bounds to try`, () => {
      expect(bounds.length).toBeGreaterThan(0);
    });
    for (const bound of bounds) {
      const field = bound.path.join('.');
      it(`${name}.${field}: ${bound.max} ${bound.kind === 'text' ? 'characters' : 'items'} pass, one more is refused`, () => {
        const atMost = written(valid, bound.path, filled(bound, valid, bound.max));
        expect(schema.safeParse(atMost).error?.issues ?? []).toEqual([]);
        const over = written(valid, bound.path, filled(bound, valid, bound.max + 1));
        const issues = schema.safeParse(over).error?.issues ?? [];
        const here = issues.filter((issue) => issue.path.join('.') === field);
        expect(here.map((issue) => issue.code)).toEqual(['too_big']);
        // A message key: the server and the forms show it in the user's language.
        expect(isMessageKey(here[0]?.message ?? '')).toBe(true);
      });
    }
  }
}
