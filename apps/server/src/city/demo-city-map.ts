import type { District, DistrictFeature, DistrictFeatureCollection, Position } from '@cityip/contracts';
import { ringArea } from './geometry.js';
import { tilingProblem } from './tiling.js';

/**
 * The schematic district map of the fictional demo city (ARCHITECTURE.md "Demo city and maps"):
 * generated here, deterministically, so the repository ships no map data. The city outline is a
 * convex shape; each district is the part of it closer to the district's seed point than to any
 * other (a clipped Voronoi diagram), so the districts tile the city without overlapping. Shared
 * borders then get a little deterministic wiggle, computed once per border so both neighbours
 * follow the same line.
 */

/** Where the fictional city lies (southern China) and how large it is, in kilometres. */
const CENTRE = { lon: 113.3, lat: 22.7 };
const RADIUS_KM = { x: 30, y: 20 };
const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LON = 111.32 * Math.cos((CENTRE.lat * Math.PI) / 180);
const SEED = 20_240_601;

type Point = { x: number; y: number };

/** A small deterministic PRNG (mulberry32), so every start draws the same city. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Convex hull (monotone chain), counter-clockwise. */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const turn = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Point[]) => {
    const hull: Point[] = [];
    for (const p of list) {
      while (hull.length >= 2 && turn(hull[hull.length - 2] as Point, hull[hull.length - 1] as Point, p) <= 0) {
        hull.pop();
      }
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The city outline: an irregular convex shape around the centre. */
function cityOutline(random: () => number): Point[] {
  const corners = 18;
  const points = Array.from({ length: corners }, (_, k) => {
    const angle = (2 * Math.PI * k) / corners + (random() - 0.5) * 0.2;
    const radius = 0.85 + random() * 0.25;
    return { x: Math.cos(angle) * RADIUS_KM.x * radius, y: Math.sin(angle) * RADIUS_KM.y * radius };
  });
  return convexHull(points);
}

/** One seed per district: the first near the centre (the old town), the others on rings around it. */
function districtSeeds(count: number, random: () => number): Point[] {
  const seeds: Point[] = [{ x: -2 + random() * 2, y: random() * 2 }];
  const around = count - 1;
  for (let k = 0; k < around; k++) {
    const angle = (2 * Math.PI * k) / around + (random() - 0.5) * 0.3;
    // Beyond nine, alternate an inner and an outer ring so the cells stay of similar size.
    const radius = around > 9 ? (k % 2 === 0 ? 0.4 : 0.72) : 0.55 + (random() - 0.5) * 0.1;
    seeds.push({ x: Math.cos(angle) * RADIUS_KM.x * radius, y: Math.sin(angle) * RADIUS_KM.y * radius });
  }
  return seeds;
}

/** The part of a convex polygon on the seed `own`'s side of its bisector with `other` (Sutherland–Hodgman). */
function clipToSeed(polygon: Point[], own: Point, other: Point): Point[] {
  const nx = other.x - own.x;
  const ny = other.y - own.y;
  const limit = (other.x * other.x + other.y * other.y - own.x * own.x - own.y * own.y) / 2;
  const side = (p: Point) => nx * p.x + ny * p.y - limit;
  const result: Point[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    const sa = side(a);
    const sb = side(b);
    if (sa <= 0) result.push(a);
    if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
      const t = sa / (sa - sb);
      result.push({ x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) });
    }
  }
  return result;
}

/** Vertices shared by neighbouring cells, computed separately, made one and the same object. */
function unifyVertices(cells: Point[][]): Point[][] {
  const known: Point[] = [];
  const canonical = (p: Point) => {
    const found = known.find((k) => Math.hypot(k.x - p.x, k.y - p.y) < 1e-7);
    if (found) return found;
    known.push(p);
    return p;
  };
  return cells.map((cell) => {
    const unified: Point[] = [];
    for (const p of cell.map(canonical)) if (unified.at(-1) !== p) unified.push(p);
    while (unified.length > 1 && unified[0] === unified.at(-1)) unified.pop();
    return unified;
  });
}

