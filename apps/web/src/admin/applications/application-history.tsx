import { type ApplicationEvent, formatZonedTime, statusLabelKey } from '@cityip/contracts';
import { Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';

/** Dot colours: staff refusing or returning stands out from the ordinary steps. */
const EVENT_COLORS: Partial<Record<ApplicationEvent['action'], string>> = {
  reject: 'red',
  return: 'orange',
  complete: 'green',
  assign: 'gray',
};

/** The application's history, oldest first: what happened, who, when, the state change and the comment. */
export function ApplicationHistory({ history }: { history: readonly ApplicationEvent[] }) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const status = (value: ApplicationEvent['to']) => t(statusLabelKey(value));
  const actor = (event: ApplicationEvent) =>
    event.actor.name ?? t(event.actor.staff ? 'applicationAdmin.history.staff' : 'applicationAdmin.history.applicant');

  return (
    <Timeline
      items={history.map((event) => ({
        key: event.id,
        color: EVENT_COLORS[event.action] ?? 'blue',
        content: (
          <Flex vertical gap={2}>
            <Typography.Text strong>{t(`applicationAdmin.event.${event.action}`)}</Typography.Text>
            <Typography.Text type="secondary">
              {t('applicationAdmin.history.byAt', { actor: actor(event), time: formatZonedTime(event.at, timeZone) })}
            </Typography.Text>
            {event.from !== event.to && (
              <span>
                {event.from
                  ? t('applicationAdmin.history.change', { from: status(event.from), to: status(event.to) })
                  : status(event.to)}
              </span>
            )}
            {event.comment && (
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {t('applicationAdmin.history.comment', { comment: event.comment })}
              </span>
            )}
          </Flex>
        ),
      }))}
    />
  );
}
