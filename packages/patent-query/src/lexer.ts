import { fail } from './errors.js';
import { PROXIMITY_WORD } from './proximity.js';

export type TokenKind =
  | 'word'
  | 'phrase'
  | 'lparen'
  | 'rparen'
  | 'lbracket'
  | 'rbracket'
  | 'eq'
  | 'cmp'
  | 'and'
  | 'or'
  | 'not'
  | 'proximity'
  | 'end';

export interface Token {
  kind: TokenKind;
  /** The source text of the token (quotes included for a phrase). */
  raw: string;
  /**
   * A word as written, a phrase's content unquoted and trimmed, an operator lower-cased; for a
   * proximity operator (`NEAR/3`) `near` or `w`, its distance as written in `distance`.
   */
  value: string;
  /** What follows the slash of a proximity operator (`3`, `` when missing); '' otherwise. */
  distance: string;
  start: number;
  end: number;
  /** A phrase written with a `*` right after its closing quote: `"G06F 17"*`. */
  prefix: boolean;
}

/** Characters that end a word. Full-width parentheses and `＝` come from Chinese input methods. */
const DELIMITERS = new Set(['(', ')', '（', '）', '[', ']', '=', '＝', '<', '>']);
const SINGLE: Readonly<Record<string, TokenKind>> = {
  '(': 'lparen',
  '（': 'lparen',
  ')': 'rparen',
  '）': 'rparen',
  '[': 'lbracket',
  ']': 'rbracket',
  '=': 'eq',
  '＝': 'eq',
};
const OPERATORS: Readonly<Record<string, TokenKind>> = { and: 'and', or: 'or', not: 'not' };
/** A complete proximity operator, which ends at a quote like the operator words: `"a"W/2"b"`. */
const WHOLE_PROXIMITY = /^(near|w)[/／][0-9０-９]+$/i;
/** Opening quote → closing quote. */
const QUOTES: Readonly<Record<string, string>> = { '"': '"', '“': '”' };

function isSpace(ch: string): boolean {
  return /\s/.test(ch);
}

/**
 * Splits an expression into tokens. Quotes open a phrase only where a token starts (or right
 * after an operator word), so `上海“星光”科技` stays one word; inside `"..."` a doubled `""` stands for one `"`. Operators are
 * whole words only: `android` and `深度学习and图像` are words. A word starting `near/` or `w/`
 * (any case, either slash) is a proximity operator whatever follows the slash, so a malformed
 * distance is reported as one instead of being searched as a word.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, start: number, end: number, value: string, prefix = false, distance = '') => {
    tokens.push({ kind, raw: text.slice(start, end), value, start, end, prefix, distance });
  };
  while (i < text.length) {
    const ch = text.charAt(i);
    if (isSpace(ch)) {
      i++;
      continue;
    }
    const single = SINGLE[ch];
    if (single) {
      push(single, i, i + 1, ch);
      i++;
      continue;
    }
    if (ch === '<' || ch === '>') {
      const end = text.charAt(i + 1) === '=' ? i + 2 : i + 1;
      push('cmp', i, end, text.slice(i, end));
      i = end;
      continue;
    }
    const close = QUOTES[ch];
    if (close) {
      i = readPhrase(text, i, close, push);
      continue;
    }
    const start = i;
    while (i < text.length && !isSpace(text.charAt(i)) && !DELIMITERS.has(text.charAt(i))) {
      i++;
      // `"a"or"b"`, `"a"W/2"b"`: an operator right before a quote still ends there.
      if (QUOTES[text.charAt(i)]) {
        const sofar = text.slice(start, i);
        if (OPERATORS[sofar.toLowerCase()] || WHOLE_PROXIMITY.test(sofar)) break;
      }
    }
    const word = text.slice(start, i);
    const operator = OPERATORS[word.toLowerCase()];
    const proximity = PROXIMITY_WORD.exec(word);
    if (operator) push(operator, start, i, operator);
    else if (proximity) push('proximity', start, i, (proximity[1] as string).toLowerCase(), false, proximity[2]);
    else push('word', start, i, word);
  }
  push('end', text.length, text.length, '');
  return tokens;
}

/** Reads a quoted phrase starting at `start`; returns the index after it. */
function readPhrase(
  text: string,
  start: number,
  close: string,
  push: (kind: TokenKind, start: number, end: number, value: string, prefix?: boolean) => void,
): number {
  let content = '';
  let i = start + 1;
  for (;;) {
    if (i >= text.length) fail('unclosedQuote', start, 1, { quote: close });
    const ch = text.charAt(i);
    if (ch === close) {
      // `""` inside an ASCII-quoted phrase is an escaped quote; the Chinese quotes pair up instead.
      if (close === '"' && text.charAt(i + 1) === '"') {
        content += '"';
        i += 2;
        continue;
      }
      i++;
      break;
    }
    content += ch;
    i++;
  }
  const prefix = text.charAt(i) === '*';
  const end = prefix ? i + 1 : i;
  push('phrase', start, end, content.trim(), prefix);
  return end;
}