/** The smallest angle between any two cell edges meeting at each vertex, the room a wiggle may use there. */
function smallestAngles(cells: Point[][]): Map<Point, number> {
  const directions = new Map<Point, number[]>();
  const add = (from: Point, to: Point) => {
    const list = directions.get(from) ?? [];
    list.push(Math.atan2(to.y - from.y, to.x - from.x));
    directions.set(from, list);
  };
  for (const cell of cells) {
    cell.forEach((p, i) => {
      const next = cell[(i + 1) % cell.length] as Point;
      add(p, next);
      add(next, p);
    });
  }
  const smallest = new Map<Point, number>();
  for (const [vertex, angles] of directions) {
    const unique = [...new Set(angles.map((a) => Math.round(a * 1e9) / 1e9))].sort((a, b) => a - b);
    let min = Math.PI;
    unique.forEach((a, i) => {
      const next = i + 1 < unique.length ? (unique[i + 1] as number) : (unique[0] as number) + 2 * Math.PI;
      if (unique.length > 1) min = Math.min(min, next - a);
    });
    smallest.set(vertex, min);
  }
  return smallest;
}

/**
 * The wiggled course of the border from `a` to `b`: points in between, displaced sideways by a
 * deterministic amount that stays within half the corner angle at either end, so no border can
 * reach a neighbouring one. The same border walked backwards gives the same points reversed.
 */
function wiggle(a: Point, b: Point, ids: Map<Point, number>, angles: Map<Point, number>): Point[] {
  const [from, to] = (ids.get(a) ?? 0) < (ids.get(b) ?? 0) ? [a, b] : [b, a];
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const pieces = Math.min(6, Math.max(1, Math.round(length / 2.5)));
  const random = prng(SEED + (ids.get(from) ?? 0) * 7919 + (ids.get(to) ?? 0));
  const normal = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length };
  const room = (vertex: Point) => Math.tan((angles.get(vertex) ?? 0) / 2) * 0.8;
  const points: Point[] = [];
  for (let k = 1; k < pieces; k++) {
    const t = k / pieces;
    const limit = Math.min(t * length * room(from), (1 - t) * length * room(to), 0.08 * length);
    const offset = (random() * 2 - 1) * limit;
    points.push({
      x: from.x + t * (to.x - from.x) + offset * normal.x,
      y: from.y + t * (to.y - from.y) + offset * normal.y,
    });
  }
  return from === a ? points : points.reverse();
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const toPosition = (p: Point): Position => [
  round6(CENTRE.lon + p.x / KM_PER_DEGREE_LON),
  round6(CENTRE.lat + p.y / KM_PER_DEGREE_LAT),
];

/** A closed, counter-clockwise GeoJSON ring through the points, with any repeated position dropped. */
function toRing(points: Point[]): Position[] {
  const ring: Position[] = [];
  for (const position of points.map(toPosition)) {
    const last = ring.at(-1);
    if (!last || last[0] !== position[0] || last[1] !== position[1]) ring.push(position);
  }
  ring.push(ring[0] as Position);
  return ringArea(ring) < 0 ? ring.reverse() : ring;
}

function toCollection(districts: readonly District[], rings: Position[][]): DistrictFeatureCollection {
  const features = districts.map(
    (district, i): DistrictFeature => ({
      type: 'Feature',
      properties: { code: district.code, name: district.name, nameEn: district.nameEn },
      geometry: { type: 'Polygon', coordinates: [rings[i] as Position[]] },
    }),
  );
  return { type: 'FeatureCollection', features };
}

/**
 * The schematic map of `districts`: one polygon each, tiling the city. Borders are wiggled when
 * the result passes the tiling check, otherwise left straight (a clipped Voronoi diagram always
 * passes it).
 */
export function generateDistrictMap(districts: readonly District[]): DistrictFeatureCollection {
  const random = prng(SEED);
  const outline = cityOutline(random);
  const seeds = districtSeeds(districts.length, random);
  const cells = unifyVertices(
    seeds.map((own, i) => seeds.reduce((cell, other, j) => (i === j ? cell : clipToSeed(cell, own, other)), outline)),
  );
  const ids = new Map<Point, number>();
  for (const cell of cells) for (const p of cell) if (!ids.has(p)) ids.set(p, ids.size);
  const angles = smallestAngles(cells);

  const straight = toCollection(
    districts,
    cells.map((cell) => toRing(cell)),
  );
  const wiggled = toCollection(
    districts,
    cells.map((cell) =>
      toRing(cell.flatMap((p, i) => [p, ...wiggle(p, cell[(i + 1) % cell.length] as Point, ids, angles)])),
    ),
  );
  return tilingProblem(wiggled.features) === null ? wiggled : straight;
}
