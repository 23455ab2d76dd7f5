import { Button, Checkbox, Popover } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { columnLabel, RESULT_COLUMNS, type ResultColumn } from './result-columns.js';

/** Which columns the results show (the title always is), in a popover of checkboxes. */
export function ColumnChooser({
  columns,
  onChange,
}: {
  columns: ResultColumn[];
  onChange: (columns: ResultColumn[]) => void;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const content = (
    <fieldset className="column-chooser" aria-labelledby={legendId}>
      <legend id={legendId}>{t('portal.patent.columns.title')}</legend>
      <Checkbox.Group
        value={columns}
        // Keep the canonical order whatever order the boxes were ticked in.
        onChange={(next) => onChange(RESULT_COLUMNS.filter((column) => next.includes(column)))}
        options={RESULT_COLUMNS.map((column) => ({ value: column, label: t(columnLabel(column)) }))}
      />
    </fieldset>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button>{t('portal.patent.columns.button')}</Button>
    </Popover>
  );
}
