import { type AdminTalentDetail, formatTime } from '@cityip/contracts';
import { App, Button, Descriptions, type DescriptionsProps, Flex, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusPopconfirm } from '../../components/focus-popconfirm.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { useTalentFormat } from '../../portal/talent-pool/talent-format.js';
import { LoadFailedAlert } from '../layout/admin-list-page.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { TalentEditModal } from './talent-edit-modal.js';
import { TalentRejectModal } from './talent-reject-modal.js';
import { TalentStatusTag } from './talent-status-tag.js';
import { useTalentDecision, useTalentDetailForStaff } from './talents.api.js';

type Dialog = 'reject' | 'edit' | null;

function useDetailItems(data: AdminTalentDetail): DescriptionsProps['items'] {
  const { t } = useTranslation();
  const format = useTalentFormat();
  const row = (key: string, label: string, value: string | null | undefined) =>
    value ? [{ key, label, children: value }] : [];
  return [
    { key: 'status', label: t('talentAdmin.column.status'), children: <TalentStatusTag status={data.status} /> },
    {
      key: 'source',
      label: t('talentAdmin.column.source'),
      children: (
        <>
          {t(data.applied ? 'talentAdmin.source.applied' : 'talentAdmin.source.staff')}
          {data.demo ? <Tag color="warning">{t('talentPool.demo')}</Tag> : null}
        </>
      ),
    },
    ...row('accountEmail', t('talentAdmin.accountEmail'), data.accountEmail),
    ...row('organisation', t('talentPool.field.organisation'), data.organisation),
    {
      key: 'industries',
      label: t('talentPool.field.industries'),
      children: format.list(data.industries.map(format.industry)),
    },
    ...row('ipcSections', t('talentPool.field.ipcSections'), format.list(data.ipcSections.map(format.ipcSection))),
    {
      key: 'services',
      label: t('talentPool.field.services'),
      children: format.list(data.services.map(format.service)),
    },
    {
      key: 'qualifications',
      label: t('talentPool.field.qualifications'),
      children: data.qualifications.length
        ? data.qualifications.map((q) => (
            <div key={`${q.kind}-${q.number}`}>
              {format.qualification(q.kind)} {q.number}{' '}
              <Tag color={q.verified ? 'success' : 'default'}>
                {t(q.verified ? 'talentPool.verified' : 'talentPool.unverified')}
              </Tag>
            </div>
          ))
        : '—',
    },
    ...row('photo', t('talentPool.form.photo'), data.photo?.name),
    {
      key: 'acceptsContact',
      label: t('talentAdmin.acceptsContact'),
      children: t(data.acceptsContact ? 'talentAdmin.yes' : 'talentAdmin.no'),
    },
    ...row('phone', t('talentPool.form.phone'), data.phone),
    ...row('email', t('talentPool.form.email'), data.email),
    {
      key: 'profile',
      label: t('talentPool.field.profile'),
      children: <span className="talent-profile">{data.profile}</span>,
    },
    { key: 'updatedAt', label: t('talentAdmin.column.updatedAt'), children: formatTime(data.updatedAt) },
    ...row('reviewer', t('talentAdmin.reviewer'), data.reviewerName),
    ...row('rejectReason', t('talentAdmin.rejectReason'), data.rejectReason),
  ];
}

function DetailBody({ data }: { data: AdminTalentDetail }) {
  return <Descriptions column={1} bordered size="small" items={useDetailItems(data)} />;
}

/**
 * An entry for staff (the server logs this read): everything, phone and email included; approve
 * (after a confirmation) or reject with a reason while pending, take down while published, edit
 * and verify certificate numbers at any time.
 */
export function TalentDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const detail = useTalentDetailForStaff(id);
  const decide = useTalentDecision();
  const showFailure = useShowFailure();
  const [dialog, setDialog] = useState<Dialog>(null);
  const data = detail.data;
  const step = (which: 'approve' | 'take-down', done: string) =>
    decide.mutateAsync({ id, step: which }).then(() => message.success(t(done)), showFailure);

  const actions = data && (
    <Flex gap={8} wrap>
      {data.status === 'pending' ? (
        <>
          <FocusPopconfirm
            title={t('talentAdmin.approve.confirm', { name: data.name })}
            okText={t('talentAdmin.approve.ok')}
            cancelText={t('common.cancel')}
            onConfirm={() => step('approve', 'success.talentApproved')}
          >
            <Button type="primary" loading={decide.isPending}>
              {t('talentAdmin.approve.button')}
            </Button>
          </FocusPopconfirm>
          <Button danger onClick={() => setDialog('reject')}>
            {t('talentAdmin.reject.button')}
          </Button>
        </>
      ) : null}
      {data.status === 'published' ? (
        <FocusPopconfirm
          title={t('talentAdmin.takeDown.confirm', { name: data.name })}
          okText={t('talentAdmin.takeDown.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => step('take-down', 'success.talentTakenDown')}
        >
          <Button danger loading={decide.isPending}>
            {t('talentAdmin.takeDown.button')}
          </Button>
        </FocusPopconfirm>
      ) : null}
      <Button onClick={() => setDialog('edit')}>{t('talentAdmin.edit')}</Button>
    </Flex>
  );

  return (
    <ReturnFocusDrawer
      open
      title={data?.name ?? t('talentAdmin.detailTitle')}
      size="min(720px, 100vw)"
      onClose={onClose}
      extra={actions}
      destroyOnHidden
    >
      {detail.isPending && <Spin description={t('display.loading')} />}
      <LoadFailedAlert query={detail} fallback={t('talentAdmin.loadFailed')} />
      {data && <DetailBody data={data} />}
      {data && dialog === 'reject' ? (
        <TalentRejectModal id={id} name={data.name} onClose={() => setDialog(null)} />
      ) : null}
      {data && dialog === 'edit' ? <TalentEditModal entry={data} onClose={() => setDialog(null)} /> : null}
    </ReturnFocusDrawer>
  );
}
