import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { forbiddenReason } from './forbidden-addresses.js';
import { guardedFetch } from './guarded-fetch.js';
import { createOutboundPolicy, invalidAllowEntries, OutboundRefusal, type Resolver } from './outbound-policy.js';

/** A loopback HTTP server that counts the requests reaching it and answers with `answer`. */
interface Target {
  port: number;
  hits: string[];
  close(): Promise<void>;
}

async function listen(
  host: string,
  answer: (path: string) => { status: number; headers?: Record<string, string> },
  port = 0,
): Promise<Target> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const { status, headers } = answer(request.url ?? '');
    response.writeHead(status, headers).end(`reached ${host}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const reasonOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'reached';
  } catch (error) {
    return error instanceof OutboundRefusal ? error.reason : String(error);
  }
};

const noAllowList = createOutboundPolicy([]);

describe('case 17: SSRF guard refuses internal addresses in every spelling', () => {
  let loopback: Target;
  let loopbackV6: Target;
  beforeAll(async () => {
    loopback = await listen('127.0.0.1', () => ({ status: 200 }));
    loopbackV6 = await listen('::1', () => ({ status: 200 }), loopback.port).catch(() =>
      listen('::1', () => ({ status: 200 })),
    );
  });
  afterAll(async () => {
    await loopback?.close();
    await loopbackV6?.close();
  });

  // Each URL reaches a live server on this machine if the guard lets it through.
  const live = (port: number): [string, string][] => [
    [`http://127.0.0.1:${port}/`, 'loopback'],
    [`http://127.0.0.2:${port}/`, 'loopback'],
    [`http://localhost:${port}/`, 'loopback'],
    [`http://LocalHost:${port}/`, 'loopback'],
    [`http://2130706433:${port}/`, 'loopback'], // decimal
    [`http://0177.0.0.1:${port}/`, 'loopback'], // octal
    [`http://0x7f000001:${port}/`, 'loopback'], // hexadecimal
    [`http://127.1:${port}/`, 'loopback'], // short form
    [`http://[::1]:${port}/`, 'loopback'],
    [`http://[::ffff:127.0.0.1]:${port}/`, 'loopback'], // IPv4-mapped
    [`http://[::ffff:7f00:1]:${port}/`, 'loopback'],
    [`http://[0:0:0:0:0:ffff:7f00:1]:${port}/`, 'loopback'],
    [`http://0.0.0.0:${port}/`, 'unspecified'],
    [`http://0:${port}/`, 'unspecified'],
    [`http://[::]:${port}/`, 'unspecified'],
  ];

  it('refuses loopback and unspecified forms of a live local server before connecting', async () => {
    const results = await Promise.all(
      live(loopback.port).map(async ([url]) => [url, await reasonOf(guardedFetch(noAllowList, url))]),
    );
    expect(results).toEqual(live(loopback.port).map(([url, reason]) => [url, reason]));
    expect(loopback.hits).toEqual([]);
    expect(loopbackV6.hits).toEqual([]);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'linkLocal'], // cloud metadata
    ['http://[fe80::1]/', 'linkLocal'],
    ['http://10.0.0.1/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://172.31.255.255/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://100.64.0.1/', 'private'], // carrier-grade NAT
    ['http://[fc00::1]/', 'private'],
    ['http://[fd12:3456::1]/', 'private'],
    ['http://[::7f00:1]/', 'loopback'], // IPv4-compatible
    ['http://[64:ff9b::7f00:1]/', 'loopback'], // NAT64 of 127.0.0.1
    ['http://[64:ff9b::a00:1]/', 'private'], // NAT64 of 10.0.0.1
    ['http://[64:ff9b::169.254.169.254]/', 'linkLocal'],
    ['http://[2002:c0a8:101::1]/', 'private'], // 6to4 of 192.168.1.1
    ['http://224.0.0.1/', 'multicast'],
    ['http://[ff02::1]/', 'multicast'],
    ['http://255.255.255.255/', 'reserved'], // broadcast
    ['https://192.0.2.10/', 'reserved'],
    ['file:///etc/passwd', 'protocol'],
    ['gopher://example.com/', 'protocol'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect(await reasonOf(guardedFetch(noAllowList, url))).toBe(reason);
  });

  it('judges host names by every address they resolve to', async () => {
    const resolve: Resolver = async (name) =>
      ({
        'internal.example': [{ address: '10.1.2.3', family: 4 as const }],
        // One internal address among public ones is enough to refuse: the resolver's order would decide.
        'mixed.example': [
          { address: '93.184.216.34', family: 4 as const },
          { address: '::ffff:169.254.169.254', family: 6 as const },
        ],
      })[name] ?? [];
    const policy = createOutboundPolicy([], resolve);
    expect(await reasonOf(guardedFetch(policy, 'https://internal.example/'))).toBe('private');
    expect(await reasonOf(guardedFetch(policy, 'https://mixed.example/'))).toBe('linkLocal');
    expect(await reasonOf(guardedFetch(policy, 'https://nowhere.example/'))).toBe('unresolvable');
  });

  it('lets public addresses through the address check', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect([address, forbiddenReason(address)]).toEqual([address, null]);
    }
  });
});

