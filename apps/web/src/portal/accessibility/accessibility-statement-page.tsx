import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../app/intl-formats.js';
import { useCityName } from '../../app/use-platform-title.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { useSite } from '../content/site.api.js';

/** When the portal was last checked (axe-core and keyboard walk-through); updated with each audit. */
export const LAST_TESTED = '2026-11-24';

const DONE = ['keyboard', 'reader', 'alternatives', 'senior', 'motion', 'language'] as const;
const EXCEPTIONS = ['coverage', 'weight', 'documents'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** How the office reaches the reader of a problem: the footer's contacts as the back office sets them. */
function Contacts() {
  const { t } = useTranslation();
  const footer = useSite().data?.footer;
  const phone = footer?.phone || t('footer.contact');
  return (
    <ul>
      <li>{t('accessibility.phone', { phone })}</li>
      {footer?.email ? (
        <li>
          {t('accessibility.email')}
          <a href={`mailto:${footer.email}`}>{footer.email}</a>
        </li>
      ) : null}
    </ul>
  );
}

/** `/accessibility`: the accessibility statement (standard, known exceptions, reporting, last test). */
export function AccessibilityStatementPage() {
  const { t, i18n } = useTranslation();
  const city = useCityName();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LAST_TESTED}T00:00:00Z`),
  );
  return (
    <RoutePageFrame>
      <div className="accessibility-statement">
        <Section id="a11y-scope" title={t('accessibility.scopeTitle')}>
          <p>{t('accessibility.scope', { city })}</p>
        </Section>
        <Section id="a11y-standard" title={t('accessibility.standardTitle')}>
          <p>{t('accessibility.standard')}</p>
        </Section>
        <Section id="a11y-status" title={t('accessibility.statusTitle')}>
          <p>{t('accessibility.status')}</p>
        </Section>
        <Section id="a11y-done" title={t('accessibility.doneTitle')}>
          <ul>
            {DONE.map((key) => (
              <li key={key}>{t(`accessibility.done.${key}`)}</li>
            ))}
          </ul>
        </Section>
        <Section id="a11y-exceptions" title={t('accessibility.exceptionsTitle')}>
          <ul>
            {EXCEPTIONS.map((key) => (
              <li key={key}>{t(`accessibility.exception.${key}`)}</li>
            ))}
          </ul>
        </Section>
        <Section id="a11y-report" title={t('accessibility.reportTitle')}>
          <p>{t('accessibility.report')}</p>
          <Contacts />
        </Section>
        <Section id="a11y-tested" title={t('accessibility.testedTitle')}>
          <p>{t('accessibility.tested', { date })}</p>
        </Section>
      </div>
    </RoutePageFrame>
  );
}
