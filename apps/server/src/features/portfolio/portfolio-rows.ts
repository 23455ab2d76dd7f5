import {
  daysBetween,
  nextAnnualFee,
  type PortfolioPatent,
  termEndOf,
  upcomingDeadlines,
  urgencyOf,
} from '@cityip/contracts';
import type { PatentFacts } from '../patents/patents.public.js';

/** A patent of the portfolio, with why it is listed. */
export interface PortfolioEntry {
  facts: PatentFacts;
  source: PortfolioPatent['source'];
  claimId: string | null;
  demo: boolean;
}

/** The row of `entry` with its deadlines as of `today` (the city's date). */
export function portfolioRow(entry: PortfolioEntry, today: string): PortfolioPatent {
  const { applicants: _applicants, ...facts } = entry.facts;
  const fee = nextAnnualFee(facts, today);
  const termEnd = termEndOf(facts.patentType, facts.applicationDate);
  const [nearest] = upcomingDeadlines(facts, today);
  const daysLeft = nearest ? daysBetween(today, nearest.date) : null;
  return {
    ...facts,
    source: entry.source,
    claimId: entry.claimId,
    demo: entry.demo,
    nextFee: fee
      ? {
          dueDate: fee.dueDate,
          lateUntil: fee.lateUntil,
          patentYear: fee.patentYear,
          daysLeft: daysBetween(today, fee.dueDate),
        }
      : null,
    termEnd,
    termDaysLeft: daysBetween(today, termEnd),
    daysLeft,
    urgency: urgencyOf(daysLeft),
  };
}

/** Nearest deadline first (none last), then the oldest filing, then the id: a stable order for paging. */
export function byUrgency(a: PortfolioPatent, b: PortfolioPatent): number {
  const left = (row: PortfolioPatent) => row.daysLeft ?? Number.POSITIVE_INFINITY;
  if (left(a) !== left(b)) return left(a) - left(b);
  if (a.applicationDate !== b.applicationDate) return a.applicationDate < b.applicationDate ? -1 : 1;
  return a.patentId - b.patentId;
}
