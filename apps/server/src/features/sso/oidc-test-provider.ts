import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for the SSO tests: one confidential client
 * with PKCE required, in-memory accounts, and an interaction endpoint that signs in whichever
 * account the test chose (standing in for the provider's login and consent pages). Test-only code.
 */

/** An account at the provider with the claims the portal reads. */
export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestProvider {
  /** The issuer identifier the provider puts in its metadata and tokens. */
  issuer: string;
  /** The address it listens on (differs from `issuer` when a mismatched issuer was asked for). */
  origin: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in at the provider logs in as. */
  signInAs(account: ProviderAccount): void;
  /**
   * Opens an authorization URL like a browser (cookies kept, redirects followed), signs in and
   * returns the query of the provider's redirect back to the portal.
   */
  authorize(url: string): Promise<URLSearchParams>;
  close(): Promise<void>;
}

const CLIENT = { id: 'cityip-portal-test', secret: 'a-test-client-secret-of-enough-length' };

/** Starts the provider; `issuerHost` other than 127.0.0.1 makes its issuer differ from its address. */
export async function startTestProvider(redirectUri: string, issuerHost = '127.0.0.1'): Promise<TestProvider> {
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const issuer = `http://${issuerHost}:${port}`;

  const accounts = new Map<string, ProviderAccount>();
  let current: ProviderAccount | null = null;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
  });

  const signIn = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (!current) throw new Error('no test account chosen');
    const grant = new provider.Grant({ accountId: current.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const result = { login: { accountId: current.sub }, consent: { grantId: await grant.save() } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  };
  const callback = provider.callback();
  handle = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    signIn(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  };

  return {
    issuer,
    origin,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    signInAs: (account) => {
      accounts.set(account.sub, account);
      current = account;
    },
    authorize: async (url) => {
      const cookies = new Map<string, string>();
      let next = new URL(url);
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`provider stopped at ${next.pathname}: ${response.status} ${await response.text()}`);
        next = new URL(location, next);
        if (next.href.startsWith(redirectUri)) return next.searchParams;
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
