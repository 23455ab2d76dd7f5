import './matchmaking.css';
import type { DemandMatches as Matches } from '@cityip/contracts';
import { Alert, Button, Spin } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { useLicenceFormat } from '../develop-permit/licence-format.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { InterestModal, type InterestTargetRef } from './interest-modal.js';
import { MatchReasons } from './match-reasons.js';
import { useDemandMatches } from './matchmaking.api.js';

/** Props of the matches panel of one demand (issue 24): public detail, or the company's own view. */
export interface DemandMatchesProps {
  demandId: string;
  /** The company's own demand: shows the "request matchmaking" actions. */
  mine: boolean;
}

/** One titled list of matches; says so when it is empty. */
function MatchSection({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="match-section">
      <h3 id={id}>{title}</h3>
      {empty ? <p className="match-empty">{t('portal.matches.none')}</p> : <ul className="match-list">{children}</ul>}
    </section>
  );
}

/** The lists of one answer; `onInterest` is given for the company's own demand. */
function MatchLists({ matches, onInterest }: { matches: Matches; onInterest?: (target: InterestTargetRef) => void }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const licenceFormat = useLicenceFormat();
  const patentHref = (id: number) => `/patentSearch?${new URLSearchParams({ q: matches.expression, id: String(id) })}`;
  const interest = (target: InterestTargetRef) =>
    onInterest && (
      <Button
        size="small"
        onClick={() => onInterest(target)}
        aria-label={t('portal.matches.interestFor', { name: target.label })}
      >
        {t('portal.matches.interest')}
      </Button>
    );
  return (
    <>
      <MatchSection title={t('portal.matches.patents')} empty={matches.patents.length === 0}>
        {matches.patents.map(({ patent, reasons }) => (
          <li key={patent.id} className="match-item">
            <Link to={patentHref(patent.id)}>{patent.title}</Link>
            <span className="match-facts">
              {patent.applicationNumber} · {patent.applicants.join('；')} · {format.patentType(patent.patentType)}
            </span>
            <MatchReasons reasons={reasons} />
            {interest({ kind: 'patent', id: String(patent.id), label: patent.title })}
          </li>
        ))}
      </MatchSection>
      <MatchSection title={t('portal.matches.licences')} empty={matches.licences.length === 0}>
        {matches.licences.map(({ patent, licence }) => (
          <li key={patent.id} className="match-item">
            <Link to={`/developPermit?patent=${patent.id}`}>{patent.title}</Link>
            <span className="match-facts">
              {licenceFormat.fee(licence)} · {licenceFormat.term(licence.termYears)} ·{' '}
              {t('portal.matches.validUntil', { date: format.date(licence.validUntil) })}
            </span>
            {interest({ kind: 'licence', id: String(patent.id), label: patent.title })}
          </li>
        ))}
      </MatchSection>
      <MatchSection title={t('portal.matches.experts')} empty={matches.experts.length === 0}>
        {matches.experts.map((expert) => (
          <li key={expert.id} className="match-item">
            <Link to={`/talentPool/detail?id=${encodeURIComponent(expert.id)}`}>{expert.name}</Link>
            <span className="match-facts">{expert.organisation}</span>
            <MatchReasons reasons={expert.reasons} />
            {interest({ kind: 'expert', id: expert.id, label: expert.name })}
          </li>
        ))}
      </MatchSection>
      {matches.expression && (
        <p>
          <Link to={`/patentSearch?${new URLSearchParams({ q: matches.expression })}`}>
            {t('portal.matches.allPatents')}
          </Link>
        </p>
      )}
    </>
  );
}

/**
 * Matched city patents (open-licence ones first), open licences and experts of a demand, each
 * with why it matched. On the company's own demand each can become a matchmaking request.
 */
export function DemandMatches({ demandId, mine }: DemandMatchesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const matches = useDemandMatches(demandId, mine);
  const [target, setTarget] = useState<InterestTargetRef | null>(null);
  return (
    <section aria-labelledby={titleId} className="demand-matches" aria-busy={matches.isFetching}>
      <h2 id={titleId}>{t('portal.matches.title')}</h2>
      <p className="match-intro">{t(mine ? 'portal.matches.introMine' : 'portal.matches.intro')}</p>
      {matches.isPending && <Spin description={t('display.loading')} />}
      {matches.isError && (
        <Alert type="error" showIcon title={requestErrorText(matches.error) ?? t('portal.matches.loadFailed')} />
      )}
      {matches.data && <MatchLists matches={matches.data} onInterest={mine ? setTarget : undefined} />}
      {target && <InterestModal demandId={demandId} target={target} onClose={() => setTarget(null)} />}
    </section>
  );
}
