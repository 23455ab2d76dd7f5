import { afterEach, describe, expect, it } from 'vitest';
import { type MessageLevel, registerFeedback, showModal, showStatusMessage, statusLevel } from './feedback.js';

describe('status message handler (spec section 8)', () => {
  afterEach(() => registerFeedback(null));

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
    registerFeedback({ message: (...args) => shown.push(args), modal: () => {} });
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
    });
    expect(shown).toEqual(['early', 'notice']);
    expect(closed).toBe(1);
  });
});
