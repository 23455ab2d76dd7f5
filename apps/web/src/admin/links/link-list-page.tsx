import { LINK_GROUPS, type Link } from '@cityip/contracts';
import { Button, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelledPagerItem } from '../../components/labelled-controls.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { linkColumns } from './link-columns.js';
import { LinkFilterForm } from './link-filters.js';
import { LinkFormModal } from './link-form-modal.js';
import { type LinkFilters, useLinks } from './links.api.js';

/** Links grouped as the footer and menu show them: by group, then by their order. */
function byGroupThenOrder(a: Link, b: Link): number {
  return LINK_GROUPS.indexOf(a.group) - LINK_GROUPS.indexOf(b.group) || a.sortOrder - b.sortOrder;
}

/** What the dialog edits: nothing (closed), a new link, or an existing one. */
type Editing = { link: Link | null } | null;

/** `/linkManage`: the jump links (friendly links, government sites, external platforms of the menu). */
export function LinkListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LinkFilters>({});
  const [editing, setEditing] = useState<Editing>(null);
  const list = useLinks(filters);
  const rows = useMemo(() => [...(list.data ?? [])].sort(byGroupThenOrder), [list.data]);
  const columns = linkColumns(t, (link) => setEditing({ link }));

  return (
    <AdminListPage
      titleId="link-list-title"
      title={t('links.title')}
      actions={
        <Button type="primary" onClick={() => setEditing({ link: null })}>
          {t('links.add')}
        </Button>
      }
    >
      <div style={{ marginTop: 16 }}>
        <LinkFilterForm onSearch={setFilters} />
      </div>
      <LoadFailedAlert query={list} fallback={t('links.loadFailed')} />
      <Table<Link>
        {...listTableProps(list, rows)}
        columns={columns}
        pagination={{
          pageSize: 20,
          hideOnSinglePage: true,
          showTotal: (total) => t('links.total', { total }),
          itemRender: labelledPagerItem,
        }}
      />
      {editing && (
        <LinkFormModal
          key={editing.link?.id ?? 'new'}
          link={editing.link}
          defaultGroup={filters.group}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminListPage>
  );
}
