import { type ParseOptions, parse, queryErrorMessage } from '@cityip/patent-query';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';

/** A malformed expression as the editor shows it: the translated message and the span to mark. */
export interface ExpressionProblem {
  message: string;
  position: number;
  length: number;
}

/** Parser options of the configured city: districts and industries by name or code. */
export function useParseOptions(): ParseOptions {
  const config = useRuntimeConfig();
  return useMemo(() => {
    if (!config) return {};
    return {
      enumValues: {
        DI: config.districts.flatMap((d) => [d.name, d.code]),
        IND: config.industries.flatMap((i) => [i.name, i.code]),
      },
    };
  }, [config]);
}

/** Checks an expression with the parser the server uses; null when it is well-formed (or empty). */
export function useExpressionValidator(): (text: string) => ExpressionProblem | null {
  const { i18n } = useTranslation();
  const options = useParseOptions();
  const locale = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  return useMemo(
    () => (text: string) => {
      const result = parse(text, options);
      if (result.ok) return null;
      const { position, length } = result.error;
      return { message: queryErrorMessage(locale, result.error), position, length };
    },
    [options, locale],
  );
}

/** How long typing pauses before the expression is checked. */
export const CHECK_DELAY_MS = 300;

/** The problem of `text`, checked once typing pauses (validation as you type). */
export function useExpressionCheck(text: string): ExpressionProblem | null {
  const validate = useExpressionValidator();
  const [problem, setProblem] = useState<ExpressionProblem | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setProblem(validate(text)), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, validate]);
  return problem;
}

/**
 * An expression box that checks on submit: its draft, the problem found, the ids tying the
 * input to the error, and the handlers. `onValid` gets the trimmed expression once it parses.
 */
export function useExpressionDraft(initial: string, onValid: (expression: string) => void) {
  const validate = useExpressionValidator();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<ExpressionProblem | null>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expression = draft.trim();
    const found = validate(expression);
    setProblem(found);
    if (!found) onValid(expression);
  };
  const change = (value: string) => {
    setDraft(value);
    setProblem(null);
  };
  return { draft, problem, inputId, errorId, submit, change };
}
