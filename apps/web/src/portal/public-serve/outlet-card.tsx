import { fileUrl, type StationSummary } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '../../components/lazy-image.js';
import { HoursSummary } from './hours-summary.js';
import { OpeningStatus } from './opening-status.js';
import { OutletContactFacts, OutletKindLine } from './outlet-facts.js';
import { outletHref } from './outlet-links.js';

/**
 * One outlet as the lists show it: photo, name (leading to its detail), kind and district, "open
 * now", address, telephone, weekly hours and services. `headingLevel` fits the surrounding page.
 */
export function OutletCard({
  outlet,
  now,
  headingLevel = 3,
  compact = false,
}: {
  outlet: StationSummary;
  now: Date;
  headingLevel?: 3 | 4;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={`outlet-card${compact ? ' is-compact' : ''}`}>
      {outlet.photo && !compact ? (
        <LazyImage src={fileUrl(outlet.photo.id)} alt={t('portal.serve.photoOf', { name: outlet.name })} height={140} />
      ) : null}
      <div className="outlet-card-body">
        <Heading className="outlet-card-title">
          <Link to={outletHref(outlet.id)}>{outlet.name}</Link>
        </Heading>
        <OutletKindLine outlet={outlet} />
        <OpeningStatus outlet={outlet} now={now} />
        <dl className="outlet-card-facts">
          <OutletContactFacts outlet={outlet} />
          {compact ? null : (
            <div>
              <dt>{t('portal.serve.hours')}</dt>
              <dd>
                <HoursSummary schedule={outlet.hours} />
              </dd>
            </div>
          )}
        </dl>
        {compact || outlet.services.length === 0 ? null : (
          <ul className="outlet-card-services" aria-label={t('portal.serve.servicesOf', { name: outlet.name })}>
            {outlet.services.map((service) => (
              <li key={service.id}>{service.name}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
