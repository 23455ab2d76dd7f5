import { useEffect, useState } from 'react';

/** A per-second countdown (the resend wait of a verification code): `remaining` reaches 0 and stops. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: (seconds) => setRemaining(Math.max(0, Math.ceil(seconds))) };
}
