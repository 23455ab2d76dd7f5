import { boundedFieldErrors, type FieldError, isMessageKey, type Locale, translate } from '@cityip/contracts';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { type core, z } from 'zod';

/** A fastify validation error that still carries the zod issue it came from. */
export interface ZodValidationError extends FastifySchemaValidationError {
  issue: core.$ZodIssue;
}

/**
 * The keys a query string schema declares, through intersections and pipes; null when it takes
 * any key (a `z.looseObject`, such as the SSO callback that a third party's redirect fills).
 */
export function declaredQueryKeys(schema: z.ZodType): ReadonlySet<string> | null {
  if (schema instanceof z.ZodObject) return schema._zod.def.catchall ? null : new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodIntersection) {
    const left = declaredQueryKeys(schema._zod.def.left as z.ZodType);
    const right = declaredQueryKeys(schema._zod.def.right as z.ZodType);
    return left && right ? new Set([...left, ...right]) : null;
  }
  if (schema instanceof z.ZodPipe) return declaredQueryKeys(schema._zod.def.in as z.ZodType);
  return null;
}

/**
 * Query parameters the schema does not declare, as zod's own issue (security case 11): a stray
 * `?passwordHash=` or `?sort=password_hash` is a 400, not silently dropped, so a filter or sort
 * on anything but the declared fields cannot even be attempted.
 */
function unknownKeyIssues(known: ReadonlySet<string> | null, data: unknown): core.$ZodIssue[] {
  if (!known || typeof data !== 'object' || data === null) return [];
  const keys = Object.keys(data).filter((key) => !known.has(key));
  if (keys.length === 0) return [];
  return [
    {
      code: 'unrecognized_keys',
      keys,
      path: [],
      message: `Unrecognized key(s): ${keys.join(', ')}`,
      input: data as Record<string, unknown>,
    },
  ];
}

/**
 * Validates request parts with zod. It replaces fastify-type-provider-zod's validator only to
 * keep the raw issues (with their input), so the error handler can translate zod's own messages
 * into the caller's language rather than the process-wide zod locale; query strings also refuse
 * unknown keys.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const known = httpPart === 'querystring' ? declaredQueryKeys(schema) : null;
  return (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    const issues = [...unknownKeyIssues(known, data), ...(result.success ? [] : result.error.issues)];
    if (result.success && issues.length === 0) return { value: result.data };
    const errors: ZodValidationError[] = issues.map((issue) => ({
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
  return boundedFieldErrors(
    validation.map((entry) => {
      if (!isZodValidationError(entry)) {
        return {
          field: entry.instancePath.replace(/^\//, '').replace(/\//g, '.') || (context ?? ''),
          message: entry.message ?? '',
        };
      }
      const { issue } = entry;
      const field = issue.path.map(String).join('.') || (context ?? '');
      return { field, message: localizeIssue(issue, locale) };
    }),
  );
}

function localizeIssue(issue: core.$ZodIssue, locale: Locale): string {
  // Schemas name their errors by message key ('validation.email'); everything else is zod's own.
  if (isMessageKey(issue.message)) return translate(locale, issue.message);
  if (issue.code === 'invalid_type' && issue.input === undefined) return translate(locale, 'validation.required');
  const localized = LOCALE_ERRORS[locale](issue as Parameters<core.$ZodErrorMap>[0]);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message;
}
