import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowFailure } from '../shared/use-show-failure.js';
import { downloadTemplate } from './statistics.api.js';

/** Downloads the Excel import template (in the interface language). */
export function TemplateButton() {
  const { t } = useTranslation();
  const showFailure = useShowFailure();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTemplate();
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={download}>
      {t('statistics.template')}
    </Button>
  );
}
