import { expect } from 'vitest';
import { type ParseOptions, parse, type QueryError, type QueryNode } from '../src/index.js';

/** The AST of an expression that must parse. */
export function parseOk(text: string, options?: ParseOptions): QueryNode | null {
  const result = parse(text, options);
  if (!result.ok) expect.fail(`"${text}" should parse but gave ${JSON.stringify(result.error)}`);
  return result.ast;
}

/** The error of an expression that must not parse. */
export function parseError(text: string, options?: ParseOptions): QueryError {
  const result = parse(text, options);
  if (result.ok) expect.fail(`"${text}" should fail but parsed`);
  return result.error;
}

/** The tree without positions, for comparing what two texts mean. */
export function withoutSpans(node: QueryNode | null): unknown {
  return JSON.parse(JSON.stringify(node, (key, value) => (key === 'start' || key === 'end' ? undefined : value)));
}
