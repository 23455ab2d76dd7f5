import { EMPTY_WEEK, OPENING_MODES, type OpeningSchedule } from '@cityip/contracts';
import { Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { WeeklyHoursEditor } from '../opening-times/weekly-hours-editor.js';

/** Props of {@link OpeningHoursField}; `value` and `onChange` come from antd's Form.Item. */
interface OpeningHoursFieldProps {
  id?: string;
  value?: OpeningSchedule;
  onChange?: (value: OpeningSchedule) => void;
  disabled?: boolean;
}

/**
 * Edits an outlet's timetable (opening-hours.ts): weekly hours with the column opening times'
 * editor, always open, or suspended. Problems are reported by the form item, with where they are.
 */
export function OpeningHoursField({ id, value, onChange, disabled }: OpeningHoursFieldProps) {
  const { t } = useTranslation();
  const schedule: OpeningSchedule = value ?? { mode: 'scheduled', weekly: EMPTY_WEEK };
  return (
    <Flex vertical gap={12} id={id}>
      <Radio.Group
        value={schedule.mode}
        disabled={disabled}
        onChange={(event) => onChange?.({ ...schedule, mode: event.target.value })}
        options={OPENING_MODES.map((mode) => ({ value: mode, label: t(`stations.hours.mode.${mode}`) }))}
        aria-label={t('stations.form.hoursMode')}
      />
      {schedule.mode === 'scheduled' && (
        <WeeklyHoursEditor
          value={schedule.weekly}
          onChange={(weekly) => onChange?.({ ...schedule, weekly })}
          errors={{}}
          disabled={disabled}
        />
      )}
    </Flex>
  );
}
