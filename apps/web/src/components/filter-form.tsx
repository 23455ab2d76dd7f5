import { Button, Form, Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FilterFormProps<V> {
  /** Form name; also prefixes the fields' element ids, so keep it unique on the page. */
  name: string;
  /** Called with the field values on search, and with `{}` after a reset. */
  onSubmit: (values: V) => void;
  children: ReactNode;
}

/**
 * The inline search form every back-office list starts with: its fields, then search and reset.
 * Reset clears the fields and searches again, so the list never shows stale filters.
 */
export function FilterForm<V extends object>({ name, onSubmit, children }: FilterFormProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  return (
    <Form<V>
      form={form}
      layout="inline"
      name={name}
      role="search"
      onFinish={onSubmit}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onSubmit({} as V);
          }}
        >
          {t('common.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}

interface FilterSelectProps extends Omit<SelectProps, 'allowClear' | 'style' | 'popupMatchSelectWidth'> {
  name: string;
  label: string;
  /** Shown while nothing is picked: the screen's "all". */
  placeholder: string;
  minWidth: number;
}

/** A choice among the filter form's fields: cleared, it filters nothing; its list may be wider than it. */
export function FilterSelect({ name, label, minWidth, ...select }: FilterSelectProps) {
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear style={{ minWidth }} popupMatchSelectWidth={false} {...select} />
    </Form.Item>
  );
}
