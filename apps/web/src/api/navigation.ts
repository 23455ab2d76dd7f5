/**
 * Navigation from outside React (the HTTP client sends the user to / or /login). The router
 * installs its navigate function at start-up; until then a full page load does the job.
 */
type Navigate = (to: string) => Promise<void> | void;

const fallback: Navigate = (to) => {
  window.location.assign(to);
};

let navigateImpl: Navigate = fallback;

/** Installs the function that performs client-side navigation (the router's navigate). */
export function setNavigate(navigate: Navigate | null): void {
  navigateImpl = navigate ?? fallback;
}

/** Navigates to an in-app path; resolves once the router has moved there (the page's module loaded). */
export async function navigateTo(to: string): Promise<void> {
  await navigateImpl(to);
}
