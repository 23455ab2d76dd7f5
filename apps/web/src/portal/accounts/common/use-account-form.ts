import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { useContractForm } from '../../../admin/shared/contract-form.js';
import { type FormFailureOptions, useFormFailure } from './use-form-failure.js';

interface AccountFormOptions<Values, Output> extends FormFailureOptions {
  form: FormInstance<Values>;
  /** The contract schema the server checks the input with (the plain password where it travels encrypted). */
  schema: z.ZodType<Output>;
  /** The fields the form shows, which take the server's field errors. */
  fields: readonly string[];
  /** The form's values as the contract input. */
  toInput: (values: Values) => unknown;
  /** Where an issue of the schema shows in the form, when the form names the field otherwise. */
  formPath?: (path: readonly PropertyKey[]) => PropertyKey[];
}

/**
 * A self-service form checked against its contract: `rulesFor(field)` for the fields,
 * `submitWith(send)` as the form's `onFinish` (parses the values, then sends the input while
 * `busy`; a refusal goes on the form as `useFormFailure` places it), and `onFailure` for the
 * form's other calls (sending a code).
 */
export function useAccountForm<Values, Output>({
  form,
  schema,
  fields,
  toInput,
  formPath,
  ...failure
}: AccountFormOptions<Values, Output>) {
  const onFailure = useFormFailure(form, fields, failure);
  const { parse, rulesFor } = useContractForm({ form, schema, fields, toInput, formPath });
  const [busy, setBusy] = useState(false);

  const submitWith = (send: (input: Output) => Promise<void>) => async () => {
    const parsed = parse();
    if (!parsed.success) return;
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return { rulesFor, onFailure, busy, submitWith };
}
