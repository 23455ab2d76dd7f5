import { type AdminEvaluation, formatZonedTime } from '@cityip/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { reasonsText, subjectName } from '../../portal/evaluations/evaluation-text.js';
import { LevelTag } from '../../portal/evaluations/level-tag.js';
import { caseStatusText } from '../../portal/evaluations/my-rating.js';
import { RowActionButton } from '../shared/row-actions.js';
import { DueState } from './due-state.js';

/** Who rated: the account's name, or a visitor who rated a consultation reply through the look-up. */
export function raterText(review: AdminEvaluation, t: (key: string) => string): string {
  return review.rater.visitor ? t('evaluationAdmin.visitor') : (review.rater.name ?? '—');
}

/**
 * The columns both tabs share: what was rated, the level and reasons, who and when, the case and
 * its deadline, and the row's action, which opens the case (`handle` in the queue, `view` in the list).
 */
export function useEvaluationColumns(action: 'view' | 'handle', open: (id: string) => void) {
  const { t, i18n } = useTranslation();
  const timeZone = useCityTimeZone();
  const name = (row: AdminEvaluation) => subjectName(row.subject, t, i18n.language);
  const columns: TableColumnsType<AdminEvaluation> = [
    {
      key: 'target',
      title: t('evaluationAdmin.col.target'),
      render: (_, row) => t(`evaluation.target.${row.subject.target}`),
    },
    { key: 'subject', title: t('evaluationAdmin.col.subject'), render: (_, row) => name(row) },
    { key: 'level', title: t('evaluationAdmin.col.level'), render: (_, row) => <LevelTag level={row.level} /> },
    {
      key: 'reasons',
      title: t('evaluationAdmin.col.reasons'),
      render: (_, row) => reasonsText(row.reasons, t) || '—',
    },
    { key: 'rater', title: t('evaluationAdmin.col.rater'), render: (_, row) => raterText(row, t) },
    { key: 'at', title: t('evaluationAdmin.col.at'), render: (_, row) => formatZonedTime(row.createdAt, timeZone) },
    {
      key: 'case',
      title: t('evaluationAdmin.col.case'),
      render: (_, row) => (row.rectification ? caseStatusText(row.rectification, t) : t('evaluationAdmin.noCase')),
    },
    {
      key: 'due',
      title: t('evaluationAdmin.col.due'),
      render: (_, row) =>
        row.rectification ? <DueState rectification={row.rectification} /> : t('evaluationAdmin.noCase'),
    },
    {
      key: 'actions',
      title: t('evaluationAdmin.col.actions'),
      fixed: 'end',
      render: (_, row) => (
        <RowActionButton label={t(`evaluationAdmin.${action}Label`, { name: name(row) })} onClick={() => open(row.id)}>
          {t(`evaluationAdmin.${action}`)}
        </RowActionButton>
      ),
    },
  ];
  return columns;
}
