import { formatTime, type IdentityStatus, type MyIdentity } from '@cityip/contracts';
import { Descriptions, type DescriptionsProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<IdentityStatus, string> = {
  none: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** The status of a real-name authentication as a coloured tag. */
export function IdentityStatusTag({ status }: { status: IdentityStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`selfService.identity.status.${status}`)}</Tag>;
}

/** One's submitted authentication: kind, status and the data, ID number and phone masked. */
export function IdentitySummary({ identity }: { identity: MyIdentity }) {
  const { t } = useTranslation();
  const company = identity.kind === 'company';
  const row = (key: string, label: string, value: string | null | undefined) =>
    value ? [{ key, label, children: value }] : [];
  const items: DescriptionsProps['items'] = [
    {
      key: 'kind',
      label: t('selfService.identity.kind'),
      children: identity.kind ? t(`selfService.identity.kind.${identity.kind}`) : '-',
    },
    {
      key: 'status',
      label: t('selfService.identity.statusLabel'),
      children: <IdentityStatusTag status={identity.status} />,
    },
    ...row('name', t(company ? 'selfService.company.name' : 'selfService.person.realName'), identity.name),
    ...row('idNumber', t('selfService.person.idNumber'), identity.idNumberMasked),
    ...row('creditCode', t('selfService.company.creditCode'), identity.creditCode),
    ...row('legalRepresentative', t('selfService.company.legalRepresentative'), identity.legalRepresentative),
    ...row('contactName', t('selfService.company.contactName'), identity.contactName),
    ...row('phone', t(company ? 'selfService.company.contactPhone' : 'selfService.person.phone'), identity.phoneMasked),
    ...row('license', t('selfService.company.license'), identity.license?.name),
    ...row(
      'submittedAt',
      t('selfService.identity.submittedAt'),
      identity.submittedAt && formatTime(identity.submittedAt),
    ),
    ...row('reviewedAt', t('selfService.identity.reviewedAt'), identity.reviewedAt && formatTime(identity.reviewedAt)),
    ...row('rejectReason', t('selfService.identity.rejectReason'), identity.rejectReason),
  ];
  return <Descriptions column={1} bordered size="small" items={items} />;
}
