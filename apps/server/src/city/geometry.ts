import type { DistrictGeometry, Position } from '@cityip/contracts';

/**
 * Plane geometry on GeoJSON positions, for checking district boundaries and outlet coordinates.
 * Degrees are treated as a plane: at city scale (tens of kilometres) the distortion is irrelevant
 * to inside/outside and crossing tests.
 */

/** Signed area of a closed ring (first position repeated last); positive when counter-clockwise. */
export function ringArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** Area of a polygon or multipolygon: outer rings minus holes. */
export function geometryArea(geometry: DistrictGeometry): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let area = 0;
  for (const [outer, ...holes] of polygons) {
    area += Math.abs(ringArea(outer ?? []));
    for (const hole of holes) area -= Math.abs(ringArea(hole));
  }
  return area;
}

/** Whether `point` is strictly inside a closed ring (ray casting; points on an edge may go either way). */
export function inRing(point: Position, ring: readonly Position[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length - 1; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether `point` lies inside a district's geometry (inside an outer ring and in none of its holes). */
export function inGeometry(point: Position, geometry: DistrictGeometry): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some(([outer, ...holes]) => inRing(point, outer ?? []) && !holes.some((hole) => inRing(point, hole)));
}

const cross = (o: Position, a: Position, b: Position) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/**
 * Whether segments ab and cd cross at a point interior to both (touching at an end, or running
 * along each other as neighbouring districts' shared edges do, is not a crossing).
 */
export function segmentsCross(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** The edges of a ring as position pairs. */
export function edgesOf(ring: readonly Position[]): Array<[Position, Position]> {
  const edges: Array<[Position, Position]> = [];
  for (let i = 0; i + 1 < ring.length; i++) edges.push([ring[i] as Position, ring[i + 1] as Position]);
  return edges;
}

/**
 * Why a ring is not a simple closed ring, or null: too few positions, not closed, repeated
 * consecutive positions, zero area, or two of its edges crossing.
 */
export function ringProblem(ring: readonly Position[]): string | null {
  if (ring.length < 4) return `has ${ring.length} positions; a ring needs at least 4`;
  const first = ring[0] as Position;
  const last = ring[ring.length - 1] as Position;
  if (first[0] !== last[0] || first[1] !== last[1]) return 'is not closed (the first and last positions differ)';
  for (let i = 0; i + 1 < ring.length; i++) {
    const [a, b] = [ring[i] as Position, ring[i + 1] as Position];
    if (a[0] === b[0] && a[1] === b[1]) return `repeats position ${i} ([${a.join(', ')}])`;
  }
  if (ringArea(ring) === 0) return 'has no area';
  const edges = edgesOf(ring);
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 2; j < edges.length; j++) {
      const [a, b] = edges[i] as [Position, Position];
      const [c, d] = edges[j] as [Position, Position];
      if (segmentsCross(a, b, c, d)) return `crosses itself (edges ${i} and ${j})`;
    }
  }
  return null;
}

/** Every ring of a geometry (outer rings and holes). */
export function ringsOf(geometry: DistrictGeometry): Position[][] {
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
}

/** Distance from a point to the segment ab. */
function distanceToSegment(p: Position, a: Position, b: Position): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** The area centroid of a closed ring. */
export function ringCentroid(ring: readonly Position[]): Position {
  let [area, cx, cy] = [0, 0, 0];
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x0, y0] = ring[i] as Position;
    const [x1, y1] = ring[i + 1] as Position;
    const a = x0 * y1 - x1 * y0;
    area += a;
    cx += (x0 + x1) * a;
    cy += (y0 + y1) * a;
  }
  return area ? [cx / (3 * area), cy / (3 * area)] : ((ring[0] ?? [0, 0]) as Position);
}

/**
 * Where ECharts writes a district's name: the centroid of the outer ring with the most positions
 * (its own rule for GeoJSON regions), so markers can be kept clear of the label.
 */
export function labelPointOf(geometry: DistrictGeometry): Position {
  const outers =
    geometry.type === 'Polygon' ? [geometry.coordinates[0] ?? []] : geometry.coordinates.map((p) => p[0] ?? []);
  const largest = outers.reduce((best, ring) => (ring.length > best.length ? ring : best), [] as Position[]);
  return ringCentroid(largest);
}

/**
 * `count` points well inside a district, spread apart: sampled on a grid over its bounding box,
 * best first by distance to the border, each at least a fifth of the box away from those chosen
 * and, when it has room, two fifths of the box away from where the map writes the district's name.
 * Deterministic (demo outlets are placed with it).
 */
export function interiorPoints(geometry: DistrictGeometry, count: number): Position[] {
  const rings = ringsOf(geometry);
  const all = rings.flat();
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const steps = 40;
  const candidates: Array<{ point: Position; clearance: number }> = [];
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const point: Position = [minX + ((maxX - minX) * i) / steps, minY + ((maxY - minY) * j) / steps];
      if (!inGeometry(point, geometry)) continue;
      const clearance = Math.min(...rings.flatMap(edgesOf).map(([a, b]) => distanceToSegment(point, a, b)));
      candidates.push({ point, clearance });
    }
  }
  candidates.sort((a, b) => b.clearance - a.clearance);
  const spacing = Math.min(maxX - minX, maxY - minY) / 5;
  const label = labelPointOf(geometry);
  const clearOfLabel = (p: Position) => Math.hypot(p[0] - label[0], p[1] - label[1]) >= spacing * 2;
  const chosen: Position[] = [];
  for (const { point } of candidates.filter((c) => clearOfLabel(c.point))) {
    if (chosen.length === count) break;
    if (chosen.every((c) => Math.hypot(c[0] - point[0], c[1] - point[1]) >= spacing)) chosen.push(point);
  }
  // A sliver of a district may not fit them all apart: fill up with the next best points.
  for (const { point } of candidates) {
    if (chosen.length === count) break;
    if (!chosen.includes(point)) chosen.push(point);
  }
  return chosen.map(([x, y]) => [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6]);
}
