import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../api/call-api.js';
import { serverErrorsToFields, zodErrorMap, zodFieldRules } from './form-errors.js';
import { useShowFailure } from './use-show-failure.js';

interface SaveErrorOptions {
  /** The form's name of a field the server names otherwise (dotted paths both). */
  formField?: (serverField: string) => string;
  /** What a refusal that names no field does; by default a notice, unless the HTTP client told the user. */
  otherwise?: (error: unknown) => void;
}

/**
 * The handler of a failed save: the server's field errors (already localized) go on the form's
 * fields, the first error of a field the form lacks is a notice, and any other failure goes to
 * `otherwise`.
 */
export function useSaveErrorHandler<Values>(
  form: FormInstance<Values>,
  formFields: readonly string[],
  { formField, otherwise }: SaveErrorOptions = {},
): (error: unknown) => void {
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  return (error) => {
    const errors = fieldErrorsOf(error).map((e) => (formField ? { ...e, field: formField(e.field) } : e));
    const { fields, others } = serverErrorsToFields(errors, formFields);
    form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
    if (others.length > 0) {
      if (others[0]) message.error(others[0]);
    } else if (fields.length === 0) {
      (otherwise ?? showFailure)(error);
    }
  };
}

/** A save mutation that takes the record's id (none for a new one) and the contract input. */
interface SaveMutation<Output> {
  mutate: (
    variables: { id?: string; input: Output },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

interface ContractFormOptions<Values, Output> extends Omit<SaveErrorOptions, 'otherwise'> {
  form: FormInstance<Values>;
  /** The contract schema the server checks the input with. */
  schema: z.ZodType<Output>;
  /** The form's values as the contract input. */
  toInput: (values: Values) => unknown;
  /** The fields the form shows, which take the server's field errors. */
  fields: readonly string[];
  /** Where an issue of the schema shows in the form, when the form names the field otherwise. */
  formPath?: (path: readonly PropertyKey[]) => PropertyKey[];
}

/**
 * A form checked against the same contract schema as the server: `rulesFor(field)` reports the
 * schema's issues of a field inside antd's validation, `parse()` gives the input to save,
 * `onSaveError` shows the server's refusal on the form, and `submitTo(save, …)` is the form's
 * `onFinish`: it saves the input, then says `savedText` and runs `onSaved` (close, leave).
 */
export function useContractForm<Values, Output>({
  form,
  schema,
  toInput,
  fields,
  formPath,
  formField,
}: ContractFormOptions<Values, Output>) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const onSaveError = useSaveErrorHandler(form, fields, { formField });
  // The whole store: onFinish's values can miss a conditional field that mounted after the first render.
  const parse = () => schema.safeParse(toInput(form.getFieldsValue(true)), { error: zodErrorMap(i18n.language) });
  const issues = () => {
    const found = parse().error?.issues ?? [];
    return formPath ? found.map((issue) => ({ ...issue, path: formPath(issue.path) })) : found;
  };
  const submitTo =
    (save: SaveMutation<Output>, { id, savedText, onSaved }: { id?: string; savedText: string; onSaved: () => void }) =>
    () => {
      const parsed = parse();
      if (!parsed.success) return;
      save.mutate(
        { id, input: parsed.data },
        {
          onSuccess: () => {
            message.success(savedText);
            onSaved();
          },
          onError: onSaveError,
        },
      );
    };
  return { parse, issues, rulesFor: zodFieldRules(issues, t), onSaveError, submitTo };
}
