import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCityName } from '../app/use-platform-title.js';

/**
 * The frame of a front-site page: breadcrumb (Home, then the route title's parts) and the page
 * heading, which is the last part.
 */
export function PageFrame({ titleKeys, children }: { titleKeys: string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const city = useCityName();
  const labels = titleKeys.filter((key) => key !== 'nav.home').map((key) => t(key, { city }));
  const heading = labels[labels.length - 1] ?? t('nav.home');
  return (
    <div className="page-frame">
      <nav aria-label={t('page.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={DEFAULT_HOME_ROUTE}>{t('nav.home')}</Link>
          </li>
          {labels.map((label, index) => (
            <li key={label} aria-current={index === labels.length - 1 ? 'page' : undefined}>
              {label}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="page-title">{heading}</h1>
      <div className="page-body">{children}</div>
    </div>
  );
}
