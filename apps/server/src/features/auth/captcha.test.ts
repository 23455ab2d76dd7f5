import { Code } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postLogin, solveCaptcha } from '../../../test/auth-helpers.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { captchas, loginFailures } from './auth.tables.js';

describe('case 4: captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const failures = async (email: string) =>
    (await t.db.select().from(loginFailures).where(eq(loginFailures.email, email)))[0]?.failures ?? 0;

  it('draws answers from a secure random source, not Math.random', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const answers = new Set<string>();
      for (let i = 0; i < 12; i += 1) answers.add((await solveCaptcha(t)).captchaCode);
      // With a predictable generator every answer would be the same; 12 draws from 55^4 all differ.
      expect(answers.size).toBe(12);
    } finally {
      random.mockRestore();
    }
  });

  it('never puts the answer in the response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captchaImage' });
    const { data } = response.json<{ data: { captchaId: string; svg: string } }>();
    const [stored] = await t.db.select().from(captchas).where(eq(captchas.id, data.captchaId));
    expect(Object.keys(data).sort()).toEqual(['captchaId', 'svg']);
    // The image is drawn as glyph outlines, never as text an automated client could read.
    expect(data.svg).not.toMatch(/<text/i);
    expect(response.body.toLowerCase()).not.toContain(stored?.answer);
  });

  it('is bound to its id and checked before the password, which is then never tried', async () => {
    const { email, password } = DEMO_LOGINS.common;
    for (let i = 0; i < 3; i += 1) await postLogin(t, email, 'Wrong@12345');
    expect(await failures(email)).toBe(3);

    const first = await solveCaptcha(t);
    const second = await solveCaptcha(t);
    // The right answer of one captcha does not pass under another captcha's id.
    const swapped = await postLogin(t, email, password, {
      captchaId: second.captchaId,
      captchaCode: first.captchaCode,
    });
    expect(swapped.json().code).toBe(Code.CAPTCHA_INVALID);

    // A wrong password behind a wrong captcha is not counted: the password was never looked at.
    const wrongBoth = await solveCaptcha(t);
    await postLogin(t, email, 'Wrong@12345', { ...wrongBoth, captchaCode: 'zzzz' });
    expect(await failures(email)).toBe(3);

    const good = await solveCaptcha(t);
    expect((await postLogin(t, email, password, good)).json().code).toBe(200);
  });
});
