import { type AccountProfile, type IdentityOverview, type MyIdentity, MyIdentitySchema } from '@cityip/contracts';
import { screen } from '@testing-library/react';
import type { Received } from '../../../test/fake-server.js';

/** Test support for the registration, authentication and account pages (imported by tests only). */

/** The routes of the pages under test, as the route table has them. */
export const ROUTES = {
  person: { path: '/personAuth', title: 'route.personAuth' },
  company: { path: '/companyAuth', title: 'route.companyAuth' },
  account: { path: '/frontAccountInfo', title: 'route.frontAccountInfo' },
} as const;

/** Nothing submitted: every field of the contract empty, so the kit follows the contract as it grows. */
const NO_IDENTITY = MyIdentitySchema.parse({
  ...Object.fromEntries(Object.keys(MyIdentitySchema.shape).map((field) => [field, null])),
  status: 'none',
});

/** An authentication as the account's owner sees it; none submitted unless `overrides` say otherwise. */
export function buildIdentity(overrides: Partial<MyIdentity> = {}): MyIdentity {
  return { ...NO_IDENTITY, ...overrides };
}

/** GET /api/identity for a person account. */
export function buildOverview(
  identity: Partial<MyIdentity> = {},
  overrides: Partial<IdentityOverview> = {},
): IdentityOverview {
  return { identity: buildIdentity(identity), accountType: 'person', phoneCodeRequired: false, ...overrides };
}

/** GET /api/account/profile of a person with an approved authentication. */
export function buildProfile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    id: '00000000-0000-4000-8000-000000000007',
    email: 'li.na@example.cn',
    name: '李娜',
    organization: null,
    role: 'common',
    accountType: 'person',
    createdAt: '2025-03-01T02:00:00.000Z',
    language: 'zh-CN',
    identity: buildIdentity({
      status: 'approved',
      kind: 'person',
      name: '李娜',
      idNumberMasked: '1101**********002X',
      phoneMasked: '138****5678',
      submittedAt: '2025-03-01T03:00:00.000Z',
      reviewedAt: '2025-03-02T03:00:00.000Z',
    }),
    ...overrides,
  };
}

/** The requests a page sent with a method and path, e.g. `POST /api/register`. */
export function writesTo(received: Received[], method: string, path: string): Received[] {
  return received.filter((r) => r.method === method && r.path === path);
}

/** The error text announced for the field labelled `label` (antd's help list), or null. */
export function errorOf(label: string): string | null {
  const control = screen.getByLabelText(label);
  const item = control.closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;
}
