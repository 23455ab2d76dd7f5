import type { Industry, IndustryOverview } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { IndustryFigures } from './industry-figures.js';
import { useIndustryDescription } from './use-key-industries.js';

/**
 * The city's key industries as cards, in the configured order, each with its figures; the name
 * links to the industry (`?industry=code`), the selected one is marked current.
 */
export function IndustryCards({
  industries,
  overviews,
  selected,
  hrefOf,
}: {
  industries: readonly Industry[];
  overviews: readonly IndustryOverview[];
  selected: string | null;
  hrefOf: (code: string) => To;
}) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const describe = useIndustryDescription();
  return (
    <ul className="industry-cards">
      {industries.map((industry) => {
        const overview = overviews.find((o) => o.code === industry.code);
        const current = industry.code === selected;
        return (
          <li key={industry.code} className={`industry-card${current ? ' is-selected' : ''}`}>
            <h3 className="industry-card-title">
              <Link to={hrefOf(industry.code)} aria-current={current ? 'true' : undefined}>
                {format.industry(industry.code)}
              </Link>
            </h3>
            <p className="industry-card-description">{describe(industry)}</p>
            {overview ? (
              <IndustryFigures overview={overview} />
            ) : (
              <p className="industry-card-empty">{t('portal.patentDatabase.noFigures')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
