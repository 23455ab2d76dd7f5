import {
  Code,
  envelope,
  IndustryWatchParamsSchema,
  IndustryWatchSchema,
  isStaffRole,
  SavedSearchIdParamsSchema,
  SavedSearchInputSchema,
  SavedSearchSchema,
  SavedSearchUpdateSchema,
  WATCH_LIMITS,
  WatchDigestListSchema,
  WatchOverviewSchema,
  WatchUnsubscribeParamsSchema,
  WatchUnsubscribeResultSchema,
} from '@cityip/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEnvelope } from '../../lib/error-handler.js';
import { AppError } from '../../lib/errors.js';
import { localeOf, ok } from '../../lib/reply.js';
import { acceptEmptyJsonBody } from '../auth/empty-json-body.js';
import { registerTask } from '../notifications/tasks.js';
import { expressionRefusal } from '../patents/patents.public.js';
import { listIndustryWatches, subscribeIndustry, unsubscribeIndustry } from './industry-watches.service.js';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './saved-searches.service.js';
import { recentDigests } from './watch-alerts.js';
import { runIndustryDigest, runSearchDigest } from './watch-digest.js';
import { INDUSTRY_DIGEST_TASK, SEARCH_DIGEST_TASK } from './watch-schedule.js';
import { unsubscribeByToken } from './watch-unsubscribe.js';

const doc = (summary: string, tag = 'watch') => ({ summary, tags: [tag] });
const BASE = '/api/my/watch';
const Done = envelope(z.null());

/**
 * The account holder behind a request: a registered person or company (a visitor is refused with
 * 1401 by the authorization hook already). Staff accounts keep no alerts: their mailbox is the
 * bureau's, and the back office has its own lists.
 */
function watcherOf(request: FastifyRequest): string {
  const auth = request.auth;
  if (!auth?.userId || isStaffRole(auth.role)) {
    throw new AppError(Code.FORBIDDEN, 'error.watchStaffAccount', {}, 403);
  }
  return auth.userId;
}

/**
 * Patent watch (issue 26): an account's saved searches with alert frequencies, its industry
 * watches and its recent digests under `/api/my/watch`, the digest tasks, and the public
 * one-click unsubscribe of a mail's link.
 */
export async function watchRoutes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBody(app);
  // A mail program's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a
  // form; the token is in the path, so the body is read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  registerTask(app, SEARCH_DIGEST_TASK, (root, input) => runSearchDigest(root, input));
  registerTask(app, INDUSTRY_DIGEST_TASK, (root, input) => runIndustryDigest(root, input));

  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  // preValidation: after the authorization hook, before the body, so staff learn nothing from validation.
  const watcher = {
    config: { auth: 'user' as const },
    preValidation: async (request: FastifyRequest) => {
      watcherOf(request);
    },
  };

  r.get(
    BASE,
    {
      ...watcher,
      schema: {
        ...doc('The account’s saved searches and industry watches'),
        response: { 200: envelope(WatchOverviewSchema) },
      },
    },
    async (request) => {
      const userId = watcherOf(request);
      const [searches, industries] = await Promise.all([
        listSavedSearches(app.db, userId),
        listIndustryWatches(app.db, userId),
      ]);
      return ok(request, { searches, industries, maxSearches: WATCH_LIMITS.savedSearches });
    },
  );

  r.post(
    `${BASE}/searches`,
    {
      ...watcher,
      schema: {
        ...doc('Save a search (its expression is parsed; a malformed one is refused with its position)'),
        body: SavedSearchInputSchema,
        response: { 200: envelope(SavedSearchSchema) },
      },
    },
    async (request, reply) => {
      const refusal = expressionRefusal(config.cityProfile, localeOf(request), request.body.expression, 'expression');
      if (refusal) {
        request.refusalCode = Code.BAD_REQUEST;
        return sendEnvelope(reply, 400, refusal);
      }
      const saved = await createSavedSearch(app.db, watcherOf(request), request.body);
      return ok(request, saved, 'success.watchSaved');
    },
  );

  r.put(
    `${BASE}/searches/:id`,
    {
      ...watcher,
      schema: {
        ...doc('Rename a saved search and choose its alert frequency (off, daily, weekly)'),
        params: SavedSearchIdParamsSchema,
        body: SavedSearchUpdateSchema,
        response: { 200: envelope(SavedSearchSchema) },
      },
    },
    async (request) => {
      const saved = await updateSavedSearch(app.db, watcherOf(request), request.params.id, request.body);
      return ok(request, saved, 'success.watchUpdated');
    },
  );

  r.delete(
    `${BASE}/searches/:id`,
    {
      ...watcher,
      schema: { ...doc('Delete a saved search'), params: SavedSearchIdParamsSchema, response: { 200: Done } },
    },
    async (request) => {
      await deleteSavedSearch(app.db, watcherOf(request), request.params.id);
      return ok(request, null, 'success.watchDeleted');
    },
  );

  r.put(
    `${BASE}/industries/:code`,
    {
      ...watcher,
      schema: {
        ...doc('Subscribe to a key industry’s weekly news (again: kept as it is)'),
        params: IndustryWatchParamsSchema,
        response: { 200: envelope(IndustryWatchSchema) },
      },
    },
    async (request) => {
      const userId = watcherOf(request);
      const watch = await subscribeIndustry(app.db, config, localeOf(request), userId, request.params.code);
      return ok(request, watch, 'success.watchSubscribed');
    },
  );

  r.delete(
    `${BASE}/industries/:code`,
    {
      ...watcher,
      schema: {
        ...doc('End the watch of a key industry'),
        params: IndustryWatchParamsSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await unsubscribeIndustry(app.db, config, localeOf(request), watcherOf(request), request.params.code);
      return ok(request, null, 'success.watchUnsubscribed');
    },
  );

  r.get(
    `${BASE}/alerts`,
    {
      ...watcher,
      schema: {
        ...doc('The latest digests mailed to the account, with the patents they listed'),
        response: { 200: envelope(WatchDigestListSchema) },
      },
    },
    async (request) => ok(request, await recentDigests(app.db, watcherOf(request))),
  );

  r.post(
    '/api/watch/unsubscribe/:link',
    {
      config: { auth: 'public' },
      schema: {
        ...doc('One-click unsubscribe from a digest mail’s signed link (no login)', 'portal'),
        params: WatchUnsubscribeParamsSchema,
        response: { 200: envelope(WatchUnsubscribeResultSchema) },
      },
    },
    async (request) => ok(request, await unsubscribeByToken(app, request.params.link), 'success.watchUnsubscribed'),
  );
}
