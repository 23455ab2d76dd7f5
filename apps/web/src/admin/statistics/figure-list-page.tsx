import { STAT_INDICATORS, type StatFigure, type StatFigureFilter, type StatIndicator } from '@cityip/contracts';
import { Button, Flex, Select, Space, Table, Tabs } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { useStatFormat } from '../../portal/patent-statistics/use-stat-format.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { figureColumns } from './figure-columns.js';
import { FigureFilters } from './figure-filters.js';
import { HistoryTable } from './history-table.js';
import { ImportModal } from './import-modal.js';
import { exportFigures, figureEditHref, useFigureList } from './statistics.api.js';
import { TemplateButton } from './template-button.js';

const FIRST_PAGE = { page: 1, pageSize: 20 };

/** The figures with their filters, paging and export. */
function FiguresTab() {
  const { t } = useTranslation();
  const format = useStatFormat();
  const showFailure = useShowFailure();
  const [filters, setFilters] = useState<StatFigureFilter>({});
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [exporting, setExporting] = useState(false);
  const [historyOf, setHistoryOf] = useState<StatFigure | null>(null);
  const list = useFigureList({ ...filters, ...paging });

  const exportList = async () => {
    setExporting(true);
    try {
      await exportFigures(filters);
    } catch (error) {
      showFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <FigureFilters
          onSearch={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        <Button loading={exporting} onClick={exportList}>
          {t('statistics.export')}
        </Button>
      </Flex>
      <LoadFailedAlert query={list} fallback={t('statistics.loadFailed')} />
      <Table<StatFigure>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={figureColumns({ t, format, onShowHistory: setHistoryOf })}
        pagination={serverPagination(paging, list.data?.total ?? 0, (total) => t('statistics.total', { total }))}
        onChange={(pagination) => setPaging((current) => nextPaging(current, pagination))}
      />
      <ReturnFocusDrawer
        open={historyOf !== null}
        size="large"
        title={
          historyOf
            ? t('statistics.history.titleOf', {
                name: t('statistics.figureName', {
                  period: format.period(historyOf.year, historyOf.month),
                  district: format.district(historyOf.district),
                  indicator: format.indicator(historyOf.indicator),
                }),
              })
            : ''
        }
        onClose={() => setHistoryOf(null)}
      >
        {historyOf ? <HistoryTable figureId={historyOf.id} /> : null}
      </ReturnFocusDrawer>
    </>
  );
}

/** Every change to any figure, optionally of one indicator. */
function HistoryTab() {
  const { t } = useTranslation();
  const format = useStatFormat();
  const [indicator, setIndicator] = useState<StatIndicator | undefined>();
  const selectId = useId();
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <label htmlFor={selectId}>{t('statistics.field.indicator')}</label>
        <Select<StatIndicator>
          id={selectId}
          allowClear
          virtual={false}
          value={indicator}
          placeholder={t('statistics.filter.all')}
          options={STAT_INDICATORS.map((value) => ({ value, label: format.indicator(value) }))}
          onChange={(value) => setIndicator(value)}
          style={{ width: 260 }}
        />
      </Space>
      <HistoryTable key={indicator ?? 'all'} indicator={indicator} />
    </>
  );
}

/**
 * `/content/dataStatistics`: the city IP figures by indicator, district and period: entry (on
 * `/content/dataOpreation`), bulk import from the Excel template, export, and the edit history.
 */
export function FigureListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  return (
    <AdminListPage
      titleId="figure-list-title"
      title={t('admin.route.contentDataStatistics')}
      actions={
        <>
          <TemplateButton />
          <Button onClick={() => setImporting(true)}>{t('statistics.import.open')}</Button>
          <Button type="primary" onClick={() => navigate(figureEditHref())}>
            {t('statistics.add')}
          </Button>
        </>
      }
    >
      <Tabs
        style={{ marginTop: 8 }}
        items={[
          { key: 'figures', label: t('statistics.tab.figures'), children: <FiguresTab /> },
          { key: 'history', label: t('statistics.tab.history'), children: <HistoryTab /> },
        ]}
      />
      {importing ? <ImportModal onClose={() => setImporting(false)} /> : null}
    </AdminListPage>
  );
}
