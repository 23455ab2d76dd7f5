import { formatZonedTime, type MyEvaluation, type RectificationView } from '@cityip/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { followUpText, reasonsText } from './evaluation-text.js';
import { FollowUpForm } from './follow-up-form.js';
import { Heading, type HeadingLevel, nextLevel } from './heading.js';
import { LevelTag } from './level-tag.js';

/** The state of a rectification case in the citizen's words: received, being rectified, answered. */
export function caseStatusText(rectification: RectificationView, t: (key: string) => string): string {
  return t(`evaluation.case.status.${rectification.status}`);
}

/** The rectification case of a bad review: its state, deadline, the answer and the follow-up given. */
function CaseView({ rectification }: { rectification: RectificationView }) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const time = (iso: string) => formatZonedTime(iso, timeZone);
  const items: DescriptionsProps['items'] = [
    { key: 'status', label: t('evaluation.case.status'), children: caseStatusText(rectification, t) },
  ];
  if (rectification.status !== 'answered') {
    items.push({
      key: 'due',
      label: t('evaluation.case.due'),
      children: t('evaluation.case.dueText', { time: time(rectification.dueAt) }),
    });
  }
  if (rectification.outcome) {
    items.push({
      key: 'outcome',
      label: t('evaluation.case.outcome'),
      children: t(`evaluation.outcome.${rectification.outcome}`),
    });
  }
  if (rectification.answer) {
    items.push({
      key: 'answer',
      label: t('evaluation.case.answer'),
      children: <span className="rating-text">{rectification.answer}</span>,
    });
  }
  if (rectification.answeredAt) {
    items.push({ key: 'answeredAt', label: t('evaluation.case.answeredAt'), children: time(rectification.answeredAt) });
  }
  if (rectification.followUp) {
    items.push({ key: 'followUp', label: t('evaluation.case.followUp'), children: followUpText(rectification, t) });
  }
  return <Descriptions size="small" column={1} items={items} />;
}

interface MyRatingProps {
  review: MyEvaluation;
  /** A visitor's consultation look-up, which the follow-up needs in place of a login. */
  lookupToken?: string;
  /** The level of the case's heading (and the follow-up's one below it), after the headings around. */
  headingLevel: HeadingLevel;
}

/**
 * The rater's own review: level, reasons, words and time; for a bad review the rectification case
 * and, once staff answered, the follow-up form (given once).
 */
export function MyRating({ review, lookupToken, headingLevel }: MyRatingProps) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const caseId = useId();
  const items: DescriptionsProps['items'] = [
    { key: 'level', label: t('evaluation.mine.level'), children: <LevelTag level={review.level} /> },
  ];
  if (review.reasons.length > 0) {
    items.push({
      key: 'reasons',
      label: t('evaluation.mine.reasons'),
      children: reasonsText(review.reasons, t),
    });
  }
  if (review.comment) {
    items.push({
      key: 'comment',
      label: t('evaluation.mine.comment'),
      children: <span className="rating-text">{review.comment}</span>,
    });
  }
  items.push({ key: 'at', label: t('evaluation.mine.at'), children: formatZonedTime(review.createdAt, timeZone) });
  return (
    <div className="my-rating">
      <Descriptions size="small" column={1} items={items} />
      {review.rectification ? (
        <section aria-labelledby={caseId}>
          <Heading level={headingLevel} id={caseId}>
            {t('evaluation.case.title')}
          </Heading>
          <CaseView rectification={review.rectification} />
          {review.canFollowUp ? (
            <FollowUpForm evaluationId={review.id} lookupToken={lookupToken} headingLevel={nextLevel(headingLevel)} />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
