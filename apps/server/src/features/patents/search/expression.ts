import type { CityProfile, ExpressionErrorData, Locale } from '@cityip/contracts';
import { Code } from '@cityip/contracts';
import { highlightTerms, type ParseOptions, parse, type QueryError, queryErrorMessage } from '@cityip/patent-query';
import type { SQL } from 'drizzle-orm';
import { highlightWords, textTermQuery } from '../search-tokens.js';
import { compileCondition, ExpressionError } from './compile.js';

/** A search expression ready to run: its condition, what to rank by and what to mark. */
export interface Expression {
  /** Condition over `patent_search s`; undefined when every patent matches. */
  where: SQL | undefined;
  /** Whether the condition goes through the token index (which picks the plans). */
  tokens: boolean;
  /** tsquery of the positive title/abstract terms for `ts_rank`; null when there are none. */
  rankQuery: string | null;
  /** The words of each positive title/abstract term, to mark in result rows. */
  highlightPhrases: string[][];
}

const parseOptions = new WeakMap<CityProfile, ParseOptions>();

/** The parser checks district and industry values against the profile: codes and both names. */
function optionsFor(profile: CityProfile): ParseOptions {
  let options = parseOptions.get(profile);
  if (!options) {
    const values = (entries: readonly { code: string; name: string; nameEn: string }[]) =>
      entries.flatMap((e) => [e.code, e.name, e.nameEn]);
    options = { enumValues: { DI: values(profile.districts), IND: values(profile.industries) } };
    parseOptions.set(profile, options);
  }
  return options;
}

/** Parses and compiles `text`; throws {@link ExpressionError} (answered as HTTP 400) when malformed. */
export function readExpression(text: string, profile: CityProfile): Expression {
  const parsed = parse(text, optionsFor(profile));
  if (!parsed.ok) throw new ExpressionError(parsed.error);
  const { where, tokens } = compileCondition(parsed.ast, profile);
  const terms = highlightTerms(parsed.ast);
  const rankParts = terms.map((t) => textTermQuery(null, t)).filter((q): q is string => q !== null);
  return {
    where,
    tokens,
    rankQuery: rankParts.length ? rankParts.map((q) => `(${q})`).join(' | ') : null,
    highlightPhrases: terms.map(highlightWords).filter((words) => words.length > 0),
  };
}

/** The 400 envelope of a malformed expression: the parser's message at its position. */
export function expressionErrorBody(
  locale: Locale,
  error: QueryError,
): { code: number; msg: string; data: ExpressionErrorData } {
  const message = queryErrorMessage(locale, error);
  return {
    code: Code.BAD_REQUEST,
    msg: message,
    data: { errors: [{ field: 'q', message }], position: error.position, length: error.length },
  };
}
