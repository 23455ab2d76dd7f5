import { useTranslation } from 'react-i18next';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { QueryView } from '../content/query-view.js';
import { PatentDetailView } from './patent-detail.js';
import { usePatentDetail } from './patent-search.api.js';
import { SectionHeading } from './section-heading.js';

/**
 * The detail of the patent named by `?id=` in a drawer: opening the address opens it, closing
 * returns focus to the link that opened it.
 */
export function PatentDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePatentDetail(id);
  const title = detail.data
    ? `${detail.data.title}（${detail.data.applicationNumber}）`
    : t('portal.patent.detail.title');
  return (
    <ReturnFocusDrawer
      open={id !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      focusable={{ trap: true }}
      title={<SectionHeading className="patent-drawer-title">{title}</SectionHeading>}
      closable={{ 'aria-label': t('portal.patent.detail.close') }}
      // The large drawer is wider than a phone: never wider than the screen.
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      <QueryView query={detail}>{(data) => <PatentDetailView patent={data} />}</QueryView>
    </ReturnFocusDrawer>
  );
}
