import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type PatentSearchState, readSearchState, writeSearchState } from './url-state.js';

/** Marks a history entry the page pushed to open a detail, so closing it can go back instead. */
interface DetailOpened {
  patentSearchDetail: true;
}
/** The navigation state of a link that opens a detail. */
export const DETAIL_OPENED: DetailOpened = { patentSearchDetail: true };
const isDetailOpened = (state: unknown): state is DetailOpened =>
  typeof state === 'object' && state !== null && (state as Partial<DetailOpened>).patentSearchDetail === true;

/**
 * The search held in the address (react-router search params): every change is a navigation, so
 * back/forward and shared links restore it. `update` merges a change into the current address.
 */
export function usePatentSearchState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readSearchState(params), [params]);

  const update = useCallback(
    (patch: Partial<PatentSearchState>, options?: { replace?: boolean }) =>
      setParams((current) => writeSearchState({ ...readSearchState(current), ...patch }, current), options),
    [setParams],
  );

  /** The search part (`?…`) of the current search with a change applied. */
  const searchOf = useCallback(
    (patch: Partial<PatentSearchState>) => `?${writeSearchState({ ...state, ...patch }, params)}`,
    [params, state],
  );
  /** The address of the current search with a change applied (links that open in a new tab too). */
  const hrefOf = useCallback(
    (patch: Partial<PatentSearchState>) => `${location.pathname}${searchOf(patch)}`,
    [location.pathname, searchOf],
  );

  // Closing a detail the page opened returns to the entry before it, so back does not reopen it;
  // a detail opened from a shared link just drops the id.
  const closeDetail = useCallback(() => {
    if (isDetailOpened(location.state)) void navigate(-1);
    else update({ id: null }, { replace: true });
  }, [location.state, navigate, update]);

  return { state, update, hrefOf, searchOf, closeDetail };
}
