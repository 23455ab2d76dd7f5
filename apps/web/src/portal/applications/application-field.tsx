import type { FieldOption, FormField } from '@cityip/contracts';
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { AttachmentsField } from './attachments-field.js';

type Rules = Parameters<typeof Form.Item>[0]['rules'];

type Option = { value: string; label: string };

/** The choices of a select or radio field in the UI language (the city's industries when it says so). */
function useOptions(field: FormField): Option[] {
  const { i18n } = useTranslation();
  const config = useRuntimeConfig();
  const english = i18n.language === 'en-US';
  const options: FieldOption[] =
    field.optionsFrom === 'industries'
      ? (config?.industries ?? []).map((industry) => ({
          value: industry.code,
          label: industry.name,
          labelEn: industry.nameEn,
        }))
      : (field.options ?? []);
  return options.map((option) => ({ value: option.value, label: english ? option.labelEn : option.label }));
}

/** Inputs whose browser hints (keyboard, autofill) follow the field's type. */
const TEXT_INPUT_PROPS: Partial<Record<FormField['type'], Record<string, string>>> = {
  phone: { inputMode: 'tel', autoComplete: 'tel' },
  email: { inputMode: 'email', autoComplete: 'email' },
  idNumber: { autoComplete: 'off' },
  uscc: { autoComplete: 'off' },
  patentNumber: { autoComplete: 'off' },
};

/**
 * The control of one field. A plain function, not a component: antd's Form.Item gives its direct
 * child id, value and onChange, so the child must be the control itself.
 */
function controlOf(field: FormField, label: string, options: Option[], chooseText: string): ReactNode {
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={field.max} showCount />;
    case 'select':
      return (
        <Select
          options={options}
          mode={field.multiple ? 'multiple' : undefined}
          allowClear={!field.required}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={chooseText}
        />
      );
    case 'radio':
      return <Radio.Group options={options} aria-label={label} />;
    case 'number':
      return <InputNumber min={0} max={field.max} precision={0} style={{ width: '100%', maxWidth: 240 }} />;
    case 'date':
      return <DatePicker style={{ width: '100%', maxWidth: 240 }} />;
    case 'attachments':
      return <AttachmentsField field={field} />;
    default:
      return <Input maxLength={field.max} {...TEXT_INPUT_PROPS[field.type]} />;
  }
}

/** Dates are kept as the contract's `YYYY-MM-DD` text; the date picker works with dayjs. */
const DATE_PROPS = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : ''),
};

/** One field of an application form as its definition describes it: label, required mark, help, control. */
export function ApplicationField({ field, rules }: { field: FormField; rules: Rules }) {
  const { t, i18n } = useTranslation();
  const options = useOptions(field);
  const english = i18n.language === 'en-US';
  const label = english ? field.labelEn : field.label;
  const help = english ? field.helpEn : field.help;
  return (
    <Form.Item
      name={field.name}
      label={label}
      required={field.required}
      rules={rules}
      extra={help}
      // Attachments validate on change of the list, text fields as they are typed and left.
      validateTrigger={field.type === 'attachments' ? 'onChange' : ['onChange', 'onBlur']}
      {...(field.type === 'date' ? DATE_PROPS : {})}
    >
      {controlOf(field, label, options, t('applications.form.choose'))}
    </Form.Item>
  );
}
