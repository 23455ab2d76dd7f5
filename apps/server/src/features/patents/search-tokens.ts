import { MAX_PROXIMITY } from '@cityip/patent-query';
import { segmentWords } from '../../lib/text-search.js';

/**
 * The lexemes of `patent_search.tokens` and of the queries that look them up. Both sides are
 * built here so they cannot drift apart.
 *
 * - Title words carry weight A and abstract words weight B (with positions, which weights need,
 *   for `ts_rank`); a bare term matches either without a weight filter, so it is one exact GIN
 *   lookup. Searches by field never use weights: a weight filter (`'散热':B`) makes PostgreSQL
 *   re-read every candidate's tokens (1.8 s for a word in 99,000 of 1M patents). Instead title
 *   words are also lexemes under `ti_`, and title words that the abstract also holds under `ta_`;
 *   an abstract term is then "anywhere but not in the title, or in both" (`textTermQuery`),
 *   without a copy of the long abstracts (which would grow the index by half).
 * - Every pair of adjacent words is also a token (`深度_学习`): a multi-word term becomes an AND
 *   of exact bigram lookups instead of a positional phrase re-check
 *   (notes/patent-search-performance.md, technique 1).
 * - Claims, applicants and inventors are words under a prefix (`cl_`, `pa_`, `in_`), codes are
 *   normalised under theirs (`an_`, `pn_`, `ipc_`, `cpc_`), so one index serves every field.
 * - One patent in SAMPLE_RATE also holds SAMPLE_LEXEME, so the facets of a large result set can
 *   be counted on a fixed sample that the index narrows, without visiting every match's row.
 *
 * The tsvector is written as literal text and cast, never through `to_tsvector`, whose parser
 * would split `深度_学习` and `g06f17/30`.
 */

/** The prefix of each field's lexemes; title and abstract words have none. */
export const LEXEME_PREFIX = {
  TI: 'ti_',
  /** Title words that the abstract holds too. */
  TA: 'ta_',
  CL: 'cl_',
  PA: 'pa_',
  IN: 'in_',
  AN: 'an_',
  PN: 'pn_',
  IPC: 'ipc_',
  CPC: 'cpc_',
} as const;
export type PrefixedField = keyof typeof LEXEME_PREFIX;

/**
 * The sample's lexeme. No query term can produce it: query words lose their `_` (see `words`) and
 * every other lexeme starts with a letter or digit.
 */
export const SAMPLE_LEXEME = '_sample';
/** One patent in SAMPLE_RATE is in the sample; sampled counts are scaled by it. */
export const SAMPLE_RATE = 10;

/**
 * Whether a patent is in the sample, from its application number (FNV-1a): stable across
 * re-imports and independent of every facet.
 */
