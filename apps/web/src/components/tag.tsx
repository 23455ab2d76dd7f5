import type { ReactNode } from 'react';

/** The tag colours of the plain pages, matching antd's tags of the back office. */
export type TagTone = 'default' | 'blue' | 'green' | 'orange' | 'red';

/**
 * Where focus goes when a tag's remove button goes with its tag: the next tag's remove button in
 * its list, else the previous one's, else the heading of the section around (focusable from
 * script only); not the page's start, where a keyboard user would have to find their way back.
 */
function focusAfterRemoval(button: HTMLElement): HTMLElement | null {
  const item = button.closest('li');
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>(
    '.tag-remove',
  );
  if (neighbour) return neighbour;
  const heading = button.closest('section')?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? null;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * A short label (a patent type, a chosen filter); with `onRemove` it has a remove button named by
 * `removeLabel`, which hands focus on as it goes. Plain markup and CSS, no antd: the front site's
 * search pages load without it.
 */
export function Tag({
  tone = 'default',
  children,
  onRemove,
  removeLabel,
}: {
  tone?: TagTone;
  children: ReactNode;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  return (
    <span className={`tag tag--${tone}`}>
      {children}
      {onRemove ? (
        <button
          type="button"
          className="tag-remove"
          aria-label={removeLabel}
          onClick={(event) => {
            const next = focusAfterRemoval(event.currentTarget);
            onRemove();
            next?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </span>
  );
}
