import type { DistrictFeature, Position } from '@cityip/contracts';
import { edgesOf, geometryArea, inRing, ringArea, ringProblem, ringsOf, segmentsCross } from './geometry.js';

/**
 * Checks that district polygons tile one area: every ring simple, no two districts overlapping,
 * and together no gaps (their outer border is one closed line enclosing exactly the sum of their
 * areas). Used on the generated demo map (by the generator itself and by its tests); neighbours
 * must share border vertices exactly, as generated maps do.
 */

const keyOf = (p: Position) => `${p[0]},${p[1]}`;
const edgeKey = (a: Position, b: Position) => {
  const [ka, kb] = [keyOf(a), keyOf(b)];
  return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
};

/** Whether `p` lies on segment ab (within rounding). */
function onSegment(p: Position, a: Position, b: Position): boolean {
  const crossed = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (Math.abs(crossed) > 1e-12 * Math.max(1, length)) return false;
  const dot = (p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1]);
  return dot >= 0 && dot <= length * length;
}

/** Whether `p` is strictly inside the ring: inside, and not on its border. */
function strictlyInside(p: Position, ring: readonly Position[]): boolean {
  return !edgesOf(ring).some(([a, b]) => onSegment(p, a, b)) && inRing(p, ring);
}

function overlapProblem(a: DistrictFeature, b: DistrictFeature): string | null {
  const ringsA = ringsOf(a.geometry);
  const ringsB = ringsOf(b.geometry);
  const edgesB = ringsB.flatMap(edgesOf);
  for (const [p, q] of ringsA.flatMap(edgesOf)) {
    if (edgesB.some(([r, s]) => segmentsCross(p, q, r, s))) return 'borders cross';
  }
  for (const [inner, outer] of [
    [ringsA, ringsB],
    [ringsB, ringsA],
  ] as const) {
    for (const ring of inner) {
      const vertex = ring.find((p) => outer.some((o) => strictlyInside(p, o)));
      if (vertex) return `[${vertex.join(', ')}] lies inside the other`;
    }
  }
  return null;
}

/** The border segments used by exactly one district, checked to form one closed line; its area. */
function outerBorder(features: readonly DistrictFeature[]): { problem: string } | { area: number } {
  const uses = new Map<string, { a: Position; b: Position; count: number; sameWay: boolean }>();
  for (const feature of features) {
    for (const [a, b] of ringsOf(feature.geometry).flatMap(edgesOf)) {
      const key = edgeKey(a, b);
      const entry = uses.get(key) ?? { a, b, count: 0, sameWay: false };
      // Neighbours walk their shared border in opposite directions; the same direction means overlap.
      if (entry.count > 0 && keyOf(entry.a) === keyOf(a)) entry.sameWay = true;
      entry.count += 1;
      uses.set(key, entry);
    }
  }
  const next = new Map<string, Position[]>();
  for (const { a, b, count, sameWay } of uses.values()) {
    const border = `the border [${a.join(', ')}]–[${b.join(', ')}]`;
    if (count > 2) return { problem: `${border} belongs to ${count} districts` };
    if (sameWay) return { problem: `${border} is walked the same way by two districts: they overlap` };
    if (count === 2) continue;
    next.set(keyOf(a), [...(next.get(keyOf(a)) ?? []), b]);
    next.set(keyOf(b), [...(next.get(keyOf(b)) ?? []), a]);
  }
  const start = [...next.keys()][0];
  if (!start) return { problem: 'there is no outer border' };
  for (const [key, neighbours] of next) {
    if (neighbours.length !== 2) return { problem: `the outer border branches or ends at [${key}]` };
  }
  // Walk the outer border once; a second loop (a gap or an island) is left unvisited.
  const ring: Position[] = [];
  let previous = '';
  let current = start;
  do {
    const [x, y] = current.split(',').map(Number) as [number, number];
    ring.push([x, y]);
    const [first, second] = next.get(current) as Position[];
    const forward = keyOf(first as Position) !== previous ? (first as Position) : (second as Position);
    previous = current;
    current = keyOf(forward);
  } while (current !== start && ring.length <= next.size);
  if (ring.length !== next.size) return { problem: 'the outer border is not one closed line (a gap or an island)' };
  ring.push(ring[0] as Position);
  return { area: Math.abs(ringArea(ring)) };
}

/** Why the districts do not tile one area, or null when they do. */
export function tilingProblem(features: readonly DistrictFeature[]): string | null {
  for (const feature of features) {
    for (const ring of ringsOf(feature.geometry)) {
      const problem = ringProblem(ring);
      if (problem) return `${feature.properties.code}: a ring ${problem}`;
    }
  }
  for (let i = 0; i < features.length; i++) {
    for (let j = i + 1; j < features.length; j++) {
      const [a, b] = [features[i] as DistrictFeature, features[j] as DistrictFeature];
      const problem = overlapProblem(a, b);
      if (problem) return `${a.properties.code} and ${b.properties.code} overlap: ${problem}`;
    }
  }
  const border = outerBorder(features);
  if ('problem' in border) return border.problem;
  const total = features.reduce((sum, feature) => sum + geometryArea(feature.geometry), 0);
  if (Math.abs(total - border.area) > 1e-9 * border.area) {
    return `the districts cover ${total} but their outer border encloses ${border.area}`;
  }
  return null;
}
