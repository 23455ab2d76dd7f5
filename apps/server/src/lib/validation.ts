import { type FieldError, isMessageKey, type Locale, translate } from '@cityip/contracts';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { type core, z } from 'zod';

/** A fastify validation error that still carries the zod issue it came from. */
export interface ZodValidationError extends FastifySchemaValidationError {
  issue: core.$ZodIssue;
}

/**
 * Validates request parts with zod. It replaces fastify-type-provider-zod's validator only to
 * keep the raw issues (with their input), so the error handler can translate zod's own messages
 * into the caller's language rather than the process-wide zod locale.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const errors: ZodValidationError[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}`,
      params: {},
      message: issue.message,
      issue,
    }));
    // Fastify accepts the array of issues as the validation result and builds the Error itself.
    return { error: errors as unknown as Error };
  };

const LOCALE_ERRORS: Record<Locale, core.$ZodErrorMap> = {
  'zh-CN': z.locales.zhCN().localeError,
  'en-US': z.locales.en().localeError,
};

/** Whether a fastify validation entry came from {@link validatorCompiler}. */
function isZodValidationError(entry: unknown): entry is ZodValidationError {
  return typeof entry === 'object' && entry !== null && 'issue' in entry;
}

/** Turns fastify validation entries into localized `{field, message}` pairs. */
export function localizeValidation(
  validation: readonly FastifySchemaValidationError[],
  context: string | undefined,
  locale: Locale,
): FieldError[] {
  return validation.map((entry) => {
    if (!isZodValidationError(entry)) {
      return {
        field: entry.instancePath.replace(/^\//, '').replace(/\//g, '.') || (context ?? ''),
        message: entry.message ?? '',
      };
    }
    const { issue } = entry;
    const field = issue.path.map(String).join('.') || (context ?? '');
    return { field, message: localizeIssue(issue, locale) };
  });
}

function localizeIssue(issue: core.$ZodIssue, locale: Locale): string {
  // Schemas name their errors by message key ('validation.email'); everything else is zod's own.
  if (isMessageKey(issue.message)) return translate(locale, issue.message);
  if (issue.code === 'invalid_type' && issue.input === undefined) return translate(locale, 'validation.required');
  const localized = LOCALE_ERRORS[locale](issue as Parameters<core.$ZodErrorMap>[0]);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message;
}
