/**
 * Renews a token at most once at a time. Requests that fail with a stale token call `renew` with
 * the token they sent: the first starts the renewal, the others wait for it (the spec's request
 * queue), and a request that comes back after the token already changed just retries.
 */
export interface TokenRenewer {
  renew(staleToken: string): Promise<void>;
  /** The renewal in flight, if any; new requests wait for it before they are sent. */
  pending(): Promise<void> | null;
}

/** Creates a renewer around `fetchNew` (which stores the new token) and `current` (reads it). */
export function createRenewer(fetchNew: () => Promise<void>, current: () => string): TokenRenewer {
  let inFlight: Promise<void> | null = null;
  return {
    renew(staleToken) {
      if (inFlight) return inFlight;
      const now = current();
      if (now !== '' && now !== staleToken) return Promise.resolve();
      inFlight = fetchNew().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    pending: () => inFlight,
  };
}