describe('case 17: SSRF guard allow-list, redirects and DNS rebinding', () => {
  let inside: Target;
  let redirector: Target;
  beforeAll(async () => {
    inside = await listen('127.0.0.3', () => ({ status: 200 }));
    redirector = await listen('127.0.0.2', (path) => ({
      status: path === '/to-inside' ? 302 : path === '/to-localhost' ? 307 : 200,
      headers: {
        location: path === '/to-inside' ? `http://127.0.0.3:${inside.port}/secret` : `http://localhost:${inside.port}/`,
      },
    }));
  });
  afterAll(async () => {
    await inside?.close();
    await redirector?.close();
  });

  it('reads the allow-list: host names, addresses and CIDR ranges; anything else is named', () => {
    expect(
      invalidAllowEntries(['127.0.0.1', 'localhost', 'smtp.city.internal', '10.0.0.0/8', '::1', 'fd00::/8']),
    ).toEqual([]);
    expect(invalidAllowEntries(['10.0.0.0/33', 'http://x', 'a b', '1.2.3.4/x'])).toEqual([
      '10.0.0.0/33',
      'http://x',
      'a b',
      '1.2.3.4/x',
    ]);
  });

  it('stops the start on an allow-list entry it cannot read, naming it', () => {
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1, http://gateway/' })).toThrow(
      /OUTBOUND_ALLOW_HOSTS: not a host name, address or CIDR range: http:\/\/gateway\//,
    );
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: ' 10.0.0.0/8 , smtp.city.internal ' }).outboundAllowHosts).toEqual([
      '10.0.0.0/8',
      'smtp.city.internal',
    ]);
    expect(loadConfig({}).outboundAllowHosts).toEqual([]);
  });

  it('calls an allow-listed internal address', async () => {
    const response = await guardedFetch(createOutboundPolicy(['127.0.0.2']), `http://127.0.0.2:${redirector.port}/`);
    expect([response.status, await response.text()]).toEqual([200, 'reached 127.0.0.2']);
  });

  it('refuses a redirect from an allowed host into an address that is not allowed', async () => {
    const policy = createOutboundPolicy(['127.0.0.2']);
    expect(await reasonOf(guardedFetch(policy, `http://127.0.0.2:${redirector.port}/to-inside`))).toBe('loopback');
    expect(
      await reasonOf(
        guardedFetch(policy, `http://127.0.0.2:${redirector.port}/to-localhost`, { method: 'POST', body: '{}' }),
      ),
    ).toBe('loopback');
    expect(inside.hits).toEqual([]);
    // `manual` hands the redirect back unfollowed, as fetch does (openid-client asks for it).
    const manual = await guardedFetch(policy, `http://127.0.0.2:${redirector.port}/to-inside`, { redirect: 'manual' });
    expect(manual.status).toBe(302);
    expect(inside.hits).toEqual([]);
  });

  it('follows the same redirect when the deployment allows its target too', async () => {
    const policy = createOutboundPolicy(['127.0.0.2', '127.0.0.3/32']);
    const response = await guardedFetch(policy, `http://127.0.0.2:${redirector.port}/to-inside`);
    expect([response.status, await response.text()]).toEqual([200, 'reached 127.0.0.3']);
    expect(inside.hits).toEqual(['/secret']);
    inside.hits.length = 0;
  });

  it('connects to the address it checked, not to what DNS answers a moment later (rebinding)', async () => {
    const rebound = await listen('127.0.0.4', () => ({ status: 200 }), redirector.port).catch(() => null);
    let asked = 0;
    // First answer: the allowed address; every later one: an address that is not allowed.
    const resolve: Resolver = async () => [{ address: asked++ === 0 ? '127.0.0.2' : '127.0.0.4', family: 4 }];
    const policy = createOutboundPolicy(['127.0.0.2'], resolve);
    try {
      const response = await guardedFetch(policy, `http://portal-gateway.test:${redirector.port}/`);
      expect([response.status, await response.text()]).toEqual([200, 'reached 127.0.0.2']);
      expect(asked).toBe(1);
      expect(rebound?.hits ?? []).toEqual([]);
    } finally {
      await rebound?.close();
    }
  });

  it('gives up after a few hops even between allowed addresses', async () => {
    const loop = await listen('127.0.0.5', () => ({ status: 301, headers: { location: '/again' } }));
    try {
      expect(await reasonOf(guardedFetch(createOutboundPolicy(['127.0.0.5']), `http://127.0.0.5:${loop.port}/`))).toBe(
        'tooManyRedirects',
      );
      expect(loop.hits).toHaveLength(4);
    } finally {
      await loop.close();
    }
  });
});
