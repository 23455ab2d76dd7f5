import type { Banner, Link } from '@cityip/contracts';
import { Button, Modal, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { useLinks } from '../links/links.api.js';
import { bannerColumns } from './banner-columns.js';
import { BannerFormModal } from './banner-form-modal.js';
import { BannerPreview } from './banner-preview.js';
import { useBanners } from './banners.api.js';

/** What the dialog edits: nothing (closed), a new banner, or an existing one. */
type Editing = { banner: Banner | null } | null;

/** `/home/banner`: the home carousel's banners with their display window, status and a preview. */
export function BannerListPage() {
  const { t } = useTranslation();
  const list = useBanners();
  const links = useLinks();
  const [editing, setEditing] = useState<Editing>(null);
  const [previewing, setPreviewing] = useState<Banner | null>(null);
  const linksById = useMemo(() => new Map<string, Link>((links.data ?? []).map((l) => [l.id, l])), [links.data]);
  const columns = bannerColumns({ t, linksById, onEdit: (banner) => setEditing({ banner }), onPreview: setPreviewing });

  return (
    <AdminListPage
      titleId="banner-list-title"
      title={t('banners.title')}
      headerStyle={{ marginBottom: 16 }}
      actions={
        <Button type="primary" onClick={() => setEditing({ banner: null })}>
          {t('banners.add')}
        </Button>
      }
    >
      <LoadFailedAlert query={list} fallback={t('banners.loadFailed')} />
      <Table<Banner> {...listTableProps(list, list.data ?? [])} columns={columns} pagination={false} />
      {editing && (
        <BannerFormModal key={editing.banner?.id ?? 'new'} banner={editing.banner} onClose={() => setEditing(null)} />
      )}
      <Modal
        open={previewing !== null}
        width={760}
        title={t('banners.preview.title', { title: previewing?.title ?? '' })}
        footer={null}
        onCancel={() => setPreviewing(null)}
      >
        {previewing && <BannerPreview image={previewing.image} title={previewing.title} />}
      </Modal>
    </AdminListPage>
  );
}
