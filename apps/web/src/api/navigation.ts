/**
 * Navigation from outside React (the HTTP client sends the user to / or /login). The router
 * installs its navigate function at start-up; until then a full page load does the job.
 */
type Navigate = (to: string) => void;

const fallback: Navigate = (to) => {
  window.location.assign(to);
};

let navigateImpl: Navigate = fallback;

/** Installs the function that performs client-side navigation (the router's navigate). */
export function setNavigate(navigate: Navigate | null): void {
  navigateImpl = navigate ?? fallback;
}

/** Navigates to an in-app path. */
export function navigateTo(to: string): void {
  navigateImpl(to);
}
