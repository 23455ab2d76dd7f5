import './patent-database.css';
import { filterItemExpression } from '@cityip/patent-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, type To, useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { PatentSearchPanel } from '../patent-search/patent-search-panel.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { useIndustries } from './industries.api.js';
import { IndustryCards } from './industry-cards.js';
import { IndustryDetailView } from './industry-detail.js';
import { useKeyIndustries } from './use-key-industries.js';

/**
 * The address of an industry (or, with null, of the overview). The search words (`q`) are kept so
 * a search started from the header continues in the chosen industry; the rest of the patent
 * search (page, filters, open detail) starts afresh.
 */
function databaseHref(params: URLSearchParams, industry: string | null): To {
  const next = new URLSearchParams();
  if (industry) next.set('industry', industry);
  const q = params.get('q');
  if (q) next.set('q', q);
  return { search: next.toString() };
}

/**
 * `/patentDatabase`: the city's key industries with their figures; choosing one (`?industry=`)
 * shows its figures and charts, and the patents below are searched within it (within all key
 * industries before a choice).
 */
export function PatentDatabasePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const format = usePatentFormat();
  const demo = useRuntimeConfig()?.demo ?? false;
  const overviews = useIndustries();
  const industries = useKeyIndustries();
  const selected = industries?.find((industry) => industry.code === params.get('industry')) ?? null;
  // Expressions name industries by their Chinese names, whatever the UI language.
  const names = (selected ? [selected] : (industries ?? [])).map((industry) => industry.name);
  const scope = filterItemExpression({ name: 'IND', values: names, customValues: [], custom: false });

  return (
    <RoutePageFrame>
      <section className="industry-overview" aria-labelledby="industry-overview-title">
        <div className="industry-overview-head">
          <h2 id="industry-overview-title">{t('portal.patentDatabase.industries')}</h2>
          {demo ? <Tag>{t('app.demoNotice')}</Tag> : null}
          {selected ? <Link to={databaseHref(params, null)}>{t('portal.patentDatabase.allIndustries')}</Link> : null}
        </div>
        <QueryView query={overviews} isEmpty={() => industries?.length === 0}>
          {(data) =>
            industries ? (
              <IndustryCards
                industries={industries}
                overviews={data}
                selected={selected?.code ?? null}
                hrefOf={(code) => databaseHref(params, code)}
              />
            ) : null
          }
        </QueryView>
      </section>
      {selected ? <IndustryDetailView key={selected.code} industry={selected} /> : null}
      {scope ? (
        <section className="industry-patents" aria-labelledby="industry-patents-title">
          <h2 id="industry-patents-title">
            {selected
              ? t('portal.patentDatabase.industryPatents', { name: format.industry(selected.code) })
              : t('portal.patentDatabase.allPatents')}
          </h2>
          <PatentSearchPanel key={selected?.code ?? ''} scope={scope} headingLevel={3} />
        </section>
      ) : null}
    </RoutePageFrame>
  );
}
