import type { PatentSort } from '@cityip/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../components/use-opened-once.js';
import { retryImport } from '../../routing/lazy-retry.js';

// The dialog's form (checkboxes, radios, number field) loads when someone first asks to export.
const ExportDialog = lazy(() =>
  retryImport(() => import('./export-dialog.js')).then((m) => ({ default: m.ExportDialog })),
);

/** Export of the current result set to CSV or XLSX: format, columns and row count chosen in a dialog. */
export function ExportButton({ q, sort, total }: { q: string; sort: PatentSort; total: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={total === 0}>
        {t('portal.patent.export.button')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ExportDialog q={q} sort={sort} total={total} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