export function inSample(applicationNumber: string): boolean {
  let hash = 0x811c9dc5;
  for (const char of normaliseApplicationNumber(applicationNumber)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SAMPLE_RATE === 0;
}

/** Largest position a tsvector keeps; later words share it (weights still hold). */
const MAX_POSITION = 16383;
/**
 * Positions skipped between the title and the abstract: more than the widest proximity, so
 * `A NEAR/n B` never pairs the title's last word with the abstract's first.
 */
const SECTION_GAP = MAX_PROXIMITY + 2;

/** Lower-cased words of `text`, punctuation dropped. */
function words(text: string): string[] {
  return segmentWords(text)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
}

/** Words and adjacent-word bigrams of `text`. */
function wordsAndBigrams(text: string): string[] {
  return withBigrams(words(text));
}

/** The words `ws` followed by their adjacent-word bigrams. */
function withBigrams(ws: readonly string[]): string[] {
  const out = [...ws];
  for (let i = 0; i + 1 < ws.length; i++) out.push(`${ws[i]}_${ws[i + 1]}`);
  return out;
}

/** `'lexeme'` quoted for tsvector/tsquery literal text. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** Application numbers without `CN`, dots and spaces, lower-cased: `CN202110123456.7` → `2021101234567`. */
export function normaliseApplicationNumber(value: string): string {
  return value
    .replace(/^\s*cn/i, '')
    .replace(/[\s.]/g, '')
    .toLowerCase();
}

/** Publication numbers without spaces, lower-cased: `CN 112345678 A` → `cn112345678a`. */
export function normalisePublicationNumber(value: string): string {
  return value.replace(/\s/g, '').toLowerCase();
}

/** Classification codes without spaces, lower-cased: `G06F 17/30` → `g06f17/30`. */
export function normaliseClassification(value: string): string {
  return value.replace(/\s/g, '').toLowerCase();
}

/**
 * The code lexemes one value indexes: application numbers with and without their check digit,
 * publication numbers with and without the kind code, classification codes at subclass, group
 * and full level, so `IPC=(G06F)` finds the whole subclass and `IPC=(G06F17/30)` one group.
 */
export function codeLexemes(field: 'AN' | 'PN' | 'IPC' | 'CPC', value: string): string[] {
  const prefix = LEXEME_PREFIX[field];
  if (field === 'AN') {
    const n = normaliseApplicationNumber(value);
    return n.length > 1 ? [prefix + n, prefix + n.slice(0, -1)] : [prefix + n];
  }
  if (field === 'PN') {
    const n = normalisePublicationNumber(value);
    const withoutKind = n.replace(/[a-z]\d?$/, '');
    return withoutKind !== n ? [prefix + n, prefix + withoutKind] : [prefix + n];
  }
  const code = normaliseClassification(value);
  const match = /^([a-h]\d{2}[a-z])(\d+)?/.exec(code);
  const levels = new Set([code]);
  if (match?.[1]) levels.add(match[1]);
  if (match?.[1] && match[2]) levels.add(match[1] + match[2]);
  return [...levels].map((l) => prefix + l);
}

/** What `patentTokens` reads from a patent. */
export interface TokenSource {
  title: string;
  abstract: string;
  firstClaim: string;
  applicants: readonly string[];
  inventors: readonly string[];
  applicationNumber: string;
  publicationNumber: string;
  ipcCodes: readonly string[];
  cpcCodes: readonly string[];
}

/** The tsvector literal of one patent (cast with `::tsvector`). */
export function patentTokens(p: TokenSource): string {
  const weighted = new Map<string, string[]>();
  let position = 0;
  const addWeighted = (ws: readonly string[], weight: 'A' | 'B') => {
    ws.forEach((w, i) => {
      const at = Math.min(position + i + 1, MAX_POSITION);
      push(weighted, w, `${at}${weight}`);
      const next = ws[i + 1];
      if (next) push(weighted, `${w}_${next}`, `${at}${weight}`);
    });
    position = Math.min(position + ws.length + SECTION_GAP, MAX_POSITION);
  };
  // Segmentation is the costly part of a load: title and abstract are segmented once.
  const titleWords = words(p.title);
  const abstractWords = words(p.abstract);
  addWeighted(titleWords, 'A');
  addWeighted(abstractWords, 'B');

  const plain = new Set<string>();
  const inAbstract = new Set(withBigrams(abstractWords));
  for (const w of withBigrams(titleWords)) {
    plain.add(LEXEME_PREFIX.TI + w);
    if (inAbstract.has(w)) plain.add(LEXEME_PREFIX.TA + w);
  }
  for (const w of wordsAndBigrams(p.firstClaim)) plain.add(LEXEME_PREFIX.CL + w);
  for (const name of p.applicants) for (const w of wordsAndBigrams(name)) plain.add(LEXEME_PREFIX.PA + w);
  for (const name of p.inventors) for (const w of wordsAndBigrams(name)) plain.add(LEXEME_PREFIX.IN + w);
  for (const l of codeLexemes('AN', p.applicationNumber)) plain.add(l);
  for (const l of codeLexemes('PN', p.publicationNumber)) plain.add(l);
  for (const c of p.ipcCodes) for (const l of codeLexemes('IPC', c)) plain.add(l);
  for (const c of p.cpcCodes) for (const l of codeLexemes('CPC', c)) plain.add(l);
  if (inSample(p.applicationNumber)) plain.add(SAMPLE_LEXEME);

  const parts: string[] = [];
  for (const [lexeme, positions] of weighted) {
    // A tsvector keeps at most 256 positions per lexeme.
    parts.push(`${quoteLexeme(lexeme)}:${positions.slice(0, 256).join(',')}`);
  }
  for (const lexeme of plain) if (!weighted.has(lexeme)) parts.push(quoteLexeme(lexeme));
  return parts.join(' ');
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The tsquery literal (cast with `::tsquery`) for a text term in `field` (null: bare term,
 * title or abstract). A term of one word is one lexeme; of several, the AND of its bigrams, which
 * requires the words to be adjacent. Null when the term has no searchable word (`。。`).
 *
 * An abstract term is "in title or abstract but not in the title, or in both": exact lookups,
 * no weight (see the top of this file).
 */
export function textTermQuery(field: 'TI' | 'AB' | 'CL' | 'PA' | 'IN' | null, term: string): string | null {
  const ws = words(term);
  if (ws.length === 0) return null;
  const lexemes = ws.length === 1 ? ws : ws.slice(1).map((w, i) => `${ws[i]}_${w}`);
  const all = (prefix: string) => {
    const parts = lexemes.map((l) => quoteLexeme(prefix + l));
    return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' & ')})`;
  };
  if (field === 'AB') return `(${all('')} & !${all(LEXEME_PREFIX.TI)}) | ${all(LEXEME_PREFIX.TA)}`;
  return all(field === null ? '' : LEXEME_PREFIX[field]);
}

/** The weight that keeps a proximity to one section: title words are A, abstract words B. */
const SECTION_WEIGHT = { TI: ':A', AB: ':B' } as const;

/**
 * The tsquery literal for `left NEAR/n right` (`ordered`: `W/n`) in `field` (null: title or
 * abstract; never across them, see SECTION_GAP), or null when an operand has no searchable word.
 *
 * PostgreSQL has no "within k" operator, so it is an OR over the exact distances `<1>`..`<n+1>`
 * (at most n words between), both ways for NEAR. An operand of several words is a phrase
 * (`'芯' <-> '片'`); PostgreSQL measures `<k>` from the end of the left phrase to the start of the
 * right one, which is the CNIPA count. In front, the AND of both operands as plain terms (exact
 * lexemes and bigrams, `ti_` for the title; for distance 0 the bigrams of the two as one phrase)
 * lets the index narrow the candidates on its own, so only they have their positions read: that
 * reading (detoasting each candidate's tokens, ~10 µs) is the whole cost, so the narrower the
 * better. `W/0` of two single words is the bigram itself: exact, and no positions to read at all.
 */
export function proximityQuery(
  field: 'TI' | 'AB' | null,
  left: string,
  right: string,
  distance: number,
  ordered: boolean,
): string | null {
  const l = words(left);
  const r = words(right);
  if (l.length === 0 || r.length === 0) return null;
  const both = [...l, ...r].join(' ');
  const reversed = [...r, ...l].join(' ');
  if (distance === 0 && l.length + r.length === 2) {
    const phrase = textTermQuery(field, both) as string;
    return ordered ? phrase : `(${phrase}) | (${textTermQuery(field, reversed)})`;
  }
  const weight = field === null ? '' : SECTION_WEIGHT[field];
  const phrase = (ws: readonly string[]) => {
    const parts = ws.map((w) => quoteLexeme(w) + weight);
    return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' <-> ')})`;
  };
  const a = phrase(l);
  const b = phrase(r);
  const branches: string[] = [];
  for (let k = 1; k <= distance + 1; k++) {
    branches.push(`${a} <${k}> ${b}`);
    if (!ordered) branches.push(`${b} <${k}> ${a}`);
  }
  // W/0 needs the words of both as one phrase: its bigrams narrow far more than each operand's.
  const exact =
    distance > 0
      ? `(${textTermQuery(field, left)}) & (${textTermQuery(field, right)})`
      : ordered
        ? `(${textTermQuery(field, both)})`
        : `((${textTermQuery(field, both)}) | (${textTermQuery(field, reversed)}))`;
  return `${exact} & (${branches.join(' | ')})`;
}

/** A classification subclass, normalised: `g06f`. */
const SUBCLASS = /^[a-h]\d{2}[a-z]$/;

/**
 * The tsquery literal for a code term: exact, or every code starting with it when `prefix`. A
 * whole subclass (`G06F*`) is indexed as its own lexeme (codeLexemes), so it is looked up exactly:
 * one posting list instead of the union of every code under it.
 */
export function codeTermQuery(field: 'AN' | 'PN' | 'IPC' | 'CPC', value: string, prefix: boolean): string | null {
  const normalised =
    field === 'AN'
      ? normaliseApplicationNumber(value)
      : field === 'PN'
        ? normalisePublicationNumber(value)
        : normaliseClassification(value);
  if (!normalised) return null;
  const subclass = (field === 'IPC' || field === 'CPC') && SUBCLASS.test(normalised);
  return quoteLexeme(LEXEME_PREFIX[field] + normalised) + (prefix && !subclass ? ':*' : '');
}

/** The words of a text term, to mark in titles and abstracts. */
export function highlightWords(term: string): string[] {
  return words(term);
}
