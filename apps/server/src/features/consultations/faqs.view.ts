import type { AdminFaq, FaqPublic, FaqSearchHit } from '@cityip/contracts';
import { indexTokens } from '../../lib/text-search.js';
import type { FaqRow } from './consultations.tables.js';
import { excerptOf } from './consultations.view.js';

/** The searchable words of a FAQ entry: its question and answer. */
export function faqSearchTokens(faq: { question: string; answer: string }): string {
  return indexTokens(`${faq.question}\n${faq.answer}`);
}

export function toPublicFaq(row: FaqRow): FaqPublic {
  return {
    id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    updatedAt: row.updatedAt.toISOString(),
    demo: row.demo,
  };
}

export function toAdminFaq(row: FaqRow): AdminFaq {
  return {
    ...toPublicFaq(row),
    published: row.published,
    sourceConsultationId: row.sourceConsultationId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A FAQ entry as the site search lists it. */
export function toFaqHit(row: FaqRow): FaqSearchHit {
  return { id: row.id, category: row.category, question: row.question, answerExcerpt: excerptOf(row.answer) };
}
