import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../content/query-view.js';
import { PatentDetailView } from './patent-detail.js';
import { usePatentDetail } from './patent-search.api.js';
import { SectionHeading } from './section-heading.js';

/**
 * The detail of the patent named by `?id=` in a drawer: opening the address opens it, closing
 * returns focus to the link that opened it (antd restores the trigger's focus).
 */
export function PatentDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePatentDetail(id);
  const title = detail.data
    ? `${detail.data.title}（${detail.data.applicationNumber}）`
    : t('portal.patent.detail.title');
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      focusable={{ trap: true, focusTriggerAfterClose: true }}
      title={<SectionHeading className="patent-drawer-title">{title}</SectionHeading>}
      closable={{ 'aria-label': t('portal.patent.detail.close') }}
      // The large drawer is wider than a phone: never wider than the screen.
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      <QueryView query={detail}>{(data) => <PatentDetailView patent={data} />}</QueryView>
    </Drawer>
  );
}
