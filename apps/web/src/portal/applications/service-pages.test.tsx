import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildArticle } from '../../../test/factories.js';
import { envelopeReply, type Received } from '../../../test/fake-server.js';
import { renderApp } from '../../../test/render-app.js';
import {
  applicationsHandler,
  buildColumnStatus,
  buildKindInfo,
  buildSummary,
  signIn,
} from './applications-test-kit.js';

const guide = (guideKey: 'onlineHandling' | 'overseasGuidance' | 'adminRuling' | 'patentPreAudit', title: string) =>
  buildArticle({ kind: 'guide', guideKey, title, body: `<p>${title}正文</p>` });

const kinds = [
  buildKindInfo('rightsAid', {
    eligibility: { signedIn: false, roleAllowed: false, identityOk: false, canApply: false },
  }),
  buildKindInfo('preAuditFiling', {
    columnStatus: buildColumnStatus('preAuditFiling', { open: false, reason: 'outsideHours' }),
  }),
  buildKindInfo('overseasGuidance'),
];

const handler = applicationsHandler(
  {
    '/api/guides/onlineHandling': guide('onlineHandling', '网上办事指南'),
    '/api/guides/overseasGuidance': guide('overseasGuidance', '海外纠纷应对指导介绍'),
    '/api/guides/adminRuling': guide('adminRuling', '专利行政裁决办事指南'),
    '/api/guides/patentPreAudit': guide('patentPreAudit', '专利预审服务指南'),
    '/api/applications/mine': (request: Received) =>
      envelopeReply(
        200,
        request.query.get('kinds') === 'preAuditFiling'
          ? [buildSummary({ kind: 'preAuditFiling', receiptNo: '202503010001', status: 'completed' })]
          : [buildSummary({ kind: 'preAuditRequest', receiptNo: '202503120003', title: '一种电池均衡电路' })],
      ),
  },
  kinds,
);

describe('online business pages', { timeout: 40_000 }, () => {
  useClientHarness(handler);

  it('/registerApply keeps its guide and lists every kind with its state, who may apply and the guide', async () => {
    renderApp('/registerApply');
    expect(await screen.findByRole('heading', { level: 2, name: '网上办事指南' })).toBeTruthy();
    const aid = (await screen.findByRole('heading', { level: 3, name: '知识产权维权援助申请' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(aid).getByText('受理中')).toBeTruthy();
    expect(within(aid).getByText('通过实名认证的个人和企业用户')).toBeTruthy();
    expect(within(aid).getByText('20 个工作日')).toBeTruthy();
    expect(within(aid).getByRole('button', { name: '在线申请：知识产权维权援助申请' })).toBeTruthy();
    expect(within(aid).getByRole('link', { name: '办事指南：知识产权维权援助申请' }).getAttribute('href')).toBe(
      '/protectRights?type=aid',
    );
    // Pre-examination starts with the filing on its own page; its column is closed now.
    const filing = screen.getByRole('heading', { level: 3, name: '专利预审主体备案' }).closest('li') as HTMLElement;
    expect(within(filing).getByText('暂停受理')).toBeTruthy();
    expect(within(filing).getByRole('link', { name: '前往办理：专利预审主体备案' }).getAttribute('href')).toBe(
      '/patentPreAudit',
    );
    expect(screen.getByText('登录后可查看您提交的申请及办理进度。')).toBeTruthy();
  });

  it('/protectRights?type=overseas shows its guide and the overseas guidance form; ?id=12 only its guide', async () => {
    signIn();
    const { router } = renderApp('/protectRights?type=overseas');
    expect(await screen.findByRole('heading', { level: 2, name: '海外纠纷应对指导介绍' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: '在线申请：海外知识产权纠纷应对指导申请' }),
    ).toBeTruthy();
    expect(await screen.findByLabelText('涉及国家或地区')).toBeTruthy();

    await router.navigate('/protectRights?id=12');
    expect(await screen.findByRole('heading', { level: 2, name: '专利行政裁决办事指南' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^在线申请/ })).toBeNull();
  });

  it('/patentPreAudit offers requests and lists them once the filing is completed', async () => {
    signIn('user');
    renderApp('/patentPreAudit');
    expect(await screen.findByRole('heading', { level: 2, name: '专利预审服务指南' })).toBeTruthy();
    expect(await screen.findByText('备案已完成，您可以为专利申请提交预审请求。')).toBeTruthy();
    expect(screen.queryByLabelText('统一社会信用代码')).toBeNull();
    expect(screen.getByRole('button', { name: '提交预审请求' })).toBeTruthy();
    const requests = screen.getByRole('region', { name: '我的预审请求' });
    expect(await within(requests).findByText('202503120003')).toBeTruthy();
    expect(within(requests).getByText('一种电池均衡电路')).toBeTruthy();
  });
});
