import { createContext, type ReactNode, useContext } from 'react';

/**
 * The heading level of the panel's sections: 2 on its own page (under the page's h1), deeper
 * when a page embeds the panel under its own sections, so headings stay in order.
 */
export const HeadingLevelContext = createContext(2);

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading `depth` levels below the panel's section level. */
export function SectionHeading({
  depth = 0,
  id,
  className,
  children,
}: {
  depth?: number;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const level = Math.min(6, useContext(HeadingLevelContext) + depth) as Level;
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
