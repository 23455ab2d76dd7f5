import { type AdminRectification, type EvaluationCase, formatZonedTime } from '@cityip/contracts';
import { Button, Descriptions, type DescriptionsProps, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { followUpText, reasonsText, subjectName } from '../../portal/evaluations/evaluation-text.js';
import { LevelTag } from '../../portal/evaluations/level-tag.js';
import { caseStatusText } from '../../portal/evaluations/my-rating.js';
import { LoadFailedAlert } from '../layout/admin-list-page.js';
import { AnswerModal, VerifyModal } from './case-forms.js';
import { DueState } from './due-state.js';
import { raterText } from './evaluation-columns.js';
import { useEvaluationCase } from './evaluations-admin.api.js';

type Dialog = 'verify' | 'answer' | null;

function useReviewItems(data: EvaluationCase): DescriptionsProps['items'] {
  const { t, i18n } = useTranslation();
  const timeZone = useCityTimeZone();
  return [
    { key: 'target', label: t('evaluationAdmin.col.target'), children: t(`evaluation.target.${data.subject.target}`) },
    { key: 'subject', label: t('evaluationAdmin.col.subject'), children: subjectName(data.subject, t, i18n.language) },
    { key: 'level', label: t('evaluationAdmin.col.level'), children: <LevelTag level={data.level} /> },
    {
      key: 'reasons',
      label: t('evaluationAdmin.col.reasons'),
      children: reasonsText(data.reasons, t) || '—',
    },
    {
      key: 'comment',
      label: t('evaluation.mine.comment'),
      children: <span className="rating-text">{data.comment || '—'}</span>,
    },
    { key: 'rater', label: t('evaluationAdmin.col.rater'), children: raterText(data, t) },
    { key: 'at', label: t('evaluationAdmin.col.at'), children: formatZonedTime(data.createdAt, timeZone) },
    {
      key: 'completedAt',
      label: t('evaluationAdmin.case.completedAt'),
      children: data.completedAt ? formatZonedTime(data.completedAt, timeZone) : '—',
    },
  ];
}

function useCaseItems(rectification: AdminRectification): DescriptionsProps['items'] {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const time = (iso: string | null) => (iso ? formatZonedTime(iso, timeZone) : '—');
  const followUp = rectification.followUp
    ? t('evaluationAdmin.case.followUpAt', {
        text: followUpText(rectification, t),
        time: time(rectification.followUpAt),
      })
    : t(
        rectification.status === 'answered'
          ? 'evaluationAdmin.case.noFollowUp'
          : 'evaluationAdmin.case.followUpWaiting',
      );
  return [
    { key: 'status', label: t('evaluation.case.status'), children: caseStatusText(rectification, t) },
    { key: 'due', label: t('evaluation.case.due'), children: <DueState rectification={rectification} /> },
    { key: 'verifiedAt', label: t('evaluationAdmin.case.verifiedAt'), children: time(rectification.verifiedAt) },
    {
      key: 'verifyNote',
      label: t('evaluationAdmin.case.verifyNote'),
      children: <span className="rating-text">{rectification.verifyNote ?? '—'}</span>,
    },
    {
      key: 'outcome',
      label: t('evaluation.case.outcome'),
      children: rectification.outcome ? t(`evaluation.outcome.${rectification.outcome}`) : '—',
    },
    {
      key: 'answer',
      label: t('evaluation.case.answer'),
      children: <span className="rating-text">{rectification.answer ?? '—'}</span>,
    },
    { key: 'answeredAt', label: t('evaluation.case.answeredAt'), children: time(rectification.answeredAt) },
    { key: 'handler', label: t('evaluationAdmin.case.handler'), children: rectification.handlerName ?? '—' },
    { key: 'followUp', label: t('evaluationAdmin.case.followUp'), children: followUp },
  ];
}

function CaseBody({ data, rectification }: { data: EvaluationCase; rectification: AdminRectification | null }) {
  const { t } = useTranslation();
  const reviewItems = useReviewItems(data);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawer body scrolls and holds nothing focusable (the steps are in its header); keyboard users scroll it from here (axe scrollable-region-focusable).
    <section className="evaluation-case" tabIndex={0} aria-label={t('evaluationAdmin.case.review')}>
      <Flex vertical gap={16}>
        <section aria-labelledby="evaluation-case-review">
          <h2 id="evaluation-case-review" className="rating-heading">
            {t('evaluationAdmin.case.review')}
          </h2>
          <Descriptions column={1} bordered size="small" items={reviewItems} />
        </section>
        {rectification ? <CaseSection rectification={rectification} /> : null}
      </Flex>
    </section>
  );
}

function CaseSection({ rectification }: { rectification: AdminRectification }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="evaluation-case-rectification">
      <h2 id="evaluation-case-rectification" className="rating-heading">
        {t('evaluationAdmin.case.rectification')}
      </h2>
      <Descriptions column={1} bordered size="small" items={useCaseItems(rectification)} />
    </section>
  );
}

/**
 * A review for staff: what was rated, the level, reasons and words, who rated and when; for a bad
 * review the case with its deadline, verify (an open case) and answer (a verified one), and the
 * rater's follow-up once given.
 */
export function EvaluationCaseDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useEvaluationCase(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const data = detail.data;
  const rectification = data?.rectification ?? null;
  const name = data ? subjectName(data.subject, t, i18n.language) : '';
  const actions =
    rectification?.status === 'open' ? (
      <Button type="primary" onClick={() => setDialog('verify')}>
        {t('evaluationAdmin.verify.button')}
      </Button>
    ) : rectification?.status === 'verified' ? (
      <Button type="primary" onClick={() => setDialog('answer')}>
        {t('evaluationAdmin.answer.button')}
      </Button>
    ) : null;
  return (
    <ReturnFocusDrawer
      open
      title={data ? t('evaluationAdmin.case.title', { name }) : t('display.loading')}
      size="min(720px, 100vw)"
      onClose={onClose}
      extra={actions}
      destroyOnHidden
    >
      {detail.isPending && <Spin description={t('display.loading')} />}
      <LoadFailedAlert query={detail} fallback={t('evaluationAdmin.loadFailed')} />
      {data ? <CaseBody data={data} rectification={rectification} /> : null}
      {dialog === 'verify' ? <VerifyModal id={id} name={name} onClose={() => setDialog(null)} /> : null}
      {dialog === 'answer' ? <AnswerModal id={id} name={name} onClose={() => setDialog(null)} /> : null}
    </ReturnFocusDrawer>
  );
}
