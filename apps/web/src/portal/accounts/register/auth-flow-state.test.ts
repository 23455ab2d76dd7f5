import { describe, expect, it } from 'vitest';
import { buildOverview } from '../accounts-test-kit.js';
import { authFlowState } from './auth-flow-state.js';

describe('where /personAuth and /companyAuth start', () => {
  it('starts a visitor at registration', () => {
    expect(authFlowState('person', null)).toEqual({ view: 'register' });
  });

  it('takes a registered user without authentication to the form of their kind', () => {
    expect(authFlowState('person', buildOverview())).toEqual({ view: 'identity', rejectReason: null });
    expect(authFlowState('company', buildOverview({}, { accountType: null }))).toEqual({
      view: 'identity',
      rejectReason: null,
    });
    expect(authFlowState('company', buildOverview())).toEqual({ view: 'otherKind', kind: 'person' });
  });

  it('shows a pending or approved authentication and offers a rejected one again with its reason', () => {
    expect(authFlowState('person', buildOverview({ status: 'pending', kind: 'person' }))).toEqual({ view: 'status' });
    // Whatever the page, an approved company shows its status rather than the other form.
    expect(authFlowState('person', buildOverview({ status: 'approved', kind: 'company' }))).toEqual({ view: 'status' });
    expect(
      authFlowState('person', buildOverview({ status: 'rejected', kind: 'person', rejectReason: '照片不清晰' })),
    ).toEqual({ view: 'identity', rejectReason: '照片不清晰' });
    expect(authFlowState('person', buildOverview({ status: 'rejected', kind: 'company' }))).toEqual({
      view: 'otherKind',
      kind: 'company',
    });
  });
});
