import type { ReactNode } from 'react';

/** The tag colours of the plain pages, matching antd's tags of the back office. */
export type TagTone = 'default' | 'blue' | 'green' | 'orange' | 'red';

/**
 * A short label (a patent type, a chosen filter); with `onRemove` it has a remove button named by
 * `removeLabel`. Plain markup and CSS, no antd: the front site's search pages load without it.
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
        <button type="button" className="tag-remove" aria-label={removeLabel} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </span>
  );
}
