import type { Banner, Link } from '@cityip/contracts';
import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { EmptyState } from '../../components/empty-state.js';
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
    <section aria-labelledby="banner-list-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id="banner-list-title" style={{ fontSize: 20, margin: 0 }}>
          {t('banners.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing({ banner: null })}>
          {t('banners.add')}
        </Button>
      </Flex>
      {list.isError && (
        <Alert type="error" showIcon role="alert" title={requestErrorText(list.error, t) ?? t('banners.loadFailed')} />
      )}
      <Table<Banner>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isPending ? ' ' : <EmptyState /> }}
        pagination={false}
      />
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
    </section>
  );
}
