import type { Applicant } from '@cityip/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../components/tag.js';
import { useApplicants } from './patent-search.api.js';
import { SectionHeading } from './section-heading.js';
import { usePatentFormat } from './use-patent-format.js';

function ApplicantRow({
  applicant,
  checked,
  onToggle,
}: {
  applicant: Applicant;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  return (
    <li>
      <label className="check-option">
        <input type="checkbox" checked={checked} onChange={onToggle} />
        <span>{applicant.name}</span>
      </label>
      <span className="patent-muted">
        {t(`portal.patent.applicantKind.${applicant.kind}`)} ·{' '}
        {t('portal.patent.company.counts', {
          total: format.number(applicant.patentCount),
          invention: format.number(applicant.inventionCount),
        })}
      </span>
    </li>
  );
}

/**
 * Previous and next page of the applicants found, and where the list is. The ends are
 * aria-disabled rather than disabled, so the button pressed last keeps the focus.
 */
function ApplicantPages({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="step-pager" aria-label={t('portal.patent.company.pages')}>
      <button
        type="button"
        className="form-button form-button--small"
        aria-disabled={page <= 1}
        onClick={() => page > 1 && onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('portal.patent.company.pageOf', { page, count: pageCount })}</span>
      <button
        type="button"
        className="form-button form-button--small"
        aria-disabled={page >= pageCount}
        onClick={() => page < pageCount && onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

/**
 * The company selection list: applicants searched by name with their patent counts; the ticked
 * ones become the company expression, shown as removable tags.
 */
export function CompanyPicker({ selected, onChange }: { selected: string[]; onChange: (companies: string[]) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const applicants = useApplicants(name, page);
  // The list renders as a transition, in slices the browser can interrupt (as the results do).
  const list = useDeferredValue(applicants.data);
  const inputId = useId();
  const headingId = useId();
  const find = (value: FormDataEntryValue | null) => {
    setName(typeof value === 'string' ? value.trim() : '');
    setPage(1);
  };
  const toggle = (company: string) =>
    onChange(selected.includes(company) ? selected.filter((c) => c !== company) : [...selected, company]);

  return (
    <section className="patent-side-section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('portal.patent.company.title')}</SectionHeading>
      {selected.length > 0 ? (
        <ul className="patent-tags" aria-label={t('portal.patent.company.selected')}>
          {selected.map((company) => (
            <li key={company}>
              <Tag removeLabel={t('portal.patent.company.remove', { name: company })} onRemove={() => toggle(company)}>
                {company}
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={inputId} className="visually-hidden">
        {t('portal.patent.company.search')}
      </label>
      <form
        className="control-group"
        onSubmit={(event) => {
          event.preventDefault();
          find(new FormData(event.currentTarget).get('name'));
        }}
      >
        <input
          id={inputId}
          name="name"
          type="search"
          className="form-control"
          maxLength={100}
          placeholder={t('portal.patent.company.placeholder')}
          // Emptying the box (its clear button too) lists every applicant again.
          onChange={(event) => {
            if (!event.target.value && name) find('');
          }}
        />
        <button type="submit" className="form-button">
          {t('common.search')}
        </button>
      </form>
      {list ? (
        <>
          <ul className="patent-company-list" aria-busy={applicants.isFetching || list !== applicants.data}>
            {list.items.map((applicant) => (
              <ApplicantRow
                key={applicant.id}
                applicant={applicant}
                checked={selected.includes(applicant.name)}
                onToggle={() => toggle(applicant.name)}
              />
            ))}
          </ul>
          {list.items.length === 0 ? <p className="patent-muted">{t('error.empty')}</p> : null}
          {list.total > list.pageSize ? (
            <ApplicantPages page={page} pageCount={Math.ceil(list.total / list.pageSize)} onPage={setPage} />
          ) : null}
        </>
      ) : null}
      {applicants.isError ? <p role="alert">{t('portal.patent.loadFailed')}</p> : null}
    </section>
  );
}
