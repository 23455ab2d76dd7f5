import { encryptPassword } from '@cityip/contracts';
import { portalUrl } from './portal.js';

const DEMO_AES_KEY = 'cityip-demo-key!';

/** Logs in through the API as another device would; returns the access token. */
export async function loginElsewhere(email: string, password: string, baseUrl = portalUrl()): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: encryptPassword(password, DEMO_AES_KEY) }),
  });
  const body = (await response.json()) as { code: number; token?: { access_token: string } };
  if (body.code !== 200 || !body.token) throw new Error(`login for ${email} refused: ${JSON.stringify(body)}`);
  return body.token.access_token;
}
