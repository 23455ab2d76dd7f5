import { FACETS } from '@cityip/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpressionError } from './expression-error.js';
import { FacetGroup } from './facet-group.js';
import { type FilterMarks, setMark } from './filter-marks.js';
import { usePatentFacets } from './patent-search.api.js';
import { SectionHeading } from './section-heading.js';
import { SelectedFilters } from './selected-filters.js';
import { EXPRESSION_LABEL } from './url-state.js';
import { type ExpressionProblem, useExpressionValidator } from './use-expression-check.js';
import { usePatentFormat } from './use-patent-format.js';

/** A free condition for the filters or the excludes, used verbatim (the custom-deal flag). */
function CustomExpression({ marks }: { marks: FilterMarks }) {
  const { t } = useTranslation();
  const validate = useExpressionValidator();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ExpressionProblem | null>(null);
  const inputId = useId();
  const errorId = useId();
  const add = (group: 'filters' | 'excludes') => {
    const value = text.trim();
    if (!value) return;
    const found = validate(value);
    setProblem(found);
    if (found) return;
    marks.onChange(setMark(marks, { label: EXPRESSION_LABEL, value, custom: true }, group));
    setText('');
  };
  return (
    <div className="facet-group">
      <label htmlFor={inputId} className="facet-title">
        {t('portal.patent.filter.expression')}
      </label>
      <div className="control-group">
        <input
          id={inputId}
          className="form-control form-control--small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          placeholder="AD>=2020"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="button" className="form-button form-button--small" onClick={() => add('filters')}>
          {t('portal.patent.filter.include')}
        </button>
        <button type="button" className="form-button form-button--small" onClick={() => add('excludes')}>
          {t('portal.patent.filter.exclude')}
        </button>
      </div>
      <div aria-live="polite">
        {problem ? <ExpressionError id={errorId} text={text.trim()} problem={problem} /> : null}
      </div>
    </div>
  );
}

/**
 * The filters-and-excludes panel (spec section 3): per label the values of the search with their
 * counts, to filter (include) or exclude, custom values, and free conditions.
 */
export function FilterPanel({ q, marks }: { q: string; marks: FilterMarks }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const facets = usePatentFacets(q);
  const headingId = useId();
  // The counts render as a transition, in slices the browser can interrupt (as the results do).
  const data = useDeferredValue(facets.data);
  return (
    <section className="patent-side-section filter-panel" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('portal.patent.filter.title')}</SectionHeading>
      <SelectedFilters marks={marks} />
      {data ? (
        <p className="patent-muted" aria-live="polite">
          {t(data.approximate ? 'portal.patent.filter.basisApprox' : 'portal.patent.filter.basis', {
            total: format.number(data.total),
          })}
        </p>
      ) : null}
      {!data && !facets.isError ? (
        <p className="patent-muted" role="status">
          <span className="loading-spinner loading-spinner--small" aria-hidden="true" /> {t('common.loading')}
        </p>
      ) : null}
      {facets.isError ? (
        <div className="content-error content-error--warning" role="alert">
          <p>{t('portal.patent.filter.loadFailed')}</p>
          <button type="button" className="form-button form-button--small" onClick={() => void facets.refetch()}>
            {t('portal.content.retry')}
          </button>
        </div>
      ) : null}
      {FACETS.map((facet) => (
        <FacetGroup
          key={facet}
          facet={facet}
          buckets={data?.facets[facet] ?? []}
          approximate={data?.approximate ?? false}
          marks={marks}
        />
      ))}
      <CustomExpression marks={marks} />
    </section>
  );
}
