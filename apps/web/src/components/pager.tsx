import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** The page sizes a visitor can pick (the API takes up to 100). */
const PAGE_SIZES = [10, 20, 50, 100] as const;

/** A page number, or the pages left out before or after the current one (shown as '…'). */
type PagerItem = number | 'gap-before' | 'gap-after';

/** The first, last, current and neighbouring page numbers, with gaps for the pages left out. */
export function pagerItems(page: number, pageCount: number): PagerItem[] {
  const shown = [...new Set([1, pageCount, page - 1, page, page + 1])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i): PagerItem[] => {
    const left = n - (shown[i - 1] ?? n) - 1;
    // A single page left out is shown rather than replaced by '…', which would take as much room.
    if (left === 1) return [n - 1, n];
    return left > 1 ? [n < page ? 'gap-before' : 'gap-after', n] : [n];
  });
}

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The address (search part, `?…`) of a page of the list at a page size. */
  searchOf: (page: number, pageSize: number) => string;
  className?: string;
};

/**
 * Paging of a list as links: each page has its own address, so paging works before the app's
 * script has run, and back/forward and shared links keep the page. Plain markup and CSS, no antd:
 * the front site's search pages load without it.
 */
export function Pager({ page, pageSize, total, searchOf, className }: PagerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const sizes = PAGE_SIZES.includes(pageSize as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  const step = (target: number, label: string, rel: 'prev' | 'next') =>
    target < 1 || target > pageCount ? (
      <span className="pager-step" aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link className="pager-step" rel={rel} to={{ search: searchOf(target, pageSize) }}>
        {label}
      </Link>
    );

  return (
    <nav className={className ? `pager ${className}` : 'pager'} aria-label={t('pager.label')}>
      <ul className="pager-pages">
        <li>{step(page - 1, t('pager.previous'), 'prev')}</li>
        {pagerItems(page, pageCount).map((item) =>
          typeof item === 'string' ? (
            <li key={item} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pager-page"
                to={{ search: searchOf(item, pageSize) }}
                aria-label={t('pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t('pager.next'), 'next')}</li>
      </ul>
      <label className="pager-size">
        {t('pager.pageSize')}
        <select value={pageSize} onChange={(event) => navigate({ search: searchOf(1, Number(event.target.value)) })}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {t('pager.perPage', { size })}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
