import type { PatentDetail } from '@cityip/contracts';
import { Alert, Descriptions, type DescriptionsProps } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { ApplyButton } from '../applications/apply-button.js';
import { QueryView } from '../content/query-view.js';
import { usePatentDetail } from '../patent-search/patent-search.api.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { LicenceContact, LicenceTerms } from './licence-terms.js';

function PatentFacts({ patent }: { patent: PatentDetail }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const items: DescriptionsProps['items'] = [
    { key: 'applicationNumber', label: t('portal.licence.applicationNumber'), children: patent.applicationNumber },
    { key: 'publicationNumber', label: t('portal.licence.publicationNumber'), children: patent.publicationNumber },
    { key: 'patentee', label: t('portal.licence.patentee'), children: patent.applicants.join('；') || '—' },
    { key: 'patentType', label: t('portal.licence.patentType'), children: format.patentType(patent.patentType) },
    { key: 'legalStatus', label: t('portal.licence.legalStatus'), children: format.legalStatus(patent.legalStatus) },
    { key: 'industry', label: t('portal.licence.industry'), children: format.industry(patent.industry) || '—' },
    {
      key: 'applicationDate',
      label: t('portal.licence.applicationDate'),
      children: format.date(patent.applicationDate),
    },
    { key: 'grantDate', label: t('portal.licence.grantDate'), children: format.date(patent.grantDate) || '—' },
    { key: 'ipcMain', label: t('portal.licence.ipcMain'), children: patent.ipcMain ?? '—' },
  ];
  return <Descriptions size="small" bordered column={1} items={items} />;
}

function LicenceDetail({ patent }: { patent: PatentDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const section = (key: string, title: string, body: ReactNode) => (
    <section className="licence-detail-section" aria-labelledby={`${id}-${key}`}>
      <h3 id={`${id}-${key}`}>{title}</h3>
      {body}
    </section>
  );
  return (
    <div className="licence-detail">
      {patent.licence ? (
        <>
          {section('terms', t('portal.licence.terms'), <LicenceTerms licence={patent.licence} />)}
          {section('contact', t('portal.licence.contact'), <LicenceContact licence={patent.licence} />)}
          <ApplyButton kind="openLicenceIntent" prefill={{ patentNumber: patent.applicationNumber }}>
            {t('applications.openLicence.apply')}
          </ApplyButton>
        </>
      ) : (
        <Alert type="warning" showIcon title={t('portal.licence.withdrawn')} />
      )}
      {section('patent', t('portal.licence.patent'), <PatentFacts patent={patent} />)}
      {section('abstract', t('portal.licence.abstract'), <p>{patent.abstract || '—'}</p>)}
      <p>
        <Link to={`/patentSearch?id=${patent.id}`}>{t('portal.licence.fullRecord')}</Link>
      </p>
    </div>
  );
}

/** The offer of the patent named by `?patent=` in a drawer: licence terms and contact first, then the patent. */
export function LicenceDrawer({ patentId, onClose }: { patentId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePatentDetail(patentId);
  const titleId = useId();
  return (
    <ReturnFocusDrawer
      open={patentId !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="licence-drawer-title">
          {detail.data?.title ?? t('portal.licence.detail')}
        </h2>
      }
      closable={{ 'aria-label': t('portal.licence.close') }}
      // The large drawer is wider than a phone: never wider than the screen.
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      <QueryView query={detail}>{(data) => <LicenceDetail patent={data} />}</QueryView>
    </ReturnFocusDrawer>
  );
}
