import type { PolicyLevel, PolicySearchQuery } from '@cityip/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What the filter form edits; level and page are set elsewhere (level links, pager). */
export type PolicyFilterValues = Pick<PolicySearchQuery, 'keyword' | 'authority' | 'from' | 'to' | 'sort'>;

const SORT_OPTIONS: Array<PolicySearchQuery['sort']> = ['relevance', 'newest', 'oldest'];

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * Keyword, issuing authority, publication date range and sort of the policy query. A plain GET
 * form of native fields: it searches before the app's script has run (the server reads the same
 * address), a phone offers its own date picker, and the script only keeps the address tidy. The
 * parent keys it by the address, so going back in history shows the filters of that search again.
 */
export function PolicyFilters({
  value,
  level,
  onSearch,
}: {
  value: PolicyFilterValues;
  level: PolicyLevel | undefined;
  onSearch: (v: PolicyFilterValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [dateError, setDateError] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const keyword = field(form, 'keyword');
    const from = field(form, 'from');
    const to = field(form, 'to');
    // A reversed range is refused with its reason and searches nothing (an address with one loses its end).
    if (from && to && to < from) {
      setDateError(true);
      return;
    }
    setDateError(false);
    const sort = (field(form, 'sort') ?? 'newest') as PolicyFilterValues['sort'];
    onSearch({
      keyword,
      authority: field(form, 'authority'),
      from,
      to,
      // Searching a new keyword ranks by relevance unless the visitor picked another order for it.
      sort: keyword && !value.keyword && sort === 'newest' ? 'relevance' : sort,
    });
  };
  const errorId = `${id}-date-error`;
  return (
    <search aria-label={t('portal.policy.filters')}>
      <form className="policy-filters" method="get" action="/policySearch" onSubmit={submit}>
        {level ? <input type="hidden" name="level" value={level} /> : null}
        <div className="form-field">
          <label htmlFor={`${id}-keyword`}>{t('portal.policy.keyword')}</label>
          <input
            id={`${id}-keyword`}
            type="search"
            name="keyword"
            maxLength={100}
            defaultValue={value.keyword}
            placeholder={t('portal.policy.keywordPlaceholder')}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-authority`}>{t('portal.policy.authority')}</label>
          <input id={`${id}-authority`} type="text" name="authority" maxLength={100} defaultValue={value.authority} />
        </div>
        <fieldset className="form-field date-range">
          <legend>{t('portal.policy.dateRange')}</legend>
          <label className="visually-hidden" htmlFor={`${id}-from`}>
            {t('portal.policy.dateFrom')}
          </label>
          <input id={`${id}-from`} type="date" name="from" defaultValue={value.from} />
          <span aria-hidden="true">–</span>
          <label className="visually-hidden" htmlFor={`${id}-to`}>
            {t('portal.policy.dateTo')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            name="to"
            defaultValue={value.to}
            aria-invalid={dateError || undefined}
            aria-describedby={dateError ? errorId : undefined}
          />
          <p id={errorId} className="form-field-error" aria-live="polite">
            {dateError ? t('validation.dateRange') : null}
          </p>
        </fieldset>
        <div className="form-field">
          <label htmlFor={`${id}-sort`}>{t('portal.policy.sort')}</label>
          <select id={`${id}-sort`} name="sort" defaultValue={value.sort}>
            {SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`portal.policy.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="policy-filter-actions">
          <button type="submit" className="form-button form-button--primary">
            {t('common.search')}
          </button>
          {/* Clears the filters and keeps the level: an address, so it works without script too. */}
          <Link className="form-button" to={level ? `/policySearch?level=${level}` : '/policySearch'}>
            {t('common.reset')}
          </Link>
        </div>
      </form>
    </search>
  );
}
