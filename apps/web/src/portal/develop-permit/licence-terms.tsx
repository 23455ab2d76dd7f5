import type { OpenLicence } from '@cityip/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { useLicenceFormat } from './licence-format.js';

/** Digits and a leading + of a phone number, for its tel: link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The terms of an open-licence offer: fee mode, fee, term, dates and conditions. */
export function LicenceTerms({ licence }: { licence: OpenLicence }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const licenceFormat = useLicenceFormat();
  const items: DescriptionsProps['items'] = [
    { key: 'feeMode', label: t('portal.licence.feeMode'), children: t(`portal.licence.feeMode.${licence.feeMode}`) },
    {
      key: 'annualFee',
      label: t('portal.licence.annualFee'),
      children: licence.annualFee === null ? '—' : licenceFormat.money(licence.annualFee),
    },
    {
      key: 'royaltyRate',
      label: t('portal.licence.royaltyRate'),
      children: licence.royaltyRate === null ? '—' : `${format.number(licence.royaltyRate)}%`,
    },
    { key: 'term', label: t('portal.licence.term'), children: licenceFormat.term(licence.termYears) },
    { key: 'declaredOn', label: t('portal.licence.declaredOn'), children: format.date(licence.declaredOn) },
    { key: 'validUntil', label: t('portal.licence.validUntil'), children: format.date(licence.validUntil) },
    { key: 'conditions', label: t('portal.licence.conditions'), children: licence.conditions || '—' },
  ];
  return <Descriptions size="small" bordered column={1} items={items} />;
}

/** Whom to contact about an offer: name, phone and e-mail as links that dial and write. */
export function LicenceContact({ licence }: { licence: OpenLicence }) {
  const { t } = useTranslation();
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('portal.licence.contactName'), children: licence.contactName },
    {
      key: 'phone',
      label: t('portal.licence.contactPhone'),
      children: licence.contactPhone ? <a href={telHref(licence.contactPhone)}>{licence.contactPhone}</a> : '—',
    },
    {
      key: 'email',
      label: t('portal.licence.contactEmail'),
      children: licence.contactEmail ? <a href={`mailto:${licence.contactEmail}`}>{licence.contactEmail}</a> : '—',
    },
  ];
  return <Descriptions size="small" bordered column={1} items={items} />;
}
