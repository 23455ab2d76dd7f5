import type { LegalStatus, PatentType } from '@cityip/patent-query';
import type { LegalEvent } from '../../patents.tables.js';
import type { ApplicantKind } from '../patent-record.js';
import { addMonths, dayOf, formatDay, nextWeekday, yearOf } from './dates.js';
import type { Random } from './prng.js';

/** First application year of generated corpora. */
export const FIRST_YEAR = 2008;
/** Yearly growth of filings, as the city's patent activity grew. */
const GROWTH = 1.12;
/** CNIPA publishes inventions on Tuesdays and Fridays, grants of utility models and designs on Tuesdays. */
const INVENTION_PUBLICATION_DAYS = [2, 5];
const GRANT_ANNOUNCEMENT_DAYS = [2];
/** Designs filed from 1 June 2021 (Patent Law, 4th amendment) are protected 15 years, earlier ones 10. */
const DESIGN_TERM_CHANGE = dayOf(2021, 6, 1);

export interface Timeline {
  applicationDay: number;
  publicationDay: number;
  grantDay: number | null;
  /** The day the patent's term ends (20 years for inventions, 10 for utility models, 10/15 for designs). */
  expiryDay: number;
  legalStatus: LegalStatus;
  legalHistory: LegalEvent[];
  kindCode: string;
}

/** Yearly chance that an owner stops paying annual fees: individuals and universities let go sooner. */
const LAPSE_RATE: Record<ApplicantKind, number> = {
  company: 0.06,
  institute: 0.06,
  hospital: 0.08,
  university: 0.1,
  individual: 0.16,
};

/**
 * Dates, legal status and history of a patent, consistent with each other and with `asOf`: only
 * published patents exist (an invention filed last month is not in any database yet), utility
 * models and designs are published when granted (so never pending), inventions are examined and
 * granted, rejected or withdrawn within four years, and granted patents lapse or expire.
 */
export function drawTimeline(random: Random, type: PatentType, applicant: ApplicantKind, asOf: number): Timeline {
  for (let attempt = 0; ; attempt++) {
    // Recent filings are often not published yet; after a few tries take an older year.
    const application = drawApplicationDay(random, attempt < 6 ? asOf : asOf - 730);
    const timeline =
      type === 'invention'
        ? invention(random, application, applicant, asOf)
        : grantedOnPublication(random, type, application, applicant, asOf);
    if (timeline) return timeline;
  }
}

function drawApplicationDay(random: Random, asOf: number): number {
  const lastYear = yearOf(asOf);
  const years: [number, number][] = [];
  for (let year = FIRST_YEAR; year <= lastYear; year++) {
    const elapsed = year === lastYear ? (asOf - dayOf(year, 1, 1) + 1) / 365 : 1;
    years.push([year, GROWTH ** (year - FIRST_YEAR) * elapsed]);
  }
  const year = random.weighted(years);
  const start = dayOf(year, 1, 1);
  const end = Math.min(dayOf(year, 12, 31), asOf);
  // Filings cluster on working days: a weekend draw moves to the Monday after.
  return Math.min(nextWeekday(random.int(start, end), [1, 2, 3, 4, 5]), asOf);
}

function invention(random: Random, filed: number, applicant: ApplicantKind, asOf: number): Timeline | null {
  const normal = nextWeekday(addMonths(filed, 18) + random.int(0, 25), INVENTION_PUBLICATION_DAYS);
  const early = nextWeekday(filed + random.int(90, 270), INVENTION_PUBLICATION_DAYS);
  let published = random.chance(0.25) ? early : normal;
  if (published > asOf) published = early;
  if (published > asOf) return null;
  const expiry = addMonths(filed, 240) - 1;
  const history: LegalEvent[] = [event('filed', filed), event('published', published)];
  const pending = (): Timeline => timeline(filed, published, null, expiry, 'pending', history, 'A');

  if (!random.chance(0.92)) {
    // No request for substantive examination within three years: deemed withdrawn.
    const withdrawn = addMonths(filed, 36) + random.int(30, 120);
    if (withdrawn > asOf) return pending();
    return timeline(filed, published, null, expiry, 'invalid', [...history, event('withdrawn', withdrawn)], 'A');
  }
  const examination = Math.max(published, addMonths(filed, random.int(0, 24))) + random.int(0, 60);
  if (examination > asOf) return pending();
  history.push(event('examination', examination));

  const outcome = random.weighted([
    ['granted', 60],
    ['rejected', 15],
    ['withdrawn', 25],
  ] as const);
  if (outcome !== 'granted') {
    const decided =
      outcome === 'rejected'
        ? Math.max(addMonths(examination, random.int(8, 20)), addMonths(filed, random.int(24, 40)))
        : addMonths(examination, random.int(4, 24));
    if (decided > asOf) return pending();
    return timeline(filed, published, null, expiry, 'invalid', [...history, event(outcome, decided)], 'A');
  }
  const granted = nextWeekday(
    Math.max(addMonths(examination, random.int(6, 20)), addMonths(filed, random.int(24, 46))),
    INVENTION_PUBLICATION_DAYS,
  );
  if (granted > asOf) return pending();
  history.push(event('granted', granted));
  return afterGrant(random, filed, published, granted, expiry, applicant, asOf, history, 'B');
}

function grantedOnPublication(
  random: Random,
  type: 'utility' | 'design',
  filed: number,
  applicant: ApplicantKind,
  asOf: number,
): Timeline | null {
  const granted = nextWeekday(filed + random.int(150, 240), GRANT_ANNOUNCEMENT_DAYS);
  if (granted > asOf) return null;
  const years = type === 'design' && filed >= DESIGN_TERM_CHANGE ? 15 : 10;
  const expiry = addMonths(filed, years * 12) - 1;
  const history = [event('filed', filed), event('granted', granted)];
  return afterGrant(random, filed, granted, granted, expiry, applicant, asOf, history, type === 'utility' ? 'U' : 'S');
}

/** A granted patent stays valid until its owner stops paying annual fees or its term ends. */
function afterGrant(
  random: Random,
  filed: number,
  published: number,
  granted: number,
  expiry: number,
  applicant: ApplicantKind,
  asOf: number,
  history: LegalEvent[],
  kindCode: string,
): Timeline {
  // Annual fees fall due on each anniversary of filing; unpaid, the right ends after six months' grace.
  for (let year = 1; ; year++) {
    const due = addMonths(filed, 12 * year);
    if (due <= granted) continue;
    if (due > expiry || due > asOf) break;
    if (random.chance(LAPSE_RATE[applicant])) {
      const lapsed = addMonths(due, 6);
      if (lapsed > asOf) break;
      return timeline(filed, published, granted, expiry, 'invalid', [...history, event('feeLapsed', lapsed)], kindCode);
    }
  }
  if (expiry <= asOf) {
    return timeline(filed, published, granted, expiry, 'invalid', [...history, event('expired', expiry)], kindCode);
  }
  return timeline(filed, published, granted, expiry, 'valid', history, kindCode);
}

function event(code: string, day: number): LegalEvent {
  return { date: formatDay(day), code };
}

function timeline(
  applicationDay: number,
  publicationDay: number,
  grantDay: number | null,
  expiryDay: number,
  legalStatus: LegalStatus,
  legalHistory: LegalEvent[],
  kindCode: string,
): Timeline {
  return { applicationDay, publicationDay, grantDay, expiryDay, legalStatus, legalHistory, kindCode };
}
