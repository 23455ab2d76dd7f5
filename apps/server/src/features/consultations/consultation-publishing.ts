import { type AdminFaq, Code, type ConsultWordingInput, type FaqInput } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { lockConsultation, recordEvent, wrongState } from './consultations.service.js';
import { type ConsultationRow, consultations, faqs } from './consultations.tables.js';
import { consultSearchTokens, publicWordingOf } from './consultations.view.js';
import { faqSearchTokens, toAdminFaq } from './faqs.view.js';

/** Only what the asker allowed may ever be public (409 otherwise). */
function requirePublishable(row: ConsultationRow): void {
  if (!row.publishable) throw new AppError(Code.CONFLICT, 'error.consultNotPublishable');
}

/**
 * Publishes a replied question the asker allowed to be published, or takes it off the site.
 * The searchable words (public wording and reply) are fixed when it goes up.
 */
export async function setPublished(app: FastifyInstance, staffId: string | null, id: string, published: boolean) {
  await app.db.transaction(async (tx) => {
    const row = await lockConsultation(tx, id);
    if (published) {
      requirePublishable(row);
      if (row.status !== 'replied') throw new AppError(Code.CONFLICT, 'error.consultPublishNeedsReply');
    }
    if (row.published === published) return;
    const searchTokens = consultSearchTokens(publicWordingOf(row), row.reply);
    await tx
      .update(consultations)
      .set({ published, searchTokens, updatedAt: new Date() })
      .where(eq(consultations.id, id));
    await recordEvent(tx, id, published ? 'published' : 'unpublished', staffId);
  });
}

/**
 * Edits the wording the public reads (to take out personal details or fix typos); the asker's own
 * words stay. Each changed field goes into the history with its text before and after.
 */
export async function editWording(
  app: FastifyInstance,
  staffId: string | null,
  id: string,
  input: ConsultWordingInput,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await lockConsultation(tx, id);
    requirePublishable(row);
    const before = publicWordingOf(row);
    const changes: Record<string, [unknown, unknown]> = {};
    if (before.title !== input.publicTitle) changes.publicTitle = [before.title, input.publicTitle];
    if (before.question !== input.publicQuestion) changes.publicQuestion = [before.question, input.publicQuestion];
    if (Object.keys(changes).length === 0) return;
    const wording = { title: input.publicTitle, question: input.publicQuestion };
    await tx
      .update(consultations)
      .set({ ...input, searchTokens: consultSearchTokens(wording, row.reply), updatedAt: new Date() })
      .where(eq(consultations.id, id));
    await recordEvent(tx, id, 'wordingEdited', staffId, { changes });
  });
}

/** Turns a replied question into a FAQ entry (published at once), as staff edited it. */
export async function makeFaq(app: FastifyInstance, staffId: string | null, id: string, input: FaqInput) {
  return app.db.transaction(async (tx): Promise<AdminFaq> => {
    const row = await lockConsultation(tx, id);
    if (row.status !== 'replied') throw wrongState();
    const faq = await insertFaq(tx, staffId, id, input);
    await recordEvent(tx, id, 'faqCreated', staffId);
    return toAdminFaq(faq);
  });
}

async function insertFaq(tx: Tx, staffId: string | null, sourceId: string, input: FaqInput) {
  const [faq] = await tx
    .insert(faqs)
    .values({ ...input, sourceConsultationId: sourceId, createdBy: staffId, searchTokens: faqSearchTokens(input) })
    .returning();
  if (!faq) throw new Error('insert returned no row');
  return faq;
}
