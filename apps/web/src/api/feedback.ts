import { MESSAGE_DURATION_S } from '@cityip/contracts';

/** Levels of the spec's status handler (section 8). */
export type MessageLevel = 'success' | 'error' | 'warning';

/** A question with OK and cancel (the leaving-portal notice); `onOk` runs when it is confirmed. */
export interface Confirmation {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
}

/**
 * The UI the HTTP client and the portal frame need: short messages, the modal "please log in
 * again" notice and a confirmation. The app registers antd-backed implementations (FeedbackHost,
 * so theme and locale apply); tests register fakes. Calls made before registration are queued and
 * replayed.
 */
export interface Feedback {
  message(level: MessageLevel, text: string, durationSeconds: number): void;
  /** Shows a modal notice; `onClose` runs once when the user presses OK or closes it. */
  modal(text: string, onClose: () => void): void;
  confirm(question: Confirmation): void;
}

/**
 * Where a host lives: with a page (antd's providers of a page, gone when the page goes) or with
 * the app (FeedbackFallback's, mounted for the rest of the visit once something asked for it).
 * Messages go to the app's host, so one shown just before a navigation (the logout message) is
 * not taken away with the page; notices and confirmations go to the last host mounted.
 */
export type FeedbackScope = 'page' | 'app';

interface Host {
  feedback: Feedback;
  scope: FeedbackScope;
}

interface Request {
  call: (feedback: Feedback) => void;
  /** A short message, which only the app's host shows. */
  message: boolean;
}

/** Mounted hosts, the latest last. */
const hosts: Host[] = [];
const pending: Request[] = [];
let startFallbackHost: (() => void) | null = null;

function hostFor(request: Request): Host | undefined {
  return request.message ? hosts.findLast((host) => host.scope === 'app') : hosts.at(-1);
}

/**
 * Installs a UI implementation and replays anything requested before one could answer; returns
 * its removal. `null` removes every one (tests start clean with it).
 */
export function registerFeedback(feedback: Feedback | null, scope: FeedbackScope = 'app'): () => void {
  if (!feedback) {
    hosts.length = 0;
    pending.length = 0;
    return () => {};
  }
  const host = { feedback, scope };
  hosts.push(host);
  for (const request of pending.splice(0)) {
    const answering = hostFor(request);
    if (answering) request.call(answering.feedback);
    else pending.push(request);
  }
  return () => {
    const index = hosts.lastIndexOf(host);
    if (index >= 0) hosts.splice(index, 1);
  };
}

/**
 * What starts the app's host when feedback is asked for that no mounted host answers:
 * FeedbackFallback loads antd's providers then. Without it, calls wait for a host. Something
 * asked for already (a route guard's message before the first render) starts it at once.
 */
export function setFallbackFeedbackHost(start: (() => void) | null): void {
  startFallbackHost = start;
  if (pending.length > 0) startFallback();
}

function startFallback(): void {
  const start = startFallbackHost;
  startFallbackHost = null;
  start?.();
}

function withFeedback(call: (feedback: Feedback) => void, { message = false } = {}): void {
  const request = { call, message };
  const host = hostFor(request);
  if (host) {
    call(host.feedback);
    return;
  }
  pending.push(request);
  startFallback();
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
  withFeedback((feedback) => feedback.message(statusLevel(code), msg, MESSAGE_DURATION_S), { message: true });
}

/** Shows a message of the given level for the spec's 1.5 s. */
export function showMessage(level: MessageLevel, text: string): void {
  withFeedback((feedback) => feedback.message(level, text, MESSAGE_DURATION_S), { message: true });
}

/** Shows a modal notice; `onClose` runs once on OK or close. */
export function showModal(text: string, onClose: () => void): void {
  withFeedback((feedback) => feedback.modal(text, onClose));
}

/** Asks a question with OK and cancel; `onOk` runs only when it is confirmed. */
export function showConfirm(question: Confirmation): void {
  withFeedback((feedback) => feedback.confirm(question));
}
