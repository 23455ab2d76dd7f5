import './consult.css';
import type { ConsultReceipt } from '@cityip/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabList } from '../../components/tab-list.js';
import { PagedResults } from '../content/paged-results.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { AskForm } from './ask-form.js';
import { useConsultFormInfo, usePublicConsultations } from './consult.api.js';
import { ConsultFiguresSection } from './consult-figures.js';
import { ConsultFilters, type ConsultFilterValues } from './consult-filters.js';
import { ConsultList } from './consult-list.js';
import {
  CONSULT_TABS,
  type ConsultTab,
  readConsultSearch,
  readConsultTab,
  writeConsultSearch,
} from './consult-params.js';
import { ConsultReceiptView } from './consult-receipt.js';
import { LookupForm } from './lookup-form.js';

/** The published Q&As, searched from the address (`?keyword=&category=&page=`). */
function PublishedList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readConsultSearch(params);
  const list = usePublicConsultations(search);
  const { page: _page, pageSize: _pageSize, ...filters } = search;
  return (
    <>
      <ConsultFilters
        key={JSON.stringify(filters)}
        value={filters}
        onSearch={(values: ConsultFilterValues) => setParams(writeConsultSearch({ ...search, ...values, page: 1 }))}
      />
      <QueryView query={list} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <PagedResults
            title={t('consult.results')}
            totalText={t('consult.total', { total: data.total })}
            page={search.page}
            pageSize={search.pageSize}
            total={data.total}
            onPage={(page, pageSize) => setParams(writeConsultSearch({ ...search, page, pageSize }))}
          >
            <ConsultList items={data.items} />
          </PagedResults>
        )}
      </QueryView>
    </>
  );
}

/** Asking, then the receipt; "ask another" brings an empty form back. */
function AskPanel() {
  const { t } = useTranslation();
  const info = useConsultFormInfo();
  const [receipt, setReceipt] = useState<ConsultReceipt | null>(null);
  return (
    <>
      <h2 className="consult-panel-title">{t('consult.tab.ask')}</h2>
      <p>{t('consult.ask.intro', { days: info.data?.replyWorkingDays ?? 5 })}</p>
      <p className="consult-note">{t('consult.ask.privacy')}</p>
      {receipt ? (
        <ConsultReceiptView receipt={receipt} onAskAnother={() => setReceipt(null)} />
      ) : (
        <AskForm onAsked={setReceipt} />
      )}
    </>
  );
}

/**
 * `/consult` (在线咨询): the published questions and replies (newest first, by category and
 * keyword), asking a question (`?tab=ask`), looking one's question up by its query number
 * (`?tab=lookup&queryNo=`), and the monthly figures of the service. A part once opened stays
 * mounted, hidden while another is chosen, so moving between the tabs never loses what was typed.
 */
export function ConsultPage() {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [params, setParams] = useSearchParams();
  const tab = readConsultTab(params);
  const [opened, setOpened] = useState<ReadonlySet<ConsultTab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const panels: Record<ConsultTab, ReactNode> = {
    list: <PublishedList />,
    ask: <AskPanel />,
    lookup: (
      <>
        <h2 className="consult-panel-title">{t('consult.tab.lookup')}</h2>
        <LookupForm queryNo={params.get('queryNo')?.trim().slice(0, 20) ?? ''} />
      </>
    ),
  };
  return (
    <RoutePageFrame>
      <div className="consult-tabs">
        <TabList
          items={CONSULT_TABS.map((key) => ({ key, label: t(`consult.tab.${key}`) }))}
          activeKey={tab}
          idPrefix={idPrefix}
          onChange={(key) => setParams(key === 'list' ? {} : { tab: key }, { replace: true })}
        />
        {CONSULT_TABS.filter((key) => opened.has(key)).map((key) => (
          <div
            key={key}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-${key}`}
            className="tab-panel"
            hidden={key !== tab}
          >
            {panels[key]}
          </div>
        ))}
      </div>
      <ConsultFiguresSection />
    </RoutePageFrame>
  );
}
