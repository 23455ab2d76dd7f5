import { randomInt } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS } from '@cityip/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.js';
import { captchas } from './auth.tables.js';

// Characters that look alike in the font are left out so a human can always read it.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 4;

/**
 * svg-captcha picks its own text with Math.random, which is predictable; it also renders a text
 * it is given through its default export, which its type declarations leave out.
 */
const renderCaptcha = svgCaptcha as unknown as (
  text: string,
  options: Parameters<typeof svgCaptcha.create>[0],
) => string;

/** The answer, drawn from the operating system's secure random source. */
function captchaText(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A new captcha: its id and the SVG image; the answer stays on the server. */
export async function createCaptcha(db: Db): Promise<{ captchaId: string; svg: string }> {
  const text = captchaText();
  const data = renderCaptcha(text, { noise: 2, width: 120, height: 40 });
  const [row] = await db
    .insert(captchas)
    .values({ answer: text.toLowerCase(), expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000) })
    .returning({ id: captchas.id });
  if (!row) throw new Error('captcha insert returned no row');
  return { captchaId: row.id, svg: data };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks an answer and burns the captcha whatever the outcome (single use), so one image cannot
 * be tried repeatedly. Case-insensitive; expired captchas never match.
 */
export async function consumeCaptcha(db: Db, captchaId: string, answer: string): Promise<boolean> {
  if (!UUID.test(captchaId)) return false;
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, captchaId), gt(captchas.expiresAt, new Date())))
    .returning({ answer: captchas.answer });
  return row !== undefined && row.answer === answer.trim().toLowerCase();
}

/** Deletes expired captchas that were never answered. */
export async function purgeExpiredCaptchas(db: Db): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
}
