import type {
  ApplicationKindKey,
  EvaluationEligibilityState,
  EvaluationSubject,
  EvaluationTarget,
} from '@cityip/contracts';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { applicationsForRating } from '../applications/application-for-rating.js';
import { consultationsForRating } from '../consultations/consultations.public.js';
import { stations } from '../stations/stations.tables.js';
import { applicationState } from './evaluation-rules.js';

/**
 * The things a review rates, read through each feature's face: an application, a consultation,
 * an outlet. One resolves a single target for rating; the other names many for the lists.
 */

/** What a target is, as far as rating it goes (before the once rule, which the service checks). */
export interface RatedThing {
  subject: EvaluationSubject;
  /** The applicant or the asker; null for an outlet and for a visitor's question. */
  ownerId: string | null;
  state: EvaluationEligibilityState;
  /** While open: the last moment it can be rated (an application's 30 days). */
  closesAt: Date | null;
  /** When the application was completed or the question replied to. */
  completedAt: Date | null;
}

/** Names of the outlets of `ids`, and whether each is on the front site. */
async function outletsOf(db: Db | Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: stations.id, name: stations.name, enabled: stations.enabled })
    .from(stations)
    .where(inArray(stations.id, [...new Set(ids)]));
}

const subjectOf = (
  target: EvaluationTarget,
  targetId: string,
  label: string | null,
  title: string | null = null,
  service: ApplicationKindKey | null = null,
): EvaluationSubject => ({ target, targetId, label, title, service });

/** The thing `target`/`targetId` with where it stands for rating; null when it does not exist (or an outlet is hidden). */
export async function ratedThing(
  db: Db | Tx,
  target: EvaluationTarget,
  targetId: string,
  now: Date,
): Promise<RatedThing | null> {
  if (target === 'application') {
    const [row] = await applicationsForRating(db, [targetId]);
    if (!row) return null;
    return {
      subject: subjectOf(target, row.id, row.receiptNo, row.title, row.kind),
      ownerId: row.applicantId,
      ...applicationState(row, now),
      completedAt: row.completedAt,
    };
  }
  if (target === 'consultation') {
    const [row] = await consultationsForRating(db, [targetId]);
    if (!row) return null;
    const state = row.status === 'replied' ? 'open' : row.status === 'rejected' ? 'notAllowed' : 'notCompleted';
    return {
      subject: subjectOf(target, row.id, row.queryNo, row.title),
      ownerId: row.askerId,
      state,
      closesAt: null,
      completedAt: row.repliedAt,
    };
  }
  const [row] = await outletsOf(db, [targetId]);
  if (!row?.enabled) return null;
  return {
    subject: subjectOf(target, row.id, row.name),
    ownerId: null,
    state: 'open',
    closesAt: null,
    completedAt: null,
  };
}

/** A rated thing's names and completion time, for the lists. */
export interface SubjectFacts {
  subject: EvaluationSubject;
  completedAt: Date | null;
}

/**
 * The subjects of many reviews at once (one query per kind of target), keyed `target:id`; a thing
 * that is gone keeps its review, named by nothing but its kind.
 */
export async function subjectsOf(
  db: Db | Tx,
  rows: readonly { target: EvaluationTarget; targetId: string; service: ApplicationKindKey | null }[],
): Promise<(row: { target: EvaluationTarget; targetId: string; service: ApplicationKindKey | null }) => SubjectFacts> {
  const idsOf = (target: EvaluationTarget) => rows.filter((row) => row.target === target).map((row) => row.targetId);
  const applications = await applicationsForRating(db, idsOf('application'));
  const questions = await consultationsForRating(db, idsOf('consultation'));
  const outlets = await outletsOf(db, idsOf('outlet'));
  const facts = new Map<string, SubjectFacts>();
  for (const a of applications) {
    const subject = subjectOf('application', a.id, a.receiptNo, a.title, a.kind);
    facts.set(`application:${a.id}`, { subject, completedAt: a.completedAt });
  }
  for (const q of questions) {
    facts.set(`consultation:${q.id}`, {
      subject: subjectOf('consultation', q.id, q.queryNo, q.title),
      completedAt: q.repliedAt,
    });
  }
  for (const o of outlets)
    facts.set(`outlet:${o.id}`, { subject: subjectOf('outlet', o.id, o.name), completedAt: null });
  return (row) =>
    facts.get(`${row.target}:${row.targetId}`) ?? {
      subject: subjectOf(row.target, row.targetId, null, null, row.service),
      completedAt: null,
    };
}
