import { Checkbox } from 'antd';
import type { ComponentProps } from 'react';

/**
 * A form field's checkboxes as one named group (give it `aria-label`). A required Form.Item hands its
 * control `aria-required`, which a group may not carry (axe aria-allowed-attr, critical): it stops
 * here; the field's mark and its rule's message say the field is required.
 */
export function CheckboxChoices({ 'aria-required': _required, ...props }: ComponentProps<typeof Checkbox.Group>) {
  return <Checkbox.Group role="group" {...props} />;
}
