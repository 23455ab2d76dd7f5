import { DateTimeSchema } from '@cityip/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildArticle } from '../../../test/factories.js';
import { parseArticle, serverArticleErrors, toDraft, toFormValues } from './article-form.js';

describe('article form values', () => {
  it('sends the scheduled time as an ISO timestamp with the UTC offset and dates as YYYY-MM-DD', () => {
    const draft = toDraft('policy', {
      publishAt: dayjs('2025-06-01T09:30:00'),
      publishDate: dayjs('2025-05-20'),
      effectiveDate: dayjs('2025-07-01'),
    });
    expect(draft.publishAt).toMatch(/^2025-06-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(DateTimeSchema.safeParse(draft.publishAt).success).toBe(true);
    expect(dayjs(draft.publishAt).valueOf()).toBe(dayjs('2025-06-01T09:30:00').valueOf());
    expect(draft).toMatchObject({ publishDate: '2025-05-20', effectiveDate: '2025-07-01', expiryDate: null });
  });

  it('round-trips a stored item through the form unchanged', () => {
    const stored = buildArticle({ publishAt: '2025-06-01T01:30:00.000Z', tags: ['资助'], effectiveDate: '2024-04-01' });
    const { data } = parseArticle('policy', toFormValues(stored), 'en-US');
    expect(data).toMatchObject({
      title: stored.title,
      level: 'city',
      publishDate: '2024-03-01',
      effectiveDate: '2024-04-01',
      tags: ['资助'],
    });
    expect(dayjs(data?.publishAt).toISOString()).toBe('2025-06-01T01:30:00.000Z');
  });

  it('puts schema issues of list items on the list control and a reversed date range on the expiry date', () => {
    const { issues } = parseArticle(
      'policy',
      {
        ...toFormValues(buildArticle()),
        tags: ['ok', 'x'.repeat(21)],
        effectiveDate: dayjs('2025-02-01'),
        expiryDate: dayjs('2025-01-01'),
      },
      'en-US',
    );
    expect(issues).toMatchObject([
      { path: ['tags'], message: 'validation.tooLong' },
      { path: ['expiryDate'], message: 'validation.dateRange' },
    ]);
  });

  it('maps server field errors to form names, related links by row index', () => {
    const { fields, others } = serverArticleErrors('guide', [
      { field: 'relatedLinks.1.url', message: 'bad url' },
      { field: 'attachments.0.id', message: 'bad file' },
      { field: 'unknown', message: 'something else' },
    ]);
    expect(fields).toEqual([
      { name: ['relatedLinks', 1, 'url'], errors: ['bad url'] },
      { name: ['attachments'], errors: ['bad file'] },
    ]);
    expect(others).toEqual(['something else']);
  });
});
