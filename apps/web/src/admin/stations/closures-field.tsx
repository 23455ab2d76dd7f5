import type { ClosurePeriod } from '@cityip/contracts';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Edits holiday and temporary closures: each a start and an end as local date-times of the city
 * (`YYYY-MM-DDTHH:mm`, what the browser's date-time input gives), closed from start until end.
 */
export function ClosuresField({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: ClosurePeriod[];
  onChange?: (value: ClosurePeriod[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const closures = value ?? [];
  const set = (index: number, changes: Partial<ClosurePeriod>) =>
    onChange?.(closures.map((closure, i) => (i === index ? { ...closure, ...changes } : closure)));
  return (
    <Flex vertical gap={8} id={id}>
      {closures.length === 0 && <Typography.Text type="secondary">{t('stations.closures.none')}</Typography.Text>}
      {closures.map((closure, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their order is their identity.
        <Flex key={index} gap={8} align="center" wrap>
          <Input
            type="datetime-local"
            value={closure.start}
            disabled={disabled}
            aria-label={t('stations.closures.start', { index: index + 1 })}
            onChange={(event) => set(index, { start: event.target.value })}
            style={{ width: 210 }}
          />
          <span>{t('stations.closures.until')}</span>
          <Input
            type="datetime-local"
            value={closure.end}
            disabled={disabled}
            aria-label={t('stations.closures.end', { index: index + 1 })}
            onChange={(event) => set(index, { end: event.target.value })}
            style={{ width: 210 }}
          />
          <Button
            size="small"
            type="text"
            danger
            disabled={disabled}
            aria-label={t('stations.closures.remove', { index: index + 1 })}
            onClick={() => onChange?.(closures.filter((_, i) => i !== index))}
          >
            {t('stations.hours.removeShort')}
          </Button>
        </Flex>
      ))}
      <div>
        <Button
          size="small"
          disabled={disabled || closures.length >= 50}
          onClick={() => onChange?.([...closures, { start: '', end: '' }])}
        >
          {t('stations.closures.add')}
        </Button>
      </div>
    </Flex>
  );
}
