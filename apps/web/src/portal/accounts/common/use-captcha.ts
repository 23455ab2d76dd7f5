import type { Captcha } from '@cityip/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha } from '../../../auth/auth-api.js';

/** A single-use image captcha: loaded on mount, `refresh` fetches a new one (after every use). */
export function useCaptcha(): { captcha: Captcha | null; failed: boolean; refresh: () => void } {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    fetchCaptcha().then(
      (next) => {
        setCaptcha(next);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, failed, refresh };
}
