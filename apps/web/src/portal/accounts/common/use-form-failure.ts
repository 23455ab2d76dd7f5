import { Code } from '@cityip/contracts';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveErrorHandler } from '../../../admin/shared/contract-form.js';
import { useShowFailure } from '../../../admin/shared/use-show-failure.js';
import { ApiError } from '../../../api/api-error.js';

export interface FormFailureOptions {
  /** The form's name of a field the server names otherwise. */
  formField?: (serverField: string) => string;
  /**
   * The field a refusal without field errors belongs to, by its business code: the server refuses
   * a wrong or expired code with a plain 400 and a taken address with a 409.
   */
  fieldOfCode?: Partial<Record<number, string>>;
}

/**
 * What a self-service form does with a refused call: the server's field errors go on the fields
 * they name, a refused captcha on the captcha field, refusals `fieldOfCode` places on their
 * field, anything else is a notice.
 */
export function useFormFailure<Values>(
  form: FormInstance<Values>,
  fields: readonly string[],
  { formField, fieldOfCode = {} }: FormFailureOptions = {},
): (error: unknown) => void {
  const { t } = useTranslation();
  const showFailure = useShowFailure();
  const captchaField = fields.includes('captchaCode') ? { [Code.CAPTCHA_INVALID]: 'captchaCode' } : {};
  const placement: Partial<Record<number, string>> = { ...captchaField, ...fieldOfCode };
  return useSaveErrorHandler(form, fields, {
    formField,
    otherwise: (error) => {
      const field = error instanceof ApiError && !error.handled ? placement[error.code] : undefined;
      if (field && error instanceof ApiError) {
        const text =
          error.envelope?.msg || t(error.code === Code.CAPTCHA_INVALID ? 'error.captchaInvalid' : 'error.badRequest');
        form.setFields([{ name: field, errors: [text] }] as Parameters<FormInstance<Values>['setFields']>[0]);
        return;
      }
      showFailure(error);
    },
  });
}
