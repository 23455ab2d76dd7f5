import type { EvaluationEligibility, MyEvaluation } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { errorOf, writesTo } from '../accounts/accounts-test-kit.js';
import { renderPortalPage } from '../patent-database/page-test-utils.js';
import { ServiceRating } from './service-rating.js';

const APPLICATION_ID = '00000000-0000-4000-8000-00000000a001';
const OUTLET_ID = '00000000-0000-4000-8000-00000000b001';
const subject = {
  target: 'application',
  targetId: APPLICATION_ID,
  label: '202503090001',
  title: '如何申请专利？',
  service: 'consultation',
} as const;
const OPEN: EvaluationEligibility = {
  subject,
  state: 'open',
  closesAt: '2025-04-08T16:00:00.000Z',
  reopensAt: null,
  mine: null,
};
const ANSWERED: MyEvaluation = {
  id: '00000000-0000-4000-8000-00000000e001',
  subject,
  level: 2,
  reasons: ['slowHandling'],
  comment: '等了很久才答复',
  createdAt: '2025-03-12T02:00:00.000Z',
  rectification: {
    status: 'answered',
    dueAt: '2025-03-19T16:00:00.000Z',
    outcome: 'rectified',
    answer: '已调整窗口排班，咨询在两个工作日内答复。',
    answeredAt: '2025-03-14T02:00:00.000Z',
    followUp: null,
    followUpNote: null,
    followUpAt: null,
  },
  canFollowUp: true,
};

const ApplicationRating = () => <ServiceRating target="application" targetId={APPLICATION_ID} />;
const OutletRating = () => <ServiceRating target="outlet" targetId={OUTLET_ID} />;
const ROUTES = {
  application: { path: '/frontAccountInfo', title: 'route.frontAccountInfo', Component: ApplicationRating },
  outlet: { path: '/serverDetail', title: 'route.serverDetail', Component: OutletRating },
};

describe('ServiceRating', { timeout: 40_000 }, () => {
  let eligibility: EvaluationEligibility = OPEN;
  const ctx = useClientHarness((request) =>
    portalHandler({
      '/api/evaluations/eligibility': () => eligibility,
      '/api/evaluations': (sent) => ({ ...ANSWERED, ...(sent.body as object), rectification: null }),
      [`/api/evaluations/${ANSWERED.id}/follow-up`]: ANSWERED,
    })(request),
  );

  it('asks for reasons and words of a 不满意, in words, before anything is sent; then sends the rating', async () => {
    eligibility = OPEN;
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo', ROUTES.application);
    expect(await screen.findByText(/评价截止时间：2025-04-09 00:00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '评价：综合业务咨询 202503090001' }));
    const dialog = await screen.findByRole('dialog', { name: '评价：综合业务咨询 202503090001' });
    // Five levels as a named radio group, each with its visible name (not stars alone).
    const levels = within(dialog).getByRole('radiogroup', { name: '总体评价' });
    expect(
      within(levels)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['非常满意', '满意', '基本满意', '不满意', '非常不满意']);
    fireEvent.click(within(levels).getByRole('radio', { name: '不满意' }));
    // A bad level brings the reasons, and makes the words required.
    const reasons = await within(dialog).findByRole('group', { name: '不满意的原因（可多选）' });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    await waitFor(() =>
      expect(reasons.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        '选择“不满意”或“非常不满意”时，请至少选择一项原因',
      ),
    );
    expect(errorOf('具体说明')).toBe('选择“不满意”或“非常不满意”时，请填写具体说明');
    expect(writesTo(ctx.server.received, 'POST', '/api/evaluations')).toEqual([]);

    fireEvent.click(within(reasons).getByRole('checkbox', { name: '办理时间过长' }));
    fireEvent.change(screen.getByLabelText('具体说明'), { target: { value: '等了很久才答复' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(writesTo(ctx.server.received, 'POST', '/api/evaluations')).toHaveLength(1));
    expect(writesTo(ctx.server.received, 'POST', '/api/evaluations')[0]?.body).toEqual({
      target: 'application',
      targetId: APPLICATION_ID,
      level: 2,
      reasons: ['slowHandling'],
      comment: '等了很久才答复',
    });
  });

  it('shows the review with the rectification answer and takes the follow-up once', async () => {
    eligibility = { ...OPEN, state: 'rated', closesAt: null, mine: ANSWERED };
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo', ROUTES.application);
    expect(await screen.findByText('已调整窗口排班，咨询在两个工作日内答复。')).toBeTruthy();
    expect(screen.getByText('不满意')).toBeTruthy();
    expect(screen.getByText('已整改')).toBeTruthy();
    const followUp = screen.getByRole('region', { name: '回访：答复是否解决了您的问题？' });
    fireEvent.click(within(followUp).getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(errorOf('问题是否已解决')).toBe('请选择问题是否已解决'));
    fireEvent.click(within(followUp).getByRole('radio', { name: '问题已解决' }));
    fireEvent.click(within(followUp).getByRole('button', { name: '提交反馈' }));
    const path = `/api/evaluations/${ANSWERED.id}/follow-up`;
    await waitFor(() => expect(writesTo(ctx.server.received, 'POST', path)).toHaveLength(1));
    expect(writesTo(ctx.server.received, 'POST', path)[0]?.body).toEqual({ answer: 'resolved', note: '' });
  });

  it('offers a visitor on an outlet the login, and asks the server nothing', async () => {
    renderPortalPage(`/serverDetail?id=${OUTLET_ID}`, ROUTES.outlet);
    const login = await screen.findByRole('link', { name: '登录评价' });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/serverDetail?id=${OUTLET_ID}`)}`);
    expect(ctx.server.calls('/api/evaluations/eligibility')).toEqual([]);
  });
});
