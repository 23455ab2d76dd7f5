import {
  type AdminConsultSummary,
  CONSULT_LIMITS,
  type ConsultAskerView,
  type ConsultDeadlineState,
  type ConsultFile,
  type ConsultPublic,
  type ConsultPublicSummary,
  maskName,
} from '@cityip/contracts';
import { indexTokens } from '../../lib/text-search.js';
import { dueDateOf } from './consultation-deadlines.js';
import type { ConsultationFileRow, ConsultationRow } from './consultations.tables.js';

/** The beginning of a text for lists, cut at the excerpt length. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= CONSULT_LIMITS.excerpt ? flat : `${flat.slice(0, CONSULT_LIMITS.excerpt - 1)}…`;
}

/** What the public reads: staff's edited wording, or the asker's own words until it is edited. */
export function publicWordingOf(row: Pick<ConsultationRow, 'title' | 'question' | 'publicTitle' | 'publicQuestion'>) {
  return { title: row.publicTitle ?? row.title, question: row.publicQuestion ?? row.question };
}

/** The searchable words of a published question: its public wording and the reply, never the asker. */
export function consultSearchTokens(wording: { title: string; question: string }, reply: string | null): string {
  return indexTokens([wording.title, wording.question, reply ?? ''].join('\n'));
}

export function toFile(row: ConsultationFileRow): ConsultFile {
  return { id: row.id, name: row.name, mime: row.mime, size: row.size };
}

/** A question as its asker sees it: their own words and where it stands. */
export function toAskerView(row: ConsultationRow, files: ConsultationFileRow[], timeZone: string): ConsultAskerView {
  return {
    id: row.id,
    queryNo: row.queryNo,
    category: row.category,
    title: row.title,
    question: row.question,
    publishable: row.publishable,
    published: row.published,
    status: row.status,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    dueDate: dueDateOf(row.dueAt, timeZone),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    files: files.map(toFile),
  };
}

/** A published question in the public list: the public wording, the name masked, nothing else personal. */
export function toPublicSummary(row: ConsultationRow): ConsultPublicSummary {
  const wording = publicWordingOf(row);
  return {
    id: row.id,
    category: row.category,
    title: wording.title,
    excerpt: excerptOf(wording.question),
    askerName: maskName(row.askerName),
    receivedAt: row.receivedAt.toISOString(),
    repliedAt: (row.repliedAt ?? row.updatedAt).toISOString(),
    demo: row.demo,
  };
}

export function toPublic(row: ConsultationRow): ConsultPublic {
  return { ...toPublicSummary(row), question: publicWordingOf(row).question, reply: row.reply ?? '' };
}

/** A question in the staff queue. */
export function toAdminSummary(
  row: ConsultationRow,
  handlerName: string | null,
  deadline: ConsultDeadlineState | null,
  timeZone: string,
): AdminConsultSummary {
  return {
    id: row.id,
    queryNo: row.queryNo,
    category: row.category,
    title: row.title,
    status: row.status,
    askerName: row.askerName,
    askerRegistered: row.askerId !== null,
    handlerId: row.handlerId,
    handlerName,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    dueDate: dueDateOf(row.dueAt, timeZone),
    repliedAt: row.repliedAt?.toISOString() ?? null,
    deadline,
    publishable: row.publishable,
    published: row.published,
    demo: row.demo,
  };
}
