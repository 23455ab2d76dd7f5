import './evaluations.css';
import { type EvaluationEligibility, type EvaluationTarget, formatZonedTime } from '@cityip/contracts';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { subjectName } from './evaluation-text.js';
import { type RatedThing, useEligibility } from './evaluations.api.js';
import { Heading, type HeadingLevel, nextLevel } from './heading.js';
import { MyRating } from './my-rating.js';
import { RatingDialog } from './rating-dialog.js';

/** Props of {@link ServiceRating}. */
export interface ServiceRatingProps {
  /** What is rated: a completed application, a consultation reply or a service outlet. */
  target: EvaluationTarget;
  /** The application's, the question's or the outlet's id. */
  targetId: string;
  /**
   * The token the consultation look-up (query number + verified contact) hands a visitor: with
   * it a visitor rates the reply, reads the answer to a bad review and gives the follow-up. Leave
   * it out for a signed-in account (the login decides then).
   */
  lookupToken?: string;
  /** The level of the section's heading, under the headings around it (3 by default). */
  headingLevel?: HeadingLevel;
}

/** What stands where the form would be: the state in words, and the review once given. */
function StateView({
  eligibility,
  thing,
  headingLevel,
}: {
  eligibility: EvaluationEligibility;
  thing: RatedThing;
  headingLevel: HeadingLevel;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useCityTimeZone();
  const [rating, setRating] = useState(false);
  const name = subjectName(eligibility.subject, t, i18n.language);
  const time = (iso: string | null) => (iso ? formatZonedTime(iso, timeZone) : '');
  const mine = eligibility.mine;
  switch (eligibility.state) {
    case 'open':
      return (
        <>
          <p>
            {thing.target === 'outlet'
              ? t('evaluation.rating.openOutlet')
              : eligibility.closesAt
                ? t('evaluation.rating.open', { time: time(eligibility.closesAt) })
                : t('evaluation.rating.openAnyTime')}
          </p>
          <Button
            type="primary"
            onClick={() => setRating(true)}
            // The name starts with the visible word, as speech control needs (WCAG 2.5.3).
            aria-label={t('evaluation.rating.rateLabel', { name })}
          >
            {t('evaluation.rating.rate')}
          </Button>
          {rating ? <RatingDialog thing={thing} name={name} onClose={() => setRating(false)} /> : null}
        </>
      );
    case 'rated':
    case 'ratedThisMonth':
      return (
        <>
          {eligibility.state === 'ratedThisMonth' ? (
            <p>{t('evaluation.rating.ratedThisMonth', { time: time(eligibility.reopensAt) })}</p>
          ) : null}
          {mine ? (
            <MyRating review={mine} lookupToken={thing.lookupToken} headingLevel={nextLevel(headingLevel)} />
          ) : null}
        </>
      );
    case 'notCompleted':
      return <p>{t('evaluation.rating.notCompleted')}</p>;
    case 'periodOver':
      return <p>{t('evaluation.rating.periodOver')}</p>;
    default:
      return (
        <p>{thing.target === 'outlet' ? t('evaluation.rating.outletStaff') : t('evaluation.rating.notAllowed')}</p>
      );
  }
}

/** A visitor on an outlet's page: rating needs a registered login, which brings them back here. */
function LoginPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <p>
      {t('evaluation.rating.loginFirst')} <Link to={`/login?redirect=${back}`}>{t('evaluation.rating.login')}</Link>
    </p>
  );
}

/**
 * The 好差评 rating of one thing, as a section with its heading: the "评价" button (a dialog with
 * the five levels) while it can be rated, the rater's review with the rectification answer and
 * the follow-up once given, or why it cannot be rated. A signed-in account is asked about by its
 * login; a visitor needs `lookupToken` (a consultation) or is offered the login (an outlet).
 * Used by the application detail of the account, /serverDetail and the consultation reply.
 */
export function ServiceRating({ target, targetId, lookupToken, headingLevel = 3 }: ServiceRatingProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const signedIn = isUserSession(useSession());
  const thing: RatedThing = { target, targetId, lookupToken };
  const eligibility = useEligibility(thing, signedIn || lookupToken !== undefined);
  const body = () => {
    if (!signedIn && lookupToken === undefined) return <LoginPrompt />;
    if (eligibility.isError) {
      return (
        <div role="alert" className="rating-error">
          <p>{requestErrorText(eligibility.error, t) ?? t('evaluation.rating.loadFailed')}</p>
          <Button size="small" onClick={() => void eligibility.refetch()}>
            {t('evaluation.rating.retry')}
          </Button>
        </div>
      );
    }
    if (!eligibility.data) return <p aria-busy="true">{t('display.loading')}</p>;
    return <StateView eligibility={eligibility.data} thing={thing} headingLevel={headingLevel} />;
  };
  return (
    <section className="service-rating" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t('evaluation.rating.title')}
      </Heading>
      {body()}
    </section>
  );
}
