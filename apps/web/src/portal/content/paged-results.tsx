import { Pagination } from 'antd';
import { type ReactNode, useId } from 'react';
import { labelledPagerItem } from '../../components/labelled-controls.js';

/** The page sizes the directory lists offer. */
const PAGE_SIZES = ['10', '20', '50'];

interface PagedResultsProps {
  /** The section's heading (the level below the page's title, so item titles can be h3). */
  title: string;
  /** "共 12 条…", announced when it changes. */
  totalText: string;
  page: number;
  pageSize: number;
  total: number;
  /** A new page, or page 1 of a new page size. */
  onPage: (page: number, pageSize: number) => void;
  children: ReactNode;
}

/**
 * One page of a directory's results (technology demands, the talent pool): a titled section with
 * the count, the items and the pager.
 */
export function PagedResults({ title, totalText, page, pageSize, total, onPage, children }: PagedResultsProps) {
  const titleId = useId();
  return (
    <section className="paged-results" aria-labelledby={titleId}>
      <h2 id={titleId} className="paged-results-title">
        {title}
      </h2>
      <p className="paged-results-total" aria-live="polite">
        {totalText}
      </p>
      {children}
      <Pagination
        itemRender={labelledPagerItem}
        className="content-pagination"
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger
        pageSizeOptions={PAGE_SIZES}
        onChange={(next, size) => onPage(size === pageSize ? next : 1, size)}
      />
    </section>
  );
}
