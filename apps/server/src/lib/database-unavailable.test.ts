import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('R3: which database errors count as "unavailable" (503) rather than a bug (500)', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['session ended by pg_ctl stop/restart', withCode('57P01', 'terminating connection due to administrator command')],
    ['database starting up', withCode('57P03', 'the database system is starting up')],
    ['connection failure', withCode('08006')],
    ['socket dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['pool wait exhausted', new Error('timeout exceeded when trying to connect')],
    ['wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
  ])('%s → unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['syntax error', withCode('42601', 'syntax error at or near "selec"')],
    ['unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s → not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
