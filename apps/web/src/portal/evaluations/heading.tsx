import type { ReactNode } from 'react';

/** The heading levels the rating's parts use: they sit under a page's, a drawer's or a dialog's heading. */
export type HeadingLevel = 2 | 3 | 4 | 5;

/** The level below `level` (a section's sub-heading). */
export function nextLevel(level: HeadingLevel): HeadingLevel {
  return level === 5 ? 5 : ((level + 1) as HeadingLevel);
}

/** A heading at a level its place decides, so the page's outline skips none (axe heading-order). */
export function Heading({ level, id, children }: { level: HeadingLevel; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className="rating-heading">
      {children}
    </Tag>
  );
}
