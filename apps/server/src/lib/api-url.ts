/** Whether a request URL (path and query) addresses the API rather than the web app. */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
