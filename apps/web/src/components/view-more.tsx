import '../styles/display.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Props of {@link ViewMore}: a route renders a link, otherwise `onClick` renders a button. */
export type ViewMoreProps = {
  to?: string;
  onClick?: () => void;
  /** Replaces the default 'View more'. */
  children?: ReactNode;
  className?: string;
};

/** The 'view more' text at the bottom of a list (spec section 2). */
export function ViewMore({ to, onClick, children, className }: ViewMoreProps) {
  const { t } = useTranslation();
  const classes = ['view-more', className].filter(Boolean).join(' ');
  const text = children ?? t('display.viewMore');
  return (
    <div className={classes}>
      {to ? (
        <Link className="view-more-action" to={to}>
          {text}
        </Link>
      ) : (
        <button type="button" className="view-more-action" onClick={onClick}>
          {text}
        </button>
      )}
    </div>
  );
}
