import type { CodeSent } from '@cityip/contracts';
import type { FormInstance } from 'antd';
import { useState } from 'react';

interface FieldCodeSenderOptions {
  /** The field whose address (email, phone) the code goes to; it is checked before sending. */
  field: string;
  /** Sends the code to the field's trimmed value. */
  request: (value: string) => Promise<CodeSent>;
  /** How the address is said under the code field once the code went out (e.g. masked). */
  shownAs?: (value: string) => string | null;
  onFailure: (error: unknown) => void;
}

/**
 * Sending a code from a signed-in form (new email, phone to authenticate): the address field is
 * checked, then `request` sends; a refusal goes to `onFailure`. Returns the send function for the
 * SendCodeButton, where the last code went, and `forget` to clear that after the form is done.
 */
export function useFieldCodeSender(
  // Any form with the field; antd cannot type field names of a generic form.
  form: FormInstance,
  { field, request, shownAs = (value) => value, onFailure }: FieldCodeSenderOptions,
) {
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (): Promise<CodeSent | null> => {
    try {
      await form.validateFields([field]);
    } catch {
      return null;
    }
    const value = String(form.getFieldValue(field)).trim();
    try {
      const sent = await request(value);
      setSentTo(shownAs(value));
      return sent;
    } catch (error) {
      onFailure(error);
      return null;
    }
  };

  return { send, sentTo, forget: () => setSentTo(null) };
}
