import type { PatentSort } from '@cityip/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../components/use-opened-once.js';
import { lazyWithAntd } from '../../routing/antd-route.js';
import { retryImport } from '../../routing/lazy-retry.js';

// The dialog's form (checkboxes, radios, number field) loads, with antd, when someone first asks to export.
const ExportDialog = lazyWithAntd(() => retryImport(() => import('./export-dialog.js')).then((m) => m.ExportDialog));

/** Export of the current result set to CSV or XLSX: format, columns and row count chosen in a dialog. */
export function ExportButton({ q, sort, total }: { q: string; sort: PatentSort; total: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <button type="button" className="form-button" onClick={() => setOpen(true)} disabled={total === 0}>
        {t('portal.patent.export.button')}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ExportDialog q={q} sort={sort} total={total} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
