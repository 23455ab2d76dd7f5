import { useState } from 'react';
import { DEFAULT_COLUMNS, isColumnList, type ResultColumn } from './result-columns.js';
import { readSession, SESSION_KEYS, writeSession } from './session-store.js';
import { RESULT_VIEWS, type ResultView } from './url-state.js';

const isView = (value: unknown): value is ResultView => (RESULT_VIEWS as readonly unknown[]).includes(value);

/** The view of the results: the address's when it names one, else the one chosen last in this tab. */
export function rememberedView(fromAddress: ResultView | null): ResultView {
  return fromAddress ?? readSession<ResultView>(SESSION_KEYS.view, 'list', isView);
}

/** Remembers a view choice for this tab. */
export function rememberView(view: ResultView): void {
  writeSession(SESSION_KEYS.view, view);
}

/** The chosen result columns, remembered for this tab. */
export function useResultColumns(): [ResultColumn[], (columns: ResultColumn[]) => void] {
  const [columns, setColumns] = useState<ResultColumn[]>(() =>
    readSession<ResultColumn[]>(SESSION_KEYS.columns, [...DEFAULT_COLUMNS], isColumnList),
  );
  const choose = (next: ResultColumn[]) => {
    setColumns(next);
    writeSession(SESSION_KEYS.columns, next);
  };
  return [columns, choose];
}
