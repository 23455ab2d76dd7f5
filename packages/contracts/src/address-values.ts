/**
 * Readers of single address (query string) values, without zod: the front site's search pages read
 * their address with them on a slow phone's first load. A value that does not fit reads as
 * undefined, so the page falls back to its default instead of sending it to the server.
 */

/** The value if it is one of the list's. */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item): item is T => item === value);

/**
 * A whole number in [min, max], read as the list schemas' coercion reads it: `Number` of the text,
 * so `1e1` is 10 and an empty value is 0; an absent one is no number.
 */
export function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  const number = value === null ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}
