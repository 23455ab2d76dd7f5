import {
  APPLICATION_KINDS,
  APPLICATION_RULES,
  type ApplicationDetail,
  type ApplicationKindInfo,
  type ApplicationKindKey,
  type ApplicationSummary,
  type ColumnStatus,
  EMPTY_WEEK,
  formOf,
} from '@cityip/contracts';
import type { ReactElement } from 'react';
import { storeTokens } from '../../../test/client-harness.js';
import { envelopeReply, type Handler, type Received, type Reply } from '../../../test/fake-server.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderRoutes } from '../../../test/render-app.js';

/** Test support for online business handling (imported by tests only). */

/** A column's state: open unless `overrides` say otherwise. */
export function buildColumnStatus(kind: ApplicationKindKey, overrides: Partial<ColumnStatus> = {}): ColumnStatus {
  return {
    key: APPLICATION_KINDS[kind].column,
    open: true,
    reason: null,
    message: '',
    messageEn: '',
    nextOpenAt: null,
    closesAt: null,
    mode: 'scheduled',
    weekly: { ...EMPTY_WEEK, mon: [{ start: '09:00', end: '17:00' }] },
    ...overrides,
  };
}

/** A catalogue entry of `kind` for a user who may apply. */
export function buildKindInfo(
  kind: ApplicationKindKey,
  overrides: Partial<ApplicationKindInfo> = {},
): ApplicationKindInfo {
  const rule = APPLICATION_RULES[kind];
  return {
    kind,
    name: APPLICATION_KINDS[kind].name,
    nameEn: APPLICATION_KINDS[kind].nameEn,
    column: APPLICATION_KINDS[kind].column,
    columnStatus: buildColumnStatus(kind),
    form: [...formOf(kind)],
    roles: [...rule.roles],
    identity: rule.identity,
    dueDays: rule.dueDays,
    path: rule.path,
    eligibility: { signedIn: true, roleAllowed: true, identityOk: true, canApply: true },
    ...overrides,
  };
}

const APPLICANT = { id: '00000000-0000-4000-8000-000000000001', name: '张三', email: 'person@demo.local' };

/** One of the user's applications as lists show it. */
export function buildSummary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: '00000000-0000-4000-8000-00000000a001',
    receiptNo: '202503100001',
    kind: 'rightsAid',
    status: 'submitted',
    title: '示范市某某贸易有限公司',
    applicant: APPLICANT,
    assignee: null,
    parentId: null,
    submittedAt: '2025-03-10T02:00:00.000Z',
    updatedAt: '2025-03-10T02:00:00.000Z',
    completedAt: null,
    dueAt: '2025-03-30T02:00:00.000Z',
    overdue: false,
    ...overrides,
  };
}

/** One of the user's applications with data, attachments and history. */
export function buildDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    ...buildSummary(),
    data: {
      rightsHolder: '张三',
      rightType: 'patent',
      rightNumber: 'ZL202110123456.7',
      otherParty: '示范市某某贸易有限公司',
      facts: '对方未经许可销售侵权产品。',
      request: '请求提供维权援助。',
      contactName: '张三',
      contactPhone: '13800138000',
      contactEmail: '',
      evidence: ['00000000-0000-4000-8000-0000000000e1'],
    },
    attachments: [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        name: '侵权证据.pdf',
        mime: 'application/pdf',
        size: 2048,
        field: 'evidence',
      },
    ],
    history: [
      {
        id: 'e1',
        action: 'submit',
        from: null,
        to: 'submitted',
        actor: { name: '张三', staff: false },
        comment: '',
        at: '2025-03-10T02:00:00.000Z',
      },
    ],
    actions: [],
    ...overrides,
  };
}

/** Signs a registered user in, as a previous page load would have left the storage. */
export function signIn(role = 'common'): void {
  storeTokens({ token: 'bearer user-1', visitor: 'bearer v1', role });
}

/**
 * The fake server of these tests: the portal's basics, the catalogue of `kinds`, open columns,
 * and per `'METHOD /path'` or `'/path'` the `data` of a success, or a handler for any other reply.
 */
export function applicationsHandler(
  data: Record<string, unknown> = {},
  kinds: ApplicationKindInfo[] = [buildKindInfo('rightsAid')],
): Handler {
  const base = portalHandler({
    '/api/applications/kinds': kinds,
    '/api/columns/status': kinds.map((info) => info.columnStatus),
  });
  const reply = async (request: Received): Promise<Reply> => {
    const answer = data[`${request.method} ${request.path}`] ?? data[request.path];
    if (answer === undefined) return base(request);
    if (typeof answer === 'function') return (answer as Handler)(request);
    return envelopeReply(200, answer);
  };
  // A fresh connection per request: filling a form takes seconds on a busy machine, and a kept-alive
  // socket the server closes after its 5 s idle time can be reused at that moment (ECONNRESET).
  return async (request) => {
    const answer = await reply(request);
    return { ...answer, headers: { ...answer.headers, connection: 'close' } };
  };
}

/** Renders `element` as the page at `path` (a front-site route) inside the app providers. */
export function renderApplicationPage(element: ReactElement, path = '/protectRights?type=aid') {
  const route = {
    path: path.split('?')[0] ?? path,
    handle: { title: 'nav.rightsProtection,route.protectRights' },
    element,
  };
  return renderRoutes([route, { path: '*', element: null }], path);
}

/** The form data a write sent (the body's `data`). */
export function sentData(call: Received | undefined): Record<string, unknown> {
  return (call?.body as { data?: Record<string, unknown> } | undefined)?.data ?? {};
}
