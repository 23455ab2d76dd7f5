import { type AdminConsultDetail, formatFileSize, formatTime } from '@cityip/contracts';
import { App, Button, Descriptions, type DescriptionsProps, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusPopconfirm } from '../../components/focus-popconfirm.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { consultHref, useConsultFormat } from '../../portal/consult/consult-format.js';
import { LoadFailedAlert } from '../layout/admin-list-page.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { ConsultHistory } from './consult-history.js';
import { ConsultStatusTag, DeadlineTag } from './consult-tags.js';
import { downloadConsultFile, useConsultDetail, usePublishConsultation } from './consultations.api.js';
import { FaqModal } from './faq-modal.js';
import { HandlerModal } from './handler-modal.js';
import { TextStepModal } from './text-step-modal.js';
import { WordingModal } from './wording-modal.js';

type Dialog = 'assign' | 'forward' | 'reply' | 'reject' | 'wording' | 'faq' | null;

function useDetailItems(data: AdminConsultDetail): DescriptionsProps['items'] {
  const { t } = useTranslation();
  const format = useConsultFormat();
  const showFailure = useShowFailure();
  const field = (key: string) => t(`consultAdmin.field.${key}`);
  const yesNo = (value: boolean) => t(value ? 'consult.publishable.yes' : 'consult.publishable.no');
  return [
    { key: 'queryNo', label: field('queryNo'), children: data.queryNo },
    { key: 'status', label: field('status'), children: <ConsultStatusTag status={data.status} /> },
    { key: 'category', label: field('category'), children: format.category(data.category) },
    {
      key: 'asker',
      label: field('asker'),
      children: `${data.askerName}（${t(data.askerRegistered ? 'consultAdmin.asker.registered' : 'consultAdmin.asker.visitor')}）`,
    },
    {
      key: 'contact',
      label: field('contact'),
      children: `${t(`consult.channel.${data.contactChannel}`)}：${data.contact}`,
    },
    { key: 'locale', label: field('locale'), children: t(`consultAdmin.locale.${data.locale}`) },
    { key: 'receivedAt', label: field('receivedAt'), children: formatTime(data.receivedAt) },
    {
      key: 'dueAt',
      label: field('dueAt'),
      children: (
        <>
          {data.dueDate} <DeadlineTag deadline={data.deadline} />
        </>
      ),
    },
    { key: 'handler', label: field('handler'), children: data.handlerName ?? t('consultAdmin.unassigned') },
    { key: 'publishable', label: field('publishable'), children: yesNo(data.publishable) },
    { key: 'published', label: field('published'), children: yesNo(data.published) },
    { key: 'title', label: field('title'), children: data.title },
    { key: 'question', label: field('question'), children: <span className="consult-text">{data.question}</span> },
    ...(data.files.length > 0
      ? [
          {
            key: 'files',
            label: field('files'),
            children: (
              <Flex vertical align="start">
                {data.files.map((file) => (
                  <Button
                    key={file.id}
                    type="link"
                    size="small"
                    onClick={() => downloadConsultFile(data.id, file).catch(showFailure)}
                  >
                    {file.name}（{formatFileSize(file.size)}）
                  </Button>
                ))}
              </Flex>
            ),
          },
        ]
      : []),
    ...(data.reply
      ? [
          { key: 'reply', label: field('reply'), children: <span className="consult-text">{data.reply}</span> },
          {
            key: 'repliedAt',
            label: field('repliedAt'),
            children: `${formatTime(data.repliedAt)}${data.repliedByName ? ` · ${data.repliedByName}` : ''}`,
          },
        ]
      : []),
    ...(data.rejectReason ? [{ key: 'rejectReason', label: field('rejectReason'), children: data.rejectReason }] : []),
    ...(data.published
      ? [
          { key: 'publicTitle', label: field('publicTitle'), children: data.publicTitle },
          {
            key: 'publicQuestion',
            label: field('publicQuestion'),
            children: <span className="consult-text">{data.publicQuestion}</span>,
          },
        ]
      : []),
  ];
}

