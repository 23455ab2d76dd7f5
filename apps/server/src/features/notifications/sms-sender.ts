import { createHmac, randomUUID } from 'node:crypto';
import { maskPhone } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import { guardedFetch } from '../../lib/outbound/guarded-fetch.js';
import { outboundPolicyOf } from '../../lib/outbound/outbound-policy.js';
import type { OutgoingSms } from './outbox.js';
import { type StoredSmsSettings, smsPlatform } from './settings.js';

/** The JSON body posted to the SMS gateway. */
export interface SmsRequestBody {
  keyId: string;
  signature: string;
  templateId: string;
  phone: string;
  params: Record<string, string>;
  /** Unix seconds; gateways refuse requests older than a few minutes. */
  timestamp: number;
  /** Single use, so a captured request cannot be replayed. */
  nonce: string;
  sign: string;
}

/** Objects with their keys sorted at every level, so both sides serialise them identically. */
function sortedJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${sortedJson(item)}`).join(',')}}`;
}

/**
 * Signs a request the way common Chinese SMS gateways do (Aliyun, Tencent Cloud and their
 * resellers all take this shape): every field but `sign`, keys sorted, as `key=value` joined by
 * `&`, where an object value is its key-sorted JSON; `sign` is the lower-case hex HMAC-SHA256 of
 * that string under the account secret. The gateway recomputes it to authenticate the key id.
 */
export function signSmsRequest(unsigned: Omit<SmsRequestBody, 'sign'>, secret: string): string {
  const canonical = Object.entries(unsigned)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : sortedJson(value)}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('hex');
}

/**
 * POSTs one SMS to the HTTP gateway; sent when it answers 2xx with `code` 0 or `OK`. The address
 * is checked again now (its DNS may have changed since it was saved), and a gateway that does not
 * answer within OUTBOUND_TIMEOUT_MS counts as down (the job is retried).
 */
async function postToGateway(
  app: FastifyInstance,
  platform: StoredSmsSettings,
  secret: string,
  sms: OutgoingSms,
): Promise<void> {
  const templateId = platform.templates[sms.event];
  if (!templateId) throw new Error(`no SMS template is configured for ${sms.event}`);
  const unsigned = {
    keyId: platform.keyId,
    signature: platform.signature,
    templateId,
    phone: sms.phone,
    params: sms.params,
    timestamp: Math.floor(Date.now() / 1000),
    nonce: randomUUID(),
  };
  const body: SmsRequestBody = { ...unsigned, sign: signSmsRequest(unsigned, secret) };
  const response = await guardedFetch(outboundPolicyOf(app.config), platform.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(app.config.outboundTimeoutMs),
  });
  const text = await response.text();
  let answer: { code?: unknown; message?: unknown } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // Not JSON: reported below with the start of the text.
  }
  if (response.ok && (answer.code === 0 || answer.code === 'OK')) return;
  const reason = typeof answer.message === 'string' ? answer.message : text.slice(0, 200);
  throw new Error(`SMS gateway answered HTTP ${response.status}, code ${String(answer.code)}: ${reason}`);
}

/**
 * Sends one queued SMS: through the enabled HTTP platform, or, when none is, into the server log
 * with the number masked (demo mode: the message can be read there, nothing leaves the server).
 */
export async function sendSms(app: FastifyInstance, sms: OutgoingSms): Promise<void> {
  const platform = await smsPlatform(app.db, app.secrets);
  if (platform) {
    await postToGateway(app, platform.content, platform.secret, sms);
    return;
  }
  app.log.info({ phone: maskPhone(sms.phone), event: sms.event, params: sms.params }, 'SMS (no platform enabled)');
}
