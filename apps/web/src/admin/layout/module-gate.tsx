import { canAccess, type Module } from '@cityip/contracts';
import { Result } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-store.js';

/** Shows the page only to roles the permission matrix allows (the server enforces it too). */
export function ModuleGate({ module, Page }: { module: Module; Page: ComponentType }) {
  const { t } = useTranslation();
  const { role } = useSession();
  if (!canAccess(role, module)) {
    return (
      <Result
        status="403"
        title={<h1 className="result-title">{t('route.forbidden')}</h1>}
        subTitle={t('admin.forbidden')}
      />
    );
  }
  return <Page />;
}
