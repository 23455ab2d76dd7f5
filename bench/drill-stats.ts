/** Small statistics for the reliability drills. */

/** The value at fraction `p` of an ascending array (0 when empty). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Least-squares slope of `y` over `x` (units of y per unit of x); 0 for fewer than two points. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxy = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

export const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
export const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Prints a result line with the verdict and returns whether the target was met. */
export function verdict(line: string, ok: boolean): boolean {
  console.log(`${line} ${ok ? 'ok' : 'MISSED'}`);
  return ok;
}
