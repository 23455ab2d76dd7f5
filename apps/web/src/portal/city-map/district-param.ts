import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The address key of the open district detail; prefixed so it never clashes with an embedding page's own keys. */
export const DISTRICT_PARAM = 'mapDistrict';

/** Marks a history entry the page pushed to open the detail, so closing it can go back instead. */
const OPENED_HERE = 'cityMapDistrictOpened';

/**
 * The district whose detail is open (`?mapDistrict=`), and how to open and close it: opening adds
 * a history entry (Back closes it), closing one this page opened goes back, a shared link's just
 * drops the key. Every other key of the address is kept.
 */
export function useDistrictParam(): { code: string | null; open: (code: string) => void; close: () => void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const code = params.get(DISTRICT_PARAM);
  return {
    code: code || null,
    open: (next) => {
      const nextParams = new URLSearchParams(params);
      nextParams.set(DISTRICT_PARAM, next);
      setParams(nextParams, { state: { [OPENED_HERE]: true }, preventScrollReset: true });
    },
    close: () => {
      if ((location.state as Record<string, unknown> | null)?.[OPENED_HERE]) {
        void navigate(-1);
        return;
      }
      const nextParams = new URLSearchParams(params);
      nextParams.delete(DISTRICT_PARAM);
      setParams(nextParams, { replace: true, preventScrollReset: true });
    },
  };
}
