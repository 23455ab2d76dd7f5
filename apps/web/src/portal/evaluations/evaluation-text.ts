import {
  type BadReviewReason,
  EVALUATION_LEVEL_NAMES,
  type EvaluationLevel,
  type EvaluationSubject,
  type RectificationView,
} from '@cityip/contracts';
import type { TFunction } from 'i18next';
import { kindName } from '../applications/kind-text.js';

/** A level's name (非常满意 … 非常不满意) in the UI language. */
export function levelName(level: EvaluationLevel, t: TFunction): string {
  return t(`evaluation.level.${EVALUATION_LEVEL_NAMES[level]}`);
}

/**
 * What a review is about, as one line: an application's kind and receipt number, a question's
 * title (or query number), an outlet's name; a thing deleted since shows as such.
 */
export function subjectName(subject: EvaluationSubject, t: TFunction, language: string): string {
  const label = subject.label ?? t('evaluation.subject.unnamed');
  if (subject.target === 'application') {
    return subject.service ? `${kindName(subject.service, language)} ${label}` : label;
  }
  if (subject.target === 'consultation') return subject.title ?? label;
  return label;
}

/** The reasons of a bad review as one line, separated as the UI language separates a list. */
export function reasonsText(reasons: readonly BadReviewReason[], t: TFunction): string {
  return reasons.map((reason) => t(`evaluation.reason.${reason}`)).join(t('evaluation.separator'));
}

/** The rater's follow-up as one line: resolved or not, with the remark if any; empty before it is given. */
export function followUpText(rectification: RectificationView, t: TFunction): string {
  if (!rectification.followUp) return '';
  const answer = t(`evaluation.followUp.${rectification.followUp}`);
  const note = rectification.followUpNote;
  return note ? t('evaluation.followUp.withNote', { answer, note }) : answer;
}
