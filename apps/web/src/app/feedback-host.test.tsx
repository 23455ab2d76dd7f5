import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { registerFeedback, showModal, showStatusMessage } from '../api/feedback.js';
import { setNavigate } from '../api/navigation.js';
import { resetSessionNotices, showLoginRequired } from '../api/session-notices.js';
import { AntdProviders } from './antd-providers.js';

/** The app's host (FeedbackFallback's), which shows messages as well as notices. */
function renderHost() {
  registerFeedback(null);
  render(
    <AntdProviders feedbackScope="app">
      <p>page</p>
    </AntdProviders>,
  );
}

describe('FeedbackHost', () => {
  afterEach(() => {
    setNavigate(null);
    resetSessionNotices();
  });

  it('shows status messages and the session modal through antd; OK closes it once', async () => {
    renderHost();
    showStatusMessage(200, '保存成功');
    expect(await screen.findByText('保存成功')).toBeTruthy();
    let closed = 0;
    showModal('当前账号登录已失效或已在其他设备登录，请重新登录', () => closed++);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('当前账号登录已失效');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /确定/ }));
    await waitFor(() => expect(closed).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(closed).toBe(1);
  });

  it('goes to the login page when the session modal is closed with the ×, not only with OK', async () => {
    const navigations: string[] = [];
    setNavigate((to) => {
      navigations.push(to);
    });
    renderHost();
    showLoginRequired();
    const dialog = await screen.findByRole('dialog');
    const close = dialog.querySelector<HTMLButtonElement>('button.ant-modal-close');
    expect(close).not.toBeNull();
    await userEvent.setup({ delay: null }).click(close as HTMLButtonElement);
    await waitFor(() => expect(navigations).toEqual(['/login']));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(navigations).toEqual(['/login']);
  });
});
