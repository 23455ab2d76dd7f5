import { afterEach, describe, expect, it } from 'vitest';
import {
  type MessageLevel,
  registerFeedback,
  setFallbackFeedbackHost,
  showConfirm,
  showMessage,
  showModal,
  showStatusMessage,
  statusLevel,
} from './feedback.js';

describe('status message handler (spec section 8)', () => {
  afterEach(() => {
    registerFeedback(null);
    setFallbackFeedbackHost(null);
  });

  it.each([
    [0, 'success'],
    [200, 'success'],
    [99, 'error'],
    [400, 'warning'],
    [401, 'warning'],
    [500, 'warning'],
    [1001, 'warning'],
  ] as const)('code %i shows a %s message', (code, level) => {
    expect(statusLevel(code)).toBe(level);
  });

  it('shows each message for 1.5 s with the level of its code', () => {
    const shown: Array<[MessageLevel, string, number]> = [];
    registerFeedback({ message: (...args) => shown.push(args), modal: () => {}, confirm: () => {} });
    showStatusMessage(200, 'saved');
    showStatusMessage(99, 'broken');
    showStatusMessage(423, 'locked');
    showStatusMessage(0, '');
    expect(shown).toEqual([
      ['success', 'saved', 1.5],
      ['error', 'broken', 1.5],
      ['warning', 'locked', 1.5],
    ]);
  });

  it('replays what was requested before the UI registered', () => {
    showStatusMessage(200, 'early');
    let closed = 0;
    showModal('notice', () => closed++);
    const shown: string[] = [];
    registerFeedback({
      message: (_level, text) => shown.push(text),
      modal: (text, onClose) => {
        shown.push(text);
        onClose();
      },
      confirm: () => {},
    });
    expect(shown).toEqual(['early', 'notice']);
    expect(closed).toBe(1);
  });

  it("shows messages through the app's host, which outlives pages; notices and confirmations through the last mounted", () => {
    const shown: string[] = [];
    const host = (name: string) => ({
      message: (_level: MessageLevel, text: string) => shown.push(`${name}: ${text}`),
      modal: () => {},
      confirm: (question: { title: string }) => shown.push(`${name}: ${question.title}`),
    });
    const question = (title: string) => ({ title, content: '', okText: 'ok', cancelText: 'no', onOk: () => {} });
    registerFeedback(host('app'), 'app');
    const removePage = registerFeedback(host('page'), 'page');
    showMessage('success', 'one');
    showConfirm(question('leave?'));
    removePage();
    showConfirm(question('again?'));
    expect(shown).toEqual(['app: one', 'page: leave?', 'app: again?']);
  });

  it("starts the app's host for a message asked for on a page with only its own host, and waits for it", () => {
    let starts = 0;
    setFallbackFeedbackHost(() => starts++);
    const shown: string[] = [];
    const host = (name: string) => ({
      message: (_level: MessageLevel, text: string) => shown.push(`${name}: ${text}`),
      modal: () => {},
      confirm: () => {},
    });
    registerFeedback(host('page'), 'page');
    showMessage('success', '已退出登录');
    expect(starts).toBe(1);
    expect(shown).toEqual([]);
    registerFeedback(host('app'), 'app');
    expect(shown).toEqual(['app: 已退出登录']);
  });

  it('starts the fallback host once when nothing is mounted, and replays into it', () => {
    let starts = 0;
    setFallbackFeedbackHost(() => starts++);
    const asked: string[] = [];
    showConfirm({ title: 'leave?', content: '', okText: 'go', cancelText: 'stay', onOk: () => {} });
    showMessage('error', 'failed');
    expect(starts).toBe(1);
    registerFeedback({
      message: (_level, text) => asked.push(text),
      modal: () => {},
      confirm: (question) => asked.push(question.title),
    });
    expect(asked).toEqual(['leave?', 'failed']);
  });

  it('starts the fallback at once for what was asked before it was set (a guard before the first render)', () => {
    showMessage('warning', 'early');
    let starts = 0;
    setFallbackFeedbackHost(() => starts++);
    expect(starts).toBe(1);
    const shown: string[] = [];
    registerFeedback({ message: (_level, text) => shown.push(text), modal: () => {}, confirm: () => {} });
    expect(shown).toEqual(['early']);
  });
});
