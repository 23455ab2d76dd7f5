import type { Applicant } from '@cityip/contracts';
import { Checkbox, Input, Pagination, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Checkbox checked={checked} onChange={onToggle}>
        {applicant.name}
      </Checkbox>
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
 * The company selection list: applicants searched by name with their patent counts; the ticked
 * ones become the company expression, shown as removable tags.
 */
export function CompanyPicker({ selected, onChange }: { selected: string[]; onChange: (companies: string[]) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const applicants = useApplicants(name, page);
  const inputId = useId();
  const headingId = useId();
  const toggle = (company: string) =>
    onChange(selected.includes(company) ? selected.filter((c) => c !== company) : [...selected, company]);

  return (
    <section className="patent-side-section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('portal.patent.company.title')}</SectionHeading>
      {selected.length > 0 ? (
        <ul className="patent-tags" aria-label={t('portal.patent.company.selected')}>
          {selected.map((company) => (
            <li key={company}>
              <Tag
                closable={{ 'aria-label': t('portal.patent.company.remove', { name: company }) }}
                onClose={() => toggle(company)}
              >
                {company}
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={inputId} className="visually-hidden">
        {t('portal.patent.company.search')}
      </label>
      <Input.Search
        id={inputId}
        allowClear
        maxLength={100}
        placeholder={t('portal.patent.company.placeholder')}
        enterButton={t('common.search')}
        onSearch={(value) => {
          setName(value.trim());
          setPage(1);
        }}
      />
      {applicants.data ? (
        <>
          <ul className="patent-company-list" aria-busy={applicants.isFetching}>
            {applicants.data.items.map((applicant) => (
              <ApplicantRow
                key={applicant.id}
                applicant={applicant}
                checked={selected.includes(applicant.name)}
                onToggle={() => toggle(applicant.name)}
              />
            ))}
          </ul>
          {applicants.data.items.length === 0 ? <p className="patent-muted">{t('error.empty')}</p> : null}
          {applicants.data.total > applicants.data.pageSize ? (
            <Pagination
              simple
              size="small"
              current={page}
              pageSize={applicants.data.pageSize}
              total={applicants.data.total}
              onChange={setPage}
            />
          ) : null}
        </>
      ) : null}
      {applicants.isError ? <p role="alert">{t('portal.patent.loadFailed')}</p> : null}
    </section>
  );
}
