import type { CityProfile, ExpressionErrorData, Locale } from '@cityip/contracts';
import { ExpressionError } from './compile.js';
import { expressionErrorBody, readExpression } from './expression.js';

/**
 * The 400 envelope for a malformed `text` (the parser's translated message at its position, as
 * the error of `field`), or null when it parses for the city profile. Saved searches
 * (features/watch) are checked with it when they are saved.
 */
export function expressionRefusal(
  profile: CityProfile,
  locale: Locale,
  text: string,
  field: string,
): { code: number; msg: string; data: ExpressionErrorData } | null {
  try {
    readExpression(text, profile);
    return null;
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    const body = expressionErrorBody(locale, error.error);
    return { ...body, data: { ...body.data, errors: body.data.errors.map((each) => ({ ...each, field })) } };
  }
}
