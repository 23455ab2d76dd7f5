import '../../portal/evaluations/evaluations.css';
import { type AdminRectification, formatZonedTime } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';

/**
 * A case's deadline: the time, and in words whether it is due within the next working day (amber)
 * or past (red); the colour only repeats the words. An answered case says so instead.
 */
export function DueState({ rectification }: { rectification: AdminRectification }) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  if (rectification.status === 'answered') return <>{t('evaluationAdmin.due.answered')}</>;
  const state = rectification.overdue ? 'overdue' : rectification.dueSoon ? 'soon' : null;
  return (
    <>
      {t('evaluationAdmin.due.time', { time: formatZonedTime(rectification.dueAt, timeZone) })}
      {state ? (
        <>
          {' '}
          <span className={`due-state due-state--${state}`}>{t(`evaluationAdmin.due.${state}`)}</span>
        </>
      ) : null}
    </>
  );
}
