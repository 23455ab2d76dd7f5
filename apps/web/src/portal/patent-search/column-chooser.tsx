import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnLabel, RESULT_COLUMNS, type ResultColumn } from './result-columns.js';

/**
 * Which columns the results show (the title always is): a button that opens a panel of
 * checkboxes below it. Esc closes it and returns focus to the button; a click elsewhere closes it too.
 */
export function ColumnChooser({
  columns,
  onChange,
}: {
  columns: ResultColumn[];
  onChange: (columns: ResultColumn[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const legendId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.current?.contains(document.activeElement)) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const toggle = (column: ResultColumn, on: boolean) => {
    const next = on ? [...columns, column] : columns.filter((c) => c !== column);
    // Keep the canonical order whatever order the boxes were ticked in.
    onChange(RESULT_COLUMNS.filter((c) => next.includes(c)));
  };
  return (
    <div ref={root} className="disclosure">
      <button
        ref={button}
        type="button"
        className="form-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {t('portal.patent.columns.button')}
      </button>
      <div id={panelId} className="disclosure-panel" hidden={!open}>
        <fieldset className="column-chooser" aria-labelledby={legendId}>
          <legend id={legendId}>{t('portal.patent.columns.title')}</legend>
          {RESULT_COLUMNS.map((column) => (
            <label key={column} className="check-option">
              <input
                type="checkbox"
                checked={columns.includes(column)}
                onChange={(event) => toggle(column, event.target.checked)}
              />
              <span>{t(columnLabel(column))}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
