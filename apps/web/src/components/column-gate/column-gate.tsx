import { Code, type ColumnKey, type ColumnStatus, columnOf } from '@cityip/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { COLUMN_STATUS_KEY, useCityTimeZone, useColumnStatus } from './column-status.api.js';
import { cityTimeText, weeklyHoursText } from './opening-hours-text.js';

/** Why a column is closed, its next opening (city time) and its hours, as a warning. */
export function ColumnClosedNotice({ status }: { status: ColumnStatus }) {
  const { t, i18n } = useTranslation();
  const timeZone = useCityTimeZone();
  const english = i18n.language === 'en-US';
  const column = columnOf(status.key);
  const own = english ? status.messageEn || status.message : status.message;
  const message = own || t(status.reason === 'suspended' ? 'columnGate.suspended' : 'columnGate.outsideHours');
  const next = status.nextOpenAt ? cityTimeText(status.nextOpenAt, timeZone, i18n.language) : null;
  const hours = status.mode === 'scheduled' ? weeklyHoursText(status.weekly, t) : '';
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      className="column-closed-notice"
      title={t('columnGate.closedTitle', { column: english ? column.nameEn : column.name })}
      description={
        <>
          <p style={{ margin: 0 }}>{message}</p>
          {next && (
            <p style={{ margin: 0 }}>
              {timeZone === 'Asia/Shanghai'
                ? t('columnGate.nextOpen', { time: next })
                : t('columnGate.nextOpenZone', { time: next, zone: timeZone })}
            </p>
          )}
          {hours && <p style={{ margin: 0 }}>{t('columnGate.hours', { hours })}</p>}
        </>
      }
    />
  );
}

/**
 * Whether a column's forms may be shown: open, or its state unknown (the server still refuses a
 * submission to a closed column, so an unreadable state must not lock citizens out).
 */
export function useColumnOpen(column: ColumnKey): {
  open: boolean;
  pending: boolean;
  status: ColumnStatus | undefined;
} {
  const { status, pending } = useColumnStatus(column);
  return { open: !status || status.open, pending, status };
}

/** Shows `children` (a column's form) while the column is open, else the closure notice. */
export function ColumnGate({ column, children }: { column: ColumnKey; children: ReactNode }) {
  const { t } = useTranslation();
  const { open, pending, status } = useColumnOpen(column);
  if (pending) return <Spin description={t('columnGate.checking')} />;
  if (!open && status) return <ColumnClosedNotice status={status} />;
  return <>{children}</>;
}

/** Whether a failed call was refused because the column had closed meanwhile (HTTP 423). */
export function isColumnClosedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === Code.LOCKED;
}

/** Re-reads the columns' states, e.g. after a 423 refusal, so the page shows the notice. */
export function useRefreshColumnStatuses(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: COLUMN_STATUS_KEY });
}
