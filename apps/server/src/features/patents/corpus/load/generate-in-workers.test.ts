import { describe, expect, it } from 'vitest';
import { DEMO_CITY_PROFILE } from '../../../../city/demo-city-profile.js';
import { generatePatents } from '../generate/generate-patents.js';
import { generateIndexedPatents } from './generate-in-workers.js';
import { tokensOf } from './search-row.js';

describe('generating in worker threads', () => {
  it('yields the same patents in the same order as one thread, with their tokens', async () => {
    const options = { count: 250, startId: 40, seed: 11, profile: DEMO_CITY_PROFILE, asOf: '2026-06-30' };
    const expected = [...generatePatents(options)].map((r) => ({ ...r, tokens: tokensOf(r) }));
    const produced = [];
    for await (const record of generateIndexedPatents(options, { workers: 2, segmentSize: 60 })) produced.push(record);
    expect(produced).toEqual(expected);
  }, 60_000);
});
