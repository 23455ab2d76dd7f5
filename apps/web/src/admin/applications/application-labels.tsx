import { type ApplicationKindKey, applicationKindName } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether the interface is in English, where the catalogue's `…En` names are shown. */
export function useEnglish(): boolean {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('en');
}

/** The name of a business kind in the interface language. */
export function useKindName(): (kind: ApplicationKindKey) => string {
  const english = useEnglish();
  return (kind) => applicationKindName(kind, english ? 'en-US' : 'zh-CN');
}

/** Marks an application past its due date without a final answer. */
export function OverdueTag() {
  const { t } = useTranslation();
  return <Tag color="red">{t('applicationAdmin.overdue')}</Tag>;
}
