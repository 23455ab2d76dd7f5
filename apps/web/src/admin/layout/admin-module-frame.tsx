import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { useRouteHandle } from '../../routing/use-route-handle.js';

/** A back-office screen a later issue builds: its title and the spec's empty state. */
export function AdminModuleFrame() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <section className="admin-page">
      <h1 className="admin-page-title">{handle?.name ? t(`admin.route.${handle.name}`) : t('admin.title')}</h1>
      <EmptyState />
    </section>
  );
}
