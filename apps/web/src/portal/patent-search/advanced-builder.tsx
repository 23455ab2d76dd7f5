import { FIELD_CODES, FIELDS, type FieldCode, LEGAL_STATUSES, PATENT_TYPES } from '@cityip/patent-query';
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { type BuilderRow, newRow, ROW_OPERATORS, rowsExpression } from './builder-rows.js';

const DATE = 'YYYY-MM-DD';
type Option = { value: string; label: string };

/** The values an enum field offers: the expression takes the Chinese name, the reader sees their language's. */
function useEnumOptions(): Record<'PT' | 'LS' | 'DI' | 'IND', Option[]> {
  const { i18n } = useTranslation();
  const config = useRuntimeConfig();
  const english = i18n.language === 'en-US';
  const named = (list: readonly { zh: string; en: string }[]) =>
    list.map((item) => ({ value: item.zh, label: english ? item.en : item.zh }));
  return {
    PT: named(PATENT_TYPES),
    LS: named(LEGAL_STATUSES),
    DI: named((config?.districts ?? []).map((d) => ({ zh: d.name, en: d.nameEn }))),
    IND: named((config?.industries ?? []).map((i) => ({ zh: i.name, en: i.nameEn }))),
  };
}

function RowValue({ row, index, onChange }: { row: BuilderRow; index: number; onChange: (row: BuilderRow) => void }) {
  const { t } = useTranslation();
  const enumOptions = useEnumOptions();
  const label = t('portal.patent.builder.value', { row: index + 1 });
  const kind = FIELDS[row.field].kind;
  if (kind === 'date') {
    return (
      <DatePicker.RangePicker
        className="builder-value"
        allowEmpty={[true, true]}
        value={[row.from ? dayjs(row.from) : null, row.to ? dayjs(row.to) : null]}
        onChange={(dates) =>
          onChange({ ...row, from: dates?.[0]?.format(DATE) ?? null, to: dates?.[1]?.format(DATE) ?? null })
        }
        aria-label={label}
      />
    );
  }
  if (kind === 'enum') {
    return (
      <Select
        className="builder-value"
        mode="multiple"
        allowClear
        value={row.values}
        options={enumOptions[row.field as keyof typeof enumOptions]}
        onChange={(values: string[]) => onChange({ ...row, values })}
        aria-label={label}
        placeholder={t('portal.patent.builder.choose')}
      />
    );
  }
  return (
    <Input
      className="builder-value"
      value={row.text}
      maxLength={500}
      onChange={(event) => onChange({ ...row, text: event.target.value })}
      aria-label={label}
      placeholder={t(`portal.patent.builder.placeholder.${kind}`)}
    />
  );
}

/**
 * The field-by-field builder: rows of field, value and operator (and/or/not), written into the
 * expression editor on request, where the user can still edit the result.
 */
export function AdvancedBuilder({ onWrite }: { onWrite: (expression: string) => void }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<BuilderRow[]>(() => [newRow('TI'), newRow('AB', 'or'), newRow('PA')]);
  const english = i18n.language === 'en-US';
  const fieldOptions = FIELD_CODES.map((code) => ({
    value: code,
    label: `${code} ${english ? FIELDS[code].en : FIELDS[code].zh}`,
  }));
  const replace = (next: BuilderRow) => setRows((list) => list.map((row) => (row.key === next.key ? next : row)));
  const expression = rowsExpression(rows);

  return (
    <fieldset className="builder">
      <legend>{t('portal.patent.builder.title')}</legend>
      <ol className="builder-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="builder-row">
            {index === 0 ? (
              <span className="builder-operator builder-operator--first" />
            ) : (
              <Select
                className="builder-operator"
                value={row.operator}
                options={ROW_OPERATORS.map((op) => ({ value: op, label: t(`portal.patent.builder.op.${op}`) }))}
                onChange={(operator) => replace({ ...row, operator })}
                aria-label={t('portal.patent.builder.operator', { row: index + 1 })}
              />
            )}
            <Select
              className="builder-field"
              value={row.field}
              options={fieldOptions}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(field: FieldCode) => replace({ ...newRow(field, row.operator), key: row.key })}
              aria-label={t('portal.patent.builder.field', { row: index + 1 })}
            />
            <RowValue row={row} index={index} onChange={replace} />
            <Button
              onClick={() => setRows((list) => list.filter((item) => item.key !== row.key))}
              disabled={rows.length === 1}
              aria-label={t('portal.patent.builder.remove', { row: index + 1 })}
            >
              {t('portal.patent.builder.removeShort')}
            </Button>
          </li>
        ))}
      </ol>
      <div className="builder-actions">
        <Button onClick={() => setRows((list) => [...list, newRow()])}>{t('portal.patent.builder.add')}</Button>
        <Button type="primary" ghost disabled={!expression} onClick={() => onWrite(expression)}>
          {t('portal.patent.builder.write')}
        </Button>
      </div>
    </fieldset>
  );
}
