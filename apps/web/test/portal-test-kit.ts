import type { Link, Site } from '@cityip/contracts';
import type { Handler, Received } from './fake-server.js';
import { envelopeReply, loginReply } from './fake-server.js';

/** Test support for the front-site content pages (imported by tests only). */

/** Site settings with the given links and a plain footer. */
export function buildSite(links: Link[] = []): Site {
  return {
    footer: {
      organiser: '示范市知识产权局',
      undertaker: '',
      address: '示范市政务大道 1 号',
      phone: '0000-12345678',
      email: '',
      icpNumber: '',
      psbNumber: '',
      qrCodes: [],
      copyright: '',
      linkGroups: ['friendly'],
      updatedAt: null,
    },
    links,
  };
}

/** What the fake server sends as `data` for a path: a value, or one computed from the request. */
type Answer = ((request: Received) => unknown) | object | string | number | boolean | null;

/**
 * A fake-server handler for the portal: visitor login, runtime config, and `data` per API path
 * (a value, or a function of the request). Anything else answers an empty 200 envelope.
 */
export function portalHandler(data: Record<string, Answer>): Handler {
  return (request) => {
    if (request.path === '/api/oauth/visitor') return loginReply('visitor', 'v1');
    if (request.path === '/api/config') {
      return envelopeReply(200, { aesKey: 'k', clientId: 'portal', cityName: '示范市', demo: true });
    }
    const entry = data[request.path];
    if (entry === undefined) return envelopeReply(200, null);
    return envelopeReply(200, typeof entry === 'function' ? entry(request) : entry);
  };
}
