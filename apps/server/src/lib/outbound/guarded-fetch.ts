import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { bareAddress } from './forbidden-addresses.js';
import { checkOutboundHost, type OutboundPolicy, OutboundRefusal, type ResolvedAddress } from './outbound-policy.js';

/** The part of `fetch`'s options the server's outbound calls use (openid-client's included). */
export interface GuardedRequestInit {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | Uint8Array | ArrayBuffer | URLSearchParams | ReadableStream | null;
  /** `follow` (default) re-checks every hop; `manual` hands the 3xx back as fetch does. */
  redirect?: 'follow' | 'manual' | 'error';
  signal?: AbortSignal;
}

/** Hops followed before giving up; gateways and providers need one at most. */
export const MAX_REDIRECTS = 3;
/** Answers larger than this are cut off: nothing the server calls sends more, and memory is shared. */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);

async function bodyBytes(body: GuardedRequestInit['body']): Promise<Buffer | null> {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(body.toString(), 'utf8');
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  return Buffer.from(await new Response(body).arrayBuffer());
}

function responseOf(incoming: IncomingMessage, bytes: Buffer): Response {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
    headers.append(incoming.rawHeaders[index] as string, incoming.rawHeaders[index + 1] as string);
  }
  const status = incoming.statusCode ?? 502;
  return new Response(NULL_BODY.has(status) ? null : bytes, { status, statusText: incoming.statusMessage, headers });
}

/**
 * One HTTP exchange with the connection pinned to `addresses`, the ones just checked: the socket's
 * name lookup answers with them instead of asking DNS again, so a name that changes its answer
 * between the check and the connect (DNS rebinding) cannot reach anything else.
 */
function exchange(
  target: URL,
  addresses: ResolvedAddress[],
  init: { method: string; headers: Headers; body: Buffer | null; signal: AbortSignal | undefined },
): Promise<Response> {
  const [first] = addresses as [ResolvedAddress];
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
  const headers = Object.fromEntries(init.headers);
  if (init.body) headers['content-length'] = String(init.body.length);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      { method: init.method, headers, lookup, signal: init.signal, hostname: bareAddress(target.hostname) },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) {
            incoming.destroy(new Error(`answer from ${target.host} exceeds ${MAX_RESPONSE_BYTES} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('error', reject);
        incoming.on('end', () => resolve(responseOf(incoming, Buffer.concat(chunks))));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body ?? undefined);
  });
}

/**
 * `fetch` for every server call to a configurable address (SMS gateway, OpenID provider, future
 * webhooks): http(s) only, every address of the host checked against the policy, the connection
 * pinned to the checked addresses, redirects followed by hand with each hop checked again (an
 * allowed host cannot bounce the call into the internal network).
 */
export async function guardedFetch(
  policy: OutboundPolicy,
  url: string | URL,
  init: GuardedRequestInit = {},
): Promise<Response> {
  let target = new URL(url);
  let method = (init.method ?? 'GET').toUpperCase();
  let body = await bodyBytes(init.body);
  const headers = new Headers(init.headers);
  if (init.body instanceof URLSearchParams && !headers.has('content-type')) {
    headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
  }
  for (let hop = 0; ; hop++) {
    init.signal?.throwIfAborted();
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new OutboundRefusal('protocol', target.href);
    const addresses = await checkOutboundHost(policy, target.hostname);
    const response = await exchange(target, addresses, { method, headers, body, signal: init.signal });
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || !location || init.redirect === 'manual') return response;
    if (init.redirect === 'error') throw new TypeError(`redirect from ${target.href} refused`);
    if (hop >= MAX_REDIRECTS) throw new OutboundRefusal('tooManyRedirects', target.href);
    const next = new URL(location, target);
    // As fetch does: 303, and 301/302 after a POST, continue as a GET without the body.
    if (response.status === 303 || (method === 'POST' && (response.status === 301 || response.status === 302))) {
      method = 'GET';
      body = null;
      headers.delete('content-type');
    }
    // Credentials meant for one origin never travel to another.
    if (next.origin !== target.origin) {
      headers.delete('authorization');
      headers.delete('cookie');
    }
    target = next;
  }
}