function DetailBody({ data }: { data: AdminConsultDetail }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawer body scrolls and may hold nothing focusable (the steps are in its header); keyboard users scroll it from here (axe scrollable-region-focusable).
    <section className="consult-admin-detail" tabIndex={0} aria-label={t('consultAdmin.detailTitle')}>
      <Flex vertical gap={16}>
        <Descriptions column={1} bordered size="small" items={useDetailItems(data)} />
        {data.published ? (
          <a href={consultHref(data.id)} target="_blank" rel="noreferrer">
            {t('consultAdmin.publicPage')}
          </a>
        ) : null}
        {data.faqIds.length > 0 ? (
          <p>
            {t('consultAdmin.faqMade')}{' '}
            {data.faqIds.map((faqId, index) => (
              <a key={faqId} href={consultHref(faqId, 'faq')} target="_blank" rel="noreferrer">
                {t('consultAdmin.faqLink', { index: index + 1 })}
              </a>
            ))}
          </p>
        ) : null}
        <ConsultHistory events={data.events} />
      </Flex>
    </section>
  );
}

/** The step buttons a question's state allows. */
function DrawerActions({ data, open }: { data: AdminConsultDetail; open: (dialog: Dialog) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const publish = usePublishConsultation();
  const handling = data.status === 'received' || data.status === 'assigned';
  const replied = data.status === 'replied';
  const setPublished = (next: boolean) =>
    publish
      .mutateAsync({ id: data.id, publish: next })
      .then(() => message.success(t(next ? 'success.consultPublished' : 'success.consultUnpublished')), showFailure);
  return (
    <Flex gap={8} wrap>
      {handling ? (
        <>
          <Button type="primary" onClick={() => open('reply')}>
            {t('consultAdmin.action.reply')}
          </Button>
          <Button onClick={() => open(data.handlerId ? 'forward' : 'assign')}>
            {t(data.handlerId ? 'consultAdmin.action.forward' : 'consultAdmin.action.assign')}
          </Button>
          <Button danger onClick={() => open('reject')}>
            {t('consultAdmin.action.reject')}
          </Button>
        </>
      ) : null}
      {replied && data.publishable ? (
        <FocusPopconfirm
          title={t(data.published ? 'consultAdmin.unpublishConfirm' : 'consultAdmin.publishConfirm')}
          okText={t(data.published ? 'consultAdmin.action.unpublish' : 'consultAdmin.action.publish')}
          cancelText={t('common.cancel')}
          onConfirm={() => void setPublished(!data.published)}
        >
          <Button type={data.published ? 'default' : 'primary'} loading={publish.isPending}>
            {t(data.published ? 'consultAdmin.action.unpublish' : 'consultAdmin.action.publish')}
          </Button>
        </FocusPopconfirm>
      ) : null}
      {replied && data.publishable ? (
        <Button onClick={() => open('wording')}>{t('consultAdmin.action.wording')}</Button>
      ) : null}
      {replied ? <Button onClick={() => open('faq')}>{t('consultAdmin.action.faq')}</Button> : null}
    </Flex>
  );
}

/**
 * A question for its handler: everything asked (the contact too: the view is logged), the files,
 * the reply and the history; the steps its state allows: reply, assign or forward, close as not
 * a consultation, publish or take off the site, edit the published wording, make a FAQ entry.
 */
export function ConsultAdminDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useConsultDetail(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const data = detail.data;
  const close = () => setDialog(null);
  return (
    <ReturnFocusDrawer
      open
      title={data?.title ?? t('consultAdmin.detailTitle')}
      size="min(760px, 100vw)"
      onClose={onClose}
      extra={data ? <DrawerActions data={data} open={setDialog} /> : null}
      destroyOnHidden
    >
      {detail.isPending && <Spin description={t('display.loading')} />}
      <LoadFailedAlert query={detail} fallback={t('consultAdmin.loadFailed')} />
      {data && <DetailBody data={data} />}
      {data && (dialog === 'assign' || dialog === 'forward') ? (
        <HandlerModal id={id} title={data.title} step={dialog} currentHandlerId={data.handlerId} onClose={close} />
      ) : null}
      {data && (dialog === 'reply' || dialog === 'reject') ? (
        <TextStepModal id={id} title={data.title} step={dialog} question={data.question} onClose={close} />
      ) : null}
      {data && dialog === 'wording' ? <WordingModal data={data} onClose={close} /> : null}
      {data && dialog === 'faq' ? (
        <FaqModal
          from="consultation"
          id={id}
          initial={{ category: data.category, question: data.publicTitle, answer: data.reply ?? '' }}
          onClose={close}
        />
      ) : null}
    </ReturnFocusDrawer>
  );
}
