import type { OpenLicence, PatentDetail } from '@cityip/contracts';
import { LEGAL_EVENT_CODES } from '@cityip/patent-query';
import { Descriptions, type DescriptionsProps, Tag, Timeline } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportErrorButton } from './data-error/report-error-button.js';
import { columnLabel, columnText, RESULT_COLUMNS } from './result-columns.js';
import { SectionHeading } from './section-heading.js';
import { type PatentFormat, usePatentFormat } from './use-patent-format.js';

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading depth={1} id={headingId}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}

function CodeTags({ codes }: { codes: string[] }) {
  if (codes.length === 0) return <>—</>;
  return (
    <ul className="patent-codes">
      {codes.map((code) => (
        <li key={code}>
          <Tag>{code}</Tag>
        </li>
      ))}
    </ul>
  );
}

function LicenceTerms({ licence, format }: { licence: OpenLicence; format: PatentFormat }) {
  const { t } = useTranslation();
  const money = (value: number | null) =>
    value === null ? '—' : t('portal.patent.licence.yuan', { value: format.number(value) });
  const items: DescriptionsProps['items'] = [
    {
      key: 'feeMode',
      label: t('portal.patent.licence.feeMode'),
      children: t(`portal.patent.licence.feeMode.${licence.feeMode}`),
    },
    { key: 'annualFee', label: t('portal.patent.licence.annualFee'), children: money(licence.annualFee) },
    {
      key: 'royaltyRate',
      label: t('portal.patent.licence.royaltyRate'),
      children: licence.royaltyRate === null ? '—' : `${format.number(licence.royaltyRate)}%`,
    },
    {
      key: 'term',
      label: t('portal.patent.licence.term'),
      children: t('portal.patent.licence.years', { years: licence.termYears }),
    },
    { key: 'declaredOn', label: t('portal.patent.licence.declaredOn'), children: format.date(licence.declaredOn) },
    { key: 'validUntil', label: t('portal.patent.licence.validUntil'), children: format.date(licence.validUntil) },
    {
      key: 'conditions',
      label: t('portal.patent.licence.conditions'),
      children: licence.conditions || '—',
      span: 'filled',
    },
    { key: 'contactName', label: t('portal.patent.licence.contactName'), children: licence.contactName },
    { key: 'contactPhone', label: t('portal.patent.licence.contactPhone'), children: licence.contactPhone },
    {
      key: 'contactEmail',
      label: t('portal.patent.licence.contactEmail'),
      children: <a href={`mailto:${licence.contactEmail}`}>{licence.contactEmail}</a>,
    },
  ];
  return <Descriptions size="small" bordered column={1} items={items} />;
}

/** Everything known about one patent: bibliographic data, texts, classification, legal history, licence offer. */
export function PatentDetailView({ patent }: { patent: PatentDetail }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const facts: DescriptionsProps['items'] = [
    ...RESULT_COLUMNS.map((column) => ({
      key: column,
      label: t(columnLabel(column)),
      children: columnText(column, patent, format) || '—',
    })),
    { key: 'kindCode', label: t('portal.patent.field.kindCode'), children: patent.kindCode },
    {
      key: 'applicantAddress',
      label: t('portal.patent.field.applicantAddress'),
      children: patent.applicantAddress || '—',
    },
    { key: 'citations', label: t('portal.patent.field.citations'), children: format.number(patent.citations) },
  ];
  const eventName = (code: string) =>
    (LEGAL_EVENT_CODES as readonly string[]).includes(code) ? t(`portal.patent.event.${code}`) : code;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawer body scrolls and often holds nothing focusable; keyboard users scroll it from here (axe scrollable-region-focusable).
    <section className="patent-detail" tabIndex={0} aria-label={t('portal.patent.detail.title')}>
      <ReportErrorButton patent={patent} />
      <Descriptions size="small" bordered column={1} items={facts} />
      <DetailSection title={t('portal.patent.field.abstract')}>
        <p>{patent.abstract}</p>
      </DetailSection>
      <DetailSection title={t('portal.patent.field.firstClaim')}>
        <p>{patent.firstClaim || '—'}</p>
      </DetailSection>
      <DetailSection title={t('portal.patent.detail.classification')}>
        <p className="patent-codes-label">{t('portal.patent.field.ipcCodes')}</p>
        <CodeTags codes={patent.ipcCodes} />
        <p className="patent-codes-label">{t('portal.patent.field.cpcCodes')}</p>
        <CodeTags codes={patent.cpcCodes} />
      </DetailSection>
      <DetailSection title={t('portal.patent.detail.legalHistory')}>
        {patent.legalHistory.length > 0 ? (
          <Timeline
            items={patent.legalHistory.map((event) => ({
              key: `${event.date}-${event.code}`,
              title: format.date(event.date),
              content: eventName(event.code),
            }))}
          />
        ) : (
          <p>—</p>
        )}
      </DetailSection>
      {patent.licence ? (
        <DetailSection title={t('portal.patent.detail.licence')}>
          <LicenceTerms licence={patent.licence} format={format} />
        </DetailSection>
      ) : null}
    </section>
  );
}
