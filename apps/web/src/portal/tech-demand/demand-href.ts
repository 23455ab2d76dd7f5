/** The address of a demand's public detail (shared by the list, the home page and the account tab). */
export const demandHref = (id: string) => `/techDemand/detail?id=${encodeURIComponent(id)}`;
