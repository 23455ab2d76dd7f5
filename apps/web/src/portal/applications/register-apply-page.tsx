import './applications.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GuidePage } from '../guides/guide-page.js';
import { KindCatalogue } from './kind-catalogue.js';
import { MyApplicationsSection } from './my-applications-section.js';

/**
 * `/registerApply`, online business handling: the introduction (its guide, as before), the
 * catalogue of every kind with its opening state and "apply", and the user's applications.
 */
export function RegisterApplyPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  // The receipt links to `#my-applications`; the router does not scroll to an anchor by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <>
      <GuidePage />
      <section className="page-body application-section" aria-labelledby="kind-catalogue-title">
        <h2 id="kind-catalogue-title">{t('applications.catalogue.title')}</h2>
        <KindCatalogue />
      </section>
      <MyApplicationsSection />
    </>
  );
}
