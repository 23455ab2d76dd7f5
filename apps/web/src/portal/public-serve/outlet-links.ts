/** The address of an outlet's detail page (`/serverDetail?id=`). */
export function outletHref(id: string): string {
  return `/serverDetail?id=${encodeURIComponent(id)}`;
}

/** The address of the service window page, optionally filtered (`/publicServe?district=&service=`). */
export function publicServeHref(filters: { district?: string | null; service?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (filters.district) params.set('district', filters.district);
  if (filters.service) params.set('service', filters.service);
  const query = params.toString();
  return query ? `/publicServe?${query}` : '/publicServe';
}
