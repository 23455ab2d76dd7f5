import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** The search and reset buttons that end every back-office filter form. */
export function SearchActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={onReset}>{t('common.reset')}</Button>
      </Form.Item>
    </>
  );
}
