import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../test/client-harness.js';
import { envelopeReply, loginReply } from '../../test/fake-server.js';
import { AppProviders, createQueryClient } from '../app/app-providers.js';
import { WechatQrCode } from './wechat-qr-code.js';

const QR = { imageUrl: '/api/files/abc', accountName: '示范市知识产权' };

function renderCode() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <WechatQrCode />
    </AppProviders>,
  );
}

describe('WechatQrCode', () => {
  let answer: unknown = QR;
  const ctx = useClientHarness((r) => {
    if (r.path === '/api/oauth/visitor') return loginReply('visitor', 'v1');
    return envelopeReply(200, r.path === '/api/bus/wechat/code' ? answer : null);
  });

  it('shows the configured QR code with alt text and the account name', async () => {
    answer = QR;
    renderCode();
    const image = await screen.findByRole('img', { name: '微信二维码：扫码关注“示范市知识产权”微信服务号' });
    expect(image.getAttribute('src')).toBe('/api/files/abc');
    expect(screen.getByText('扫码关注“示范市知识产权”')).toBeTruthy();
  });

  it('renders nothing when no QR code is configured', async () => {
    answer = null;
    const { container } = renderCode();
    await waitFor(() => expect(ctx.server.calls('/api/bus/wechat/code')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('img, figure')).toBeNull();
  });
});
