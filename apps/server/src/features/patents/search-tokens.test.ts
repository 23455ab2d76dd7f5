import { describe, expect, it } from 'vitest';
import { formatApplicationNumber } from './corpus/application-number.js';
import { codeTermQuery, inSample, patentTokens, SAMPLE_LEXEME, SAMPLE_RATE } from './search-tokens.js';

const patent = (number: string) => ({
  title: '电池',
  abstract: '',
  firstClaim: '',
  applicants: [],
  inventors: [],
  applicationNumber: number,
  publicationNumber: 'CN1A',
  ipcCodes: ['H01M4/525'],
  cpcCodes: [],
});

describe('the sample', () => {
  const numbers = Array.from({ length: 20_000 }, (_, i) => formatApplicationNumber(2020, 'invention', i + 1));

  it('holds about one patent in SAMPLE_RATE, chosen by application number whatever its spelling', () => {
    const members = numbers.filter((n) => inSample(n));
    expect(members.length / numbers.length).toBeGreaterThan(0.9 / SAMPLE_RATE);
    expect(members.length / numbers.length).toBeLessThan(1.1 / SAMPLE_RATE);
    for (const n of numbers.slice(0, 200)) expect(inSample(` ${n.toLowerCase()} `)).toBe(inSample(n));
  });

  it('marks exactly its members with the sample lexeme', () => {
    for (const n of numbers.slice(0, 200)) {
      expect(patentTokens(patent(n)).split(' ').includes(`'${SAMPLE_LEXEME}'`)).toBe(inSample(n));
    }
  });
});

describe('code terms', () => {
  it('looks a whole subclass up exactly and anything shorter or longer by prefix', () => {
    expect(codeTermQuery('IPC', 'G06F', true)).toBe("'ipc_g06f'");
    expect(codeTermQuery('CPC', 'g06f', true)).toBe("'cpc_g06f'");
    expect(codeTermQuery('IPC', 'G06', true)).toBe("'ipc_g06':*");
    expect(codeTermQuery('IPC', 'G06F17', true)).toBe("'ipc_g06f17':*");
    expect(codeTermQuery('IPC', 'G06F', false)).toBe("'ipc_g06f'");
    expect(codeTermQuery('AN', '2021', true)).toBe("'an_2021':*");
  });
});
