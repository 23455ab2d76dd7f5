import { MESSAGE_DURATION_S } from '@cityip/contracts';

/** Levels of the spec's status handler (section 8). */
export type MessageLevel = 'success' | 'error' | 'warning';

/**
 * The UI the HTTP client needs: short messages and the modal "please log in again" notice. The
 * app registers antd-backed implementations (FeedbackHost, so theme and locale apply); tests
 * register fakes. Calls made before registration are queued and replayed.
 */
export interface Feedback {
  message(level: MessageLevel, text: string, durationSeconds: number): void;
  /** Shows a modal notice; `onClose` runs once when the user presses OK or closes it. */
  modal(text: string, onClose: () => void): void;
}

let registered: Feedback | null = null;
const pending: Array<(feedback: Feedback) => void> = [];

/** Installs the UI implementation and replays anything requested before it existed. */
export function registerFeedback(feedback: Feedback | null): void {
  registered = feedback;
  if (!feedback) return;
  for (const call of pending.splice(0)) call(feedback);
}

function withFeedback(call: (feedback: Feedback) => void): void {
  if (registered) call(registered);
  else pending.push(call);
}

/** The level the spec's status handler uses for a code: 0/200 success, 99 error, others warning. */
export function statusLevel(code: number): MessageLevel {
  if (code === 0 || code === 200) return 'success';
  if (code === 99) return 'error';
  return 'warning';
}

/** Spec status handler: shows `msg` for 1.5 s as success (0/200), error (99) or warning (others). */
export function showStatusMessage(code: number, msg: string): void {
  if (!msg) return;
  withFeedback((feedback) => feedback.message(statusLevel(code), msg, MESSAGE_DURATION_S));
}

/** Shows a message of the given level for the spec's 1.5 s. */
export function showMessage(level: MessageLevel, text: string): void {
  withFeedback((feedback) => feedback.message(level, text, MESSAGE_DURATION_S));
}

/** Shows a modal notice; `onClose` runs once on OK or close. */
export function showModal(text: string, onClose: () => void): void {
  withFeedback((feedback) => feedback.modal(text, onClose));
}
