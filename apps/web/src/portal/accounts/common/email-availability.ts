import { AccountEmailSchema } from '@cityip/contracts';
import { isEmailTaken } from './accounts.api.js';

/** Wait after the last keystroke before asking the server, so typing does not send a request per key. */
export const EMAIL_CHECK_DELAY_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The live uniqueness check of the registration email (GET /api/email), debounced: a check whose
 * value changed while it waited gives up (`stale`), answers are remembered per address, and a
 * failed check does not block the form (the register call refuses a taken address anyway).
 */
export function createEmailAvailability(current: () => string | undefined) {
  const known = new Map<string, boolean>();
  return async function check(value: string | undefined): Promise<'free' | 'taken' | 'stale' | 'unknown'> {
    const parsed = AccountEmailSchema.safeParse(value ?? '');
    if (!parsed.success) return 'unknown';
    const email = parsed.data;
    const cached = known.get(email);
    if (cached !== undefined) return cached ? 'taken' : 'free';
    await sleep(EMAIL_CHECK_DELAY_MS);
    if (current() !== value) return 'stale';
    try {
      const taken = await isEmailTaken(email);
      known.set(email, taken);
      return taken ? 'taken' : 'free';
    } catch {
      return 'unknown';
    }
  };
}
