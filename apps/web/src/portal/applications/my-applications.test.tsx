import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import type { Received } from '../../../test/fake-server.js';
import { typeInto } from '../../admin/shared/admin-test-utils.js';
import {
  applicationsHandler,
  buildDetail,
  buildSummary,
  renderApplicationPage,
  sentData,
  signIn,
} from './applications-test-kit.js';
import { MyApplications } from './my-applications.js';

const RETURNED_ID = '00000000-0000-4000-8000-00000000a002';
const returned = buildDetail({
  id: RETURNED_ID,
  receiptNo: '202503100002',
  status: 'returned',
  updatedAt: '2025-03-11T07:00:00.000Z',
  history: [
    ...buildDetail().history,
    {
      id: 'e2',
      action: 'accept',
      from: 'submitted',
      to: 'accepted',
      actor: { name: null, staff: true },
      comment: '材料齐全，予以受理',
      at: '2025-03-10T08:00:00.000Z',
    },
    {
      id: 'e3',
      action: 'return',
      from: 'accepted',
      to: 'returned',
      actor: { name: null, staff: true },
      comment: '请补充权属证明',
      at: '2025-03-11T07:00:00.000Z',
    },
  ],
});
const mine = [
  buildSummary({ id: RETURNED_ID, receiptNo: '202503100002', status: 'returned', updatedAt: returned.updatedAt }),
  buildSummary({ kind: 'consultation', receiptNo: '202503090001', status: 'completed', title: '如何申请专利？' }),
];

describe('MyApplications', { timeout: 40_000 }, () => {
  const ctx = useClientHarness(
    applicationsHandler({
      '/api/applications/mine': mine,
      [`GET /api/applications/mine/${RETURNED_ID}`]: returned,
      [`PUT /api/applications/mine/${RETURNED_ID}`]: buildSummary({ id: RETURNED_ID, status: 'resubmitted' }),
    }),
  );

  it('lists the applications with receipt number, kind, state and times', async () => {
    signIn();
    renderApplicationPage(<MyApplications />, '/frontAccountInfo');
    const row = (await screen.findByText('202503100002')).closest('tr') as HTMLElement;
    for (const text of [
      '知识产权维权援助申请',
      '示范市某某贸易有限公司',
      '退回补正',
      '2025-03-10 10:00:00',
      '2025-03-11 15:00:00',
    ]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    const done = screen.getByText('202503090001').closest('tr') as HTMLElement;
    expect(within(done).getByText('综合业务咨询')).toBeTruthy();
    expect(within(done).getByText('已办结')).toBeTruthy();
    // Each button's name starts with its visible word and names its application (WCAG 2.5.3).
    expect(within(done).getByRole('button', { name: '查看进度：申请 202503090001' }).textContent).toBe('查看进度');
    expect(within(row).getByRole('button', { name: '补正：申请 202503100002' }).textContent).toBe('补正');
  });

  it('shows the status timeline with times and comments, and takes a returned application corrected', async () => {
    signIn();
    renderApplicationPage(<MyApplications />, '/frontAccountInfo');
    fireEvent.click(await screen.findByRole('button', { name: '补正：申请 202503100002' }));
    const drawer = await screen.findByRole('dialog', { name: '申请详情（受理编号 202503100002）' });
    await within(drawer).findByRole('heading', { name: '办理进度' });
    const steps = [...drawer.querySelectorAll('.timeline-event')].map((item) => item.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain('提交申请 → 已提交');
    expect(steps[0]).toContain('2025-03-10 10:00:00');
    expect(steps[1]).toContain('受理 → 已受理');
    expect(steps[1]).toContain('工作人员');
    expect(steps[1]).toContain('材料齐全，予以受理');
    expect(steps[2]).toContain('退回补正 → 退回补正');
    expect(steps[2]).toContain('2025-03-11 15:00:00');
    // The return's reason is shown above, and what was submitted below.
    expect(steps[2]).toContain('意见：请补充权属证明');
    expect(within(drawer).getByText('申请已退回补正')).toBeTruthy();
    expect(within(drawer).getByText('请补充权属证明')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: '下载附件：侵权证据.pdf' })).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: '补正并重新提交' }));
    expect((within(drawer).getByLabelText('权利人') as HTMLInputElement).value).toBe('张三');
    typeInto('基本事实', '补充：对方自 2024 年起持续销售侵权产品。', drawer);
    fireEvent.click(within(drawer).getByRole('button', { name: '重新提交' }));
    await waitFor(() =>
      expect(ctx.server.calls(`/api/applications/mine/${RETURNED_ID}`).filter((c) => c.method === 'PUT')).toHaveLength(
        1,
      ),
    );
    const put = ctx.server.calls(`/api/applications/mine/${RETURNED_ID}`).find((c: Received) => c.method === 'PUT');
    expect(sentData(put)).toMatchObject({
      facts: '补充：对方自 2024 年起持续销售侵权产品。',
      evidence: ['00000000-0000-4000-8000-0000000000e1'],
    });
    expect(await screen.findByText('已重新提交，请等待工作人员审核')).toBeTruthy();
  });

  it('renders nothing for a visitor', async () => {
    const { container } = renderApplicationPage(<MyApplications />, '/frontAccountInfo');
    await waitFor(() => expect(container.querySelector('table')).toBeNull());
    expect(ctx.server.calls('/api/applications/mine')).toHaveLength(0);
  });
});
