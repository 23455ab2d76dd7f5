import type { Industry, Link, PublicConfig, Site } from '@cityip/contracts';
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

export const TEST_INDUSTRIES: Industry[] = [
  {
    code: 'nev',
    name: '新能源汽车',
    nameEn: 'New energy vehicles',
    description: '包括动力电池、驱动电机和充电设施。',
    descriptionEn: 'Traction batteries, drive motors and charging.',
    ipcPrefixes: ['B60L', 'H01M'],
  },
  {
    code: 'biomed',
    name: '生物医药',
    nameEn: 'Biomedicine',
    description: '涵盖创新药物和医疗器械。',
    descriptionEn: 'Innovative drugs and medical devices.',
    ipcPrefixes: ['A61K'],
  },
];

export const TEST_CONFIG: PublicConfig = {
  aesKey: 'k',
  clientId: 'portal',
  cityName: '示范市',
  cityNameEn: 'Demo City',
  demo: true,
  districts: [
    { code: 'yunhu', name: '云湖区', nameEn: 'Yunhu District' },
    { code: 'haibin', name: '海滨区', nameEn: 'Haibin District' },
  ],
  industries: TEST_INDUSTRIES,
};

/**
 * A fake-server handler for the portal: visitor login, runtime config with the city profile, a
 * database token for data-search calls, and `data` per API path
 * (a value, or a function of the request). Anything else answers an empty 200 envelope.
 */
export function portalHandler(data: Record<string, Answer>): Handler {
  return (request) => {
    if (request.path === '/api/oauth/visitor') return loginReply('visitor', 'v1');
    if (request.path === '/api/config') return envelopeReply(200, TEST_CONFIG);
    if (request.path === '/api/oauth/database') {
      return envelopeReply(200, { token_type: 'bearer', access_token: 'db-1', expires_in: 7200 });
    }
    const entry = data[request.path];
    if (entry === undefined) return envelopeReply(200, null);
    return envelopeReply(200, typeof entry === 'function' ? entry(request) : entry);
  };
}
