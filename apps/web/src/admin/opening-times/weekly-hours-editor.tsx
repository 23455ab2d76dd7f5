import { type OpeningInterval, WEEKDAYS, type Weekday, type WeeklySchedule } from '@cityip/contracts';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './opening-times.css';

/** The hours most government windows keep, offered as a one-click start. */
export const OFFICE_HOURS: OpeningInterval[] = [
  { start: '09:00', end: '12:00' },
  { start: '13:30', end: '17:30' },
];

interface WeeklyHoursEditorProps {
  value: WeeklySchedule;
  onChange: (value: WeeklySchedule) => void;
  /** Errors by path below `weekly` (`mon.1.start`), already translated. */
  errors: Record<string, string>;
  disabled?: boolean;
}

/**
 * The opening periods of each day: start and end as `HH:mm` (24-hour; `24:00` ends a day), any
 * number of periods per day, a preset for office hours and a copy of Monday to the working week.
 */
export function WeeklyHoursEditor({ value, onChange, errors, disabled }: WeeklyHoursEditorProps) {
  const { t } = useTranslation();
  const setDay = (day: Weekday, intervals: OpeningInterval[]) => onChange({ ...value, [day]: intervals });
  const setBound = (day: Weekday, index: number, bound: 'start' | 'end', time: string) =>
    setDay(
      day,
      value[day].map((interval, i) => (i === index ? { ...interval, [bound]: time.trim() } : interval)),
    );
  const workingWeek = (intervals: OpeningInterval[]) =>
    onChange({ ...value, mon: intervals, tue: intervals, wed: intervals, thu: intervals, fri: intervals });

  return (
    <fieldset className="weekly-hours" disabled={disabled}>
      <legend>{t('openingTimes.form.weekly')}</legend>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => workingWeek(OFFICE_HOURS)}>
          {t('openingTimes.form.presetOffice')}
        </Button>
        <Button size="small" onClick={() => workingWeek(value.mon)} disabled={value.mon.length === 0}>
          {t('openingTimes.form.copyMonday')}
        </Button>
      </Flex>
      {WEEKDAYS.map((day) => {
        const dayName = t(`columnGate.weekday.${day}`);
        return (
          <fieldset key={day} className="weekly-hours-day">
            <legend className="weekly-hours-label">{dayName}</legend>
            <Flex vertical gap={6} style={{ flex: 1 }}>
              {value[day].length === 0 && (
                <Typography.Text type="secondary">{t('openingTimes.form.closedDay')}</Typography.Text>
              )}
              {value[day].map((interval, index) => {
                const label = (bound: 'start' | 'end') =>
                  t(`openingTimes.form.${bound}Label`, { day: dayName, index: index + 1 });
                const error = errors[`${day}.${index}.start`] ?? errors[`${day}.${index}.end`];
                const boundInput = (bound: 'start' | 'end', placeholder: string) => (
                  <Input
                    aria-label={label(bound)}
                    value={interval[bound]}
                    onChange={(e) => setBound(day, index, bound, e.target.value)}
                    placeholder={placeholder}
                    maxLength={5}
                    style={{ width: 88 }}
                    status={error ? 'error' : undefined}
                  />
                );
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: periods have no identity beyond their place.
                  <div key={index}>
                    <Flex gap={8} align="center" wrap>
                      {boundInput('start', '09:00')}
                      <span aria-hidden="true">–</span>
                      {boundInput('end', '17:30')}
                      <Button
                        type="link"
                        danger
                        size="small"
                        onClick={() =>
                          setDay(
                            day,
                            value[day].filter((_, i) => i !== index),
                          )
                        }
                        aria-label={t('openingTimes.form.removeLabel', { day: dayName, index: index + 1 })}
                      >
                        {t('openingTimes.form.remove')}
                      </Button>
                    </Flex>
                    {error && (
                      <Typography.Text type="danger" role="alert">
                        {error}
                      </Typography.Text>
                    )}
                  </div>
                );
              })}
              {errors[day] && (
                <Typography.Text type="danger" role="alert">
                  {errors[day]}
                </Typography.Text>
              )}
            </Flex>
            <Button
              size="small"
              onClick={() => setDay(day, [...value[day], { start: '', end: '' }])}
              disabled={value[day].length >= 6}
              aria-label={t('openingTimes.form.addLabel', { day: dayName })}
            >
              {t('openingTimes.form.add')}
            </Button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
