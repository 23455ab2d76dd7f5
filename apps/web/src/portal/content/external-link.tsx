import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showConfirm } from '../../api/feedback.js';
import { isExternalUrl } from '../../config/external-links.js';

/**
 * Asks before leaving the portal, then opens `url` in a new tab. Government sites must tell
 * visitors when a link leads to a site the administration does not run.
 */
export function useLeavePortal(): (url: string, name?: string) => void {
  const { t } = useTranslation();
  return (url, name) => {
    showConfirm({
      title: t('portal.leave.title'),
      content: t('portal.leave.content', { name: name || url }),
      okText: t('portal.leave.ok'),
      cancelText: t('common.cancel'),
      onOk: () => {
        window.open(url, '_blank', 'noopener,noreferrer');
      },
    });
  };
}

type LinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  /** What the notice calls the destination (default: its address). */
  name?: string;
  tabIndex?: number;
};

/** A link to another site: opens in a new tab after the leaving-portal notice. */
export function ExternalLink({ href, className, children, onClick, name, tabIndex }: LinkProps) {
  const { t } = useTranslation();
  const leave = useLeavePortal();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // The real href stays for copying the address and for crawlers; a click goes through the notice.
    event.preventDefault();
    onClick?.();
    leave(href, name);
  };
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" onClick={open} tabIndex={tabIndex}>
      {children}
      <span className="visually-hidden">{t('common.opensInNewWindow')}</span>
    </a>
  );
}

/** A link to a portal route (router link) or to another site ({@link ExternalLink}). */
export function PortalLink(props: LinkProps & { current?: boolean }) {
  const { href, className, children, onClick, current, tabIndex } = props;
  if (isExternalUrl(href)) return <ExternalLink {...props} />;
  return (
    <Link
      className={className}
      to={href}
      onClick={onClick}
      tabIndex={tabIndex}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
