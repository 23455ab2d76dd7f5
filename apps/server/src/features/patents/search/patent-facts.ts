import type { LegalStatus, PatentType } from '@cityip/patent-query';
import { and, arrayContains, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { parseApplicationNumber } from '../corpus/application-number.js';
import { patentApplicants, patentSearch, patents } from '../patents.tables.js';
import { codeLexemes, quoteLexeme } from '../search-tokens.js';

/**
 * The facts of stored patents a company's portfolio needs (issue 26; other features reach them
 * through patents.public.ts): found by applicant name, by id, or by a number the company typed.
 */

/** What a portfolio row and the patent's deadlines need, as public as the patent search shows it. */
export interface PatentFacts {
  patentId: number;
  title: string;
  applicationNumber: string;
  publicationNumber: string;
  patentType: PatentType;
  legalStatus: LegalStatus;
  applicationDate: string;
  grantDate: string | null;
  applicants: string[];
}

const FACTS = {
  patentId: patents.id,
  title: patents.title,
  applicationNumber: patents.applicationNumber,
  publicationNumber: patents.publicationNumber,
  patentType: patents.patentType,
  legalStatus: patents.legalStatus,
  applicationDate: patents.applicationDate,
  grantDate: patents.grantDate,
  applicants: patents.applicants,
};

/**
 * Every patent naming exactly `name` among its applicants (co-applicants included), oldest filing
 * first. Found through the applicant ids of the narrow search table, whose GIN index answers it.
 */
export async function patentsOfApplicant(db: Db | Tx, name: string): Promise<PatentFacts[]> {
  const [applicant] = await db
    .select({ id: patentApplicants.id })
    .from(patentApplicants)
    .where(eq(patentApplicants.name, name));
  if (!applicant) return [];
  return db
    .select(FACTS)
    .from(patentSearch)
    .innerJoin(patents, eq(patents.id, patentSearch.patentId))
    .where(arrayContains(patentSearch.applicantIds, [applicant.id]))
    .orderBy(asc(patents.applicationDate), asc(patents.id));
}

/** The patents of `ids` that exist (a patent no longer stored is simply missing). */
export async function patentsByIds(db: Db | Tx, ids: readonly number[]): Promise<PatentFacts[]> {
  if (ids.length === 0) return [];
  return db
    .select(FACTS)
    .from(patents)
    .where(inArray(patents.id, [...new Set(ids)]));
}

/** What a number look-up found: the patent, or why not. */
export type PatentNumberLookup = { patent: PatentFacts } | { patent: null; problem: 'checkDigit' | 'unknown' };

/**
 * The patent of an application number (canonical, `CN202110123456.7`, checked against its check
 * digit) or of a publication number (`CN112345678A`: the kind code is ignored, so the A
 * publication of an invention finds it after the grant's B number replaced it in the record).
 */
export async function findPatentByNumber(
  db: Db | Tx,
  number: { kind: 'application' | 'publication'; value: string },
): Promise<PatentNumberLookup> {
  if (number.kind === 'application') {
    const parsed = parseApplicationNumber(number.value);
    if (!parsed) return { patent: null, problem: 'unknown' };
    if (parsed.checkDigit !== parsed.expectedCheckDigit) return { patent: null, problem: 'checkDigit' };
    const [row] = await db.select(FACTS).from(patents).where(eq(patents.applicationNumber, parsed.canonical));
    return row ? { patent: row } : { patent: null, problem: 'unknown' };
  }
  // The search tokens hold every publication number without its kind code (`pn_cn112345678`).
  const lexeme = codeLexemes('PN', number.value).at(-1) ?? '';
  const [row] = await db
    .select(FACTS)
    .from(patentSearch)
    .innerJoin(patents, eq(patents.id, patentSearch.patentId))
    .where(sql`${patentSearch.tokens} @@ ${quoteLexeme(lexeme)}::tsquery`)
    .orderBy(asc(patents.id))
    .limit(1);
  return row ? { patent: row } : { patent: null, problem: 'unknown' };
}

/** Granted patents in force, in id order, at most `limit` (the demo seed picks from them). */
export async function grantedPatents(db: Db | Tx, limit: number): Promise<PatentFacts[]> {
  return db
    .select(FACTS)
    .from(patents)
    .where(and(eq(patents.legalStatus, 'valid'), isNotNull(patents.grantDate)))
    .orderBy(asc(patents.id))
    .limit(limit);
}
