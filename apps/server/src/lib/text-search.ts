import { type SQL, sql } from 'drizzle-orm';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
/** Segmenting one huge string is quadratic in ICU; chunks cut at punctuation keep it linear. */
const CHUNK_CHARS = 300;
const BREAK = /[。！？；，、\n.!?;,]/;

/** Lower-cased word-like segments of `text` (Chinese words, Latin words, numbers). */
export function segmentWords(text: string): string[] {
  const words: string[] = [];
  for (const chunk of chunks(text)) {
    for (const part of segmenter.segment(chunk)) {
      if (part.isWordLike) words.push(part.segment.toLowerCase());
    }
  }
  return words;
}

function* chunks(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + CHUNK_CHARS, text.length);
    if (end < text.length) {
      // Cut after the last punctuation in the window, so no word is split between chunks.
      const window = text.slice(start, end);
      for (let i = window.length - 1; i > CHUNK_CHARS / 2; i--) {
        if (BREAK.test(window[i] ?? '')) {
          end = start + i + 1;
          break;
        }
      }
    }
    yield text.slice(start, end);
    start = end;
  }
}

/** tsquery/tsvector lexemes may hold anything but these, which the `simple` parser would split on. */
function lexeme(word: string): string {
  return word.replace(/[^\p{L}\p{N}_]/gu, '');
}

/**
 * The tokens indexed for `text`: every word plus one token per adjacent pair (`深度_学习`), so a
 * two-word phrase in a query is one exact index lookup (notes/patent-search-performance.md).
 */
export function indexTokens(text: string): string {
  const words = segmentWords(text).map(lexeme).filter(Boolean);
  const tokens = [...words];
  for (let i = 0; i + 1 < words.length; i++) tokens.push(`${words[i]}_${words[i + 1]}`);
  return tokens.join(' ');
}

/** Plain text of an HTML fragment, for indexing and summaries. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A parsed keyword query: the words to highlight and the tsquery text (null when nothing searchable). */
export interface KeywordQuery {
  terms: string[];
  tsquery: string | null;
}

/**
 * Turns what a user typed into a tsquery: whitespace-separated terms are ANDed; a term that
 * segments into several words must match them as adjacent words, through the bigram tokens
 * (`专利 <-> 资助` becomes `专利_资助`), so recall does not depend on how the dictionary splits it.
 */
export function parseKeywordQuery(input: string): KeywordQuery {
  const terms: string[] = [];
  const clauses: string[] = [];
  for (const term of input.trim().split(/\s+/).filter(Boolean)) {
    const words = segmentWords(term).map(lexeme).filter(Boolean);
    if (words.length === 0) continue;
    terms.push(...words);
    if (words.length === 1) {
      clauses.push(`'${words[0]}'`);
      continue;
    }
    const pairs: string[] = [];
    for (let i = 0; i + 1 < words.length; i++) pairs.push(`'${words[i]}_${words[i + 1]}'`);
    clauses.push(pairs.length === 1 ? (pairs[0] as string) : `(${pairs.join(' & ')})`);
  }
  return { terms: [...new Set(terms)], tsquery: clauses.length ? clauses.join(' & ') : null };
}

/** `column @@ query` with the query bound as a parameter. */
export function matchesTsquery(column: SQL | unknown, tsquery: string): SQL {
  return sql`${column} @@ to_tsquery('simple', ${tsquery})`;
}
