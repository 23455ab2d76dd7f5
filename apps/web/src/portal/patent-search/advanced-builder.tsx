import './advanced-builder.css';
import { FIELD_CODES, FIELDS, LEGAL_STATUSES, MAX_PROXIMITY, PATENT_TYPES } from '@cityip/patent-query';
import { Button, DatePicker, Flex, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import {
  type BuilderField,
  type BuilderRow,
  fieldKind,
  newRow,
  offersProximity,
  ROW_MATCHES,
  ROW_OPERATORS,
  type RowMatch,
  rowsExpression,
  withField,
} from './builder-rows.js';

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

interface RowProps {
  row: BuilderRow;
  index: number;
  onChange: (row: BuilderRow) => void;
}

/**
 * Two words of a title/abstract row at most n words apart, read as a sentence: `[芯片] 与
 * [散热] 间隔不超过 [3] 个词`; each control has its own name for screen readers.
 */
function ProximityValue({ row, index, onChange }: RowProps) {
  const { t } = useTranslation();
  const n = { row: index + 1 };
  return (
    <>
      <Input
        className="builder-word"
        value={row.text}
        maxLength={100}
        onChange={(event) => onChange({ ...row, text: event.target.value })}
        aria-label={t('portal.patent.builder.first', n)}
        placeholder={t('portal.patent.builder.word')}
      />
      <span>{t(`portal.patent.builder.joiner.${row.match === 'followed' ? 'followed' : 'near'}`)}</span>
      <Input
        className="builder-word"
        value={row.second}
        maxLength={100}
        onChange={(event) => onChange({ ...row, second: event.target.value })}
        aria-label={t('portal.patent.builder.second', n)}
        placeholder={t('portal.patent.builder.word')}
      />
      <span>{t('portal.patent.builder.within')}</span>
      <InputNumber
        className="builder-distance"
        min={0}
        max={MAX_PROXIMITY}
        precision={0}
        value={row.distance}
        onChange={(value) => onChange({ ...row, distance: value ?? 0 })}
        aria-label={t('portal.patent.builder.distance', { ...n, max: MAX_PROXIMITY })}
      />
      <span>{t('portal.patent.builder.words')}</span>
    </>
  );
}

/** Title, abstract, title-or-abstract: how the words match, then the words. */
function TextValue({ row, index, onChange }: RowProps) {
  const { t } = useTranslation();
  const words = (
    <Input
      className="builder-words"
      value={row.text}
      maxLength={500}
      onChange={(event) => onChange({ ...row, text: event.target.value })}
      aria-label={t('portal.patent.builder.value', { row: index + 1 })}
      placeholder={t('portal.patent.builder.placeholder.text')}
    />
  );
  return (
    <Flex className="builder-value" gap={8} wrap align="center">
      <Select
        className="builder-match"
        value={row.match}
        options={ROW_MATCHES.map((match) => ({ value: match, label: t(`portal.patent.builder.match.${match}`) }))}
        onChange={(match: RowMatch) => onChange({ ...row, match })}
        aria-label={t('portal.patent.builder.match', { row: index + 1 })}
      />
      {row.match === 'words' ? words : <ProximityValue row={row} index={index} onChange={onChange} />}
    </Flex>
  );
}

function RowValue({ row, index, onChange }: RowProps) {
  const { t } = useTranslation();
  const enumOptions = useEnumOptions();
  const label = t('portal.patent.builder.value', { row: index + 1 });
  const kind = fieldKind(row.field);
  if (offersProximity(row.field)) return <TextValue row={row} index={index} onChange={onChange} />;
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
 * expression editor on request, where the user can still edit the result. Title, abstract and
 * title-or-abstract rows may also ask for two words near each other (NEAR/n) or in order (W/n).
 */
export function AdvancedBuilder({ onWrite }: { onWrite: (expression: string) => void }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<BuilderRow[]>(() => [newRow('TI'), newRow('AB', 'or'), newRow('PA')]);
  const english = i18n.language === 'en-US';
  const fieldOptions: { value: BuilderField; label: string }[] = [
    { value: 'TIAB', label: `TI/AB ${t('portal.patent.builder.field.tiab')}` },
    ...FIELD_CODES.map((code) => ({ value: code, label: `${code} ${english ? FIELDS[code].en : FIELDS[code].zh}` })),
  ];
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
              onChange={(field: BuilderField) => replace(withField(row, field))}
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
