import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code, decryptPassword } from '@cityip/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply, loginReply, type Received } from '../../../test/fake-server.js';
import { renderApp } from '../../../test/render-app.js';
import { webSourceDir } from '../../../test/web-source.js';
import { registerFeedback } from '../../api/feedback.js';
import { getSession } from '../../auth/session-store.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';

const AES_KEY = 'cityip-demo-key!';
const NOTICE = '密码已超过 90 天未更换，请设置新密码后再登录';

describe('case 2: a staff login with an expired password', () => {
  let loginAnswers: Array<() => ReturnType<typeof envelopeReply>> = [];
  let changeAnswers: Array<() => ReturnType<typeof envelopeReply>> = [];
  const ctx = useClientHarness((r: Received) => {
    if (r.path === '/api/config') return envelopeReply(200, { aesKey: AES_KEY, clientId: 'p', cityName: '示范市' });
    if (r.path === '/api/login') return (loginAnswers.shift() ?? (() => loginReply('bus', 'b1')))();
    // Ordinary API calls go out with a visitor token while nobody is logged in.
    if (r.path === '/api/oauth/visitor') return loginReply('visitor', 'v1');
    if (r.path === '/api/password/expired') return (changeAnswers.shift() ?? (() => envelopeReply(200, null)))();
    if (r.path === '/api/check/token') return envelopeReply(200, true);
    return envelopeReply(200, null);
  });
  beforeEach(() => {
    registerFeedback(null);
    setRuntimeConfig(null);
    loginAnswers = [() => envelopeReply(Code.PASSWORD_EXPIRED, { ticket: 'tk-1', maxAgeDays: 90 }, NOTICE)];
    changeAnswers = [];
  });

  it('sets a new password with the ticket, then logs in with it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/login');
    // The first render of the file loads the lazy login page: more than the default second on a busy machine.
    await user.type(await screen.findByLabelText('邮箱', {}, { timeout: 30_000 }), 'bus@demo.local');
    await user.type(screen.getByLabelText('密码'), 'Old-Lantern#1');
    await user.click(screen.getByRole('button', { name: /登录/ }));

    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(getSession().hasLogin).toBeFalsy();
    await user.type(screen.getByLabelText('新密码'), 'Fresh-Lantern#88');
    await user.type(screen.getByLabelText('确认新密码'), 'Fresh-Lantern#88');
    await user.click(screen.getByRole('button', { name: '设置新密码并登录' }));

    await waitFor(() => expect(ctx.server.calls('/api/login')).toHaveLength(2));
    const change = ctx.server.calls('/api/password/expired')[0]?.body as { ticket: string; password: string };
    expect(change.ticket).toBe('tk-1');
    expect(decryptPassword(change.password, AES_KEY)).toBe('Fresh-Lantern#88');
    const relogin = ctx.server.calls('/api/login')[1]?.body as { email: string; password: string };
    expect(relogin.email).toBe('bus@demo.local');
    expect(decryptPassword(relogin.password, AES_KEY)).toBe('Fresh-Lantern#88');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/backStackSupport/));
  });

  it('lets a password manager paste into every password field (no paste is prevented)', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.type(await screen.findByLabelText('邮箱', {}, { timeout: 30_000 }), 'bus@demo.local');
    const password = screen.getByLabelText('密码');
    // fireEvent returns false when a handler called preventDefault.
    expect(fireEvent.paste(password, { clipboardData: { getData: () => 'Old-Lantern#1' } })).toBe(true);
    await user.type(password, 'Old-Lantern#1');
    await user.click(screen.getByRole('button', { name: /登录/ }));
    for (const label of ['新密码', '确认新密码']) {
      const field = await screen.findByLabelText(label);
      expect(fireEvent.paste(field, { clipboardData: { getData: () => 'Fresh-Lantern#88' } })).toBe(true);
    }
  });

  it('no screen of the web app blocks pasting, copying or cutting anywhere', () => {
    const src = webSourceDir();
    const offenders: string[] = [];
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(src, file), 'utf8');
      if (/\bon(Paste|Copy|Cut)\b|addEventListener\(\s*['"](paste|copy|cut)['"]/.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
