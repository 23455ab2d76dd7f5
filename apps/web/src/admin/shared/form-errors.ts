import type { FieldError } from '@cityip/contracts';
import { isMessageKey } from '@cityip/contracts';
import { z } from 'zod';

/** The shape antd's `form.setFields` takes for an error. */
export interface FormFieldError {
  name: (string | number)[];
  errors: string[];
}

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

type Translate = (key: string) => string;

function toNamePath(path: readonly PropertyKey[]): (string | number)[] {
  return path.map((part) => (typeof part === 'number' ? part : String(part)));
}

function group(entries: { name: (string | number)[]; message: string }[]): FormFieldError[] {
  const byField = new Map<string, FormFieldError>();
  for (const { name, message } of entries) {
    const key = name.join('.');
    const field = byField.get(key) ?? { name, errors: [] };
    if (!field.errors.includes(message)) field.errors.push(message);
    byField.set(key, field);
  }
  return [...byField.values()];
}

/**
 * Maps zod issues to antd field errors. The contract schemas use message keys ('validation.email')
 * as their error text, which are translated here; any other text already comes localized.
 */
export function zodIssuesToFields(issues: readonly IssueLike[], t: Translate): FormFieldError[] {
  return group(
    issues.map((issue) => ({
      name: toNamePath(issue.path),
      message: isMessageKey(issue.message) ? t(issue.message) : issue.message,
    })),
  );
}

/**
 * Splits the server's `data.errors` into errors of fields shown in the form (already localized by the
 * server) and the messages of fields the form does not have, which the caller shows as a notice.
 */
export function serverErrorsToFields(
  errors: readonly FieldError[],
  formFields: readonly string[],
): { fields: FormFieldError[]; others: string[] } {
  const known = errors.filter((e) => formFields.includes(e.field));
  const others = errors.filter((e) => !formFields.includes(e.field)).map((e) => e.message);
  return { fields: group(known.map((e) => ({ name: e.field.split('.'), message: e.message }))), others };
}

/** Zod's own error texts in the UI language, for issues the contract schemas leave to zod. */
export function zodErrorMap(language: string | undefined) {
  return (language?.toLowerCase().startsWith('en') ? z.locales.en() : z.locales.zhCN()).localeError;
}

/**
 * antd rules that check the whole form against a contract schema and report the issues of one field.
 * Validation runs inside antd's own flow (on change and on submit), so errors clear as soon as the
 * field is fixed and `onFinish` only runs with valid input. `issuesOf` parses the current values.
 */
export function zodFieldRules(issuesOf: () => readonly IssueLike[], t: Translate) {
  return (field: string) => [
    {
      validator: async () => {
        const own = zodIssuesToFields(issuesOf(), t).find((entry) => entry.name.join('.') === field);
        if (own) throw new Error(own.errors[0]);
      },
    },
  ];
}
