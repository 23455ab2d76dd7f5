import { encodePng } from './banner-images.js';

type Rgb = readonly [number, number, number];

/** A canvas of RGB pixels with the few drawing operations the demo photos need. */
class Canvas {
  readonly rgb: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
  }

  /** Fills a rectangle (clipped to the canvas); `shade(x, y)` may lighten or darken per pixel. */
  rect(x0: number, y0: number, w: number, h: number, colour: Rgb, shade: (x: number, y: number) => number = () => 0) {
    const [x1, y1] = [Math.max(0, Math.floor(x0)), Math.max(0, Math.floor(y0))];
    const [x2, y2] = [Math.min(this.width, Math.floor(x0 + w)), Math.min(this.height, Math.floor(y0 + h))];
    for (let y = y1; y < y2; y++) {
      for (let x = x1; x < x2; x++) {
        const offset = (y * this.width + x) * 3;
        const light = shade(x, y);
        for (let c = 0; c < 3; c++) {
          this.rgb[offset + c] = Math.max(0, Math.min(255, Math.round((colour[c] as number) + 255 * light)));
        }
      }
    }
  }

  /** A vertical gradient over the whole width between two rows. */
  gradient(y0: number, y1: number, top: Rgb, bottom: Rgb) {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      const t = (y - y0) / Math.max(1, y1 - y0);
      const mix = (c: 0 | 1 | 2) => top[c] * (1 - t) + bottom[c] * t;
      this.rect(0, y, this.width, 1, [mix(0), mix(1), mix(2)]);
    }
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.rgb);
  }
}

/** A tiny deterministic sequence, so each outlet's pictures differ but every start draws the same. */
function sequence(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

const FACADES: readonly Rgb[] = [
  [214, 206, 192],
  [190, 200, 210],
  [222, 214, 200],
  [176, 186, 196],
  [204, 190, 176],
];

/**
 * The outside of an outlet's building: sky, an office block with rows of windows and an entrance
 * canopy, trees and the street. Drawn in code, so the demo ships no photographs.
 */
export function drawOutletExterior(seed: number, width = 800, height = 500): Buffer {
  const random = sequence(seed);
  const canvas = new Canvas(width, height);
  canvas.gradient(0, height, [120, 170, 220], [205, 225, 240]);
  const ground = Math.round(height * 0.8);
  // A lower block behind, then the outlet's building in front.
  canvas.rect(width * 0.05, height * 0.35, width * 0.3, ground - height * 0.35, [170, 178, 186]);
  const facade = FACADES[Math.floor(random() * FACADES.length)] as Rgb;
  const left = width * (0.25 + random() * 0.1);
  const top = height * (0.12 + random() * 0.1);
  const buildingWidth = width * 0.55;
  canvas.rect(left, top, buildingWidth, ground - top, facade, (x) => ((x - left) / buildingWidth) * -0.08);
  const columns = 6 + Math.floor(random() * 3);
  const rows = 5 + Math.floor(random() * 2);
  const cellW = buildingWidth / columns;
  const cellH = (ground - top - height * 0.14) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const lit = random() < 0.25 ? 0.12 : 0;
      canvas.rect(
        left + c * cellW + cellW * 0.18,
        top + r * cellH + cellH * 0.2,
        cellW * 0.64,
        cellH * 0.6,
        [70, 110, 150],
        (_x, y) => lit + ((y - top) / (ground - top)) * 0.1,
      );
    }
  }
  // Entrance with a red canopy, as government service halls often have.
  const door = left + buildingWidth * 0.4;
  canvas.rect(door - 20, ground - height * 0.14, buildingWidth * 0.2 + 40, 14, [180, 40, 40]);
  canvas.rect(door, ground - height * 0.12, buildingWidth * 0.2, height * 0.12, [60, 80, 100]);
  canvas.rect(0, ground, width, height - ground, [150, 150, 150], (_x, y) => ((y - ground) / height) * -0.3);
  for (let i = 0; i < 5; i++) {
    const x = width * (0.05 + i * 0.22 + random() * 0.05);
    canvas.rect(x + 12, ground - 40, 8, 40, [100, 70, 40]);
    canvas.rect(x, ground - 90, 32, 55, [60, 130 + Math.round(random() * 40), 70]);
  }
  return canvas.png();
}

/** Inside the outlet: the service counters with their number plates, the waiting seats and the floor. */
export function drawOutletHall(seed: number, width = 800, height = 500): Buffer {
  const random = sequence(seed + 7);
  const canvas = new Canvas(width, height);
  canvas.gradient(0, Math.round(height * 0.55), [236, 238, 240], [214, 218, 222]);
  canvas.gradient(Math.round(height * 0.55), height, [196, 186, 170], [150, 140, 126]);
  // The hall's sign band across the back wall.
  const accent: Rgb = random() < 0.5 ? [26, 82, 160] : [170, 40, 40];
  canvas.rect(width * 0.08, height * 0.08, width * 0.84, height * 0.09, accent);
  const counters = 4 + Math.floor(random() * 3);
  const slot = (width * 0.84) / counters;
  for (let i = 0; i < counters; i++) {
    const x = width * 0.08 + i * slot;
    canvas.rect(x + slot * 0.1, height * 0.22, slot * 0.8, height * 0.06, accent, () => 0.25);
    canvas.rect(x + slot * 0.05, height * 0.4, slot * 0.9, height * 0.16, [240, 240, 236], (_x, y) =>
      y > height * 0.5 ? -0.1 : 0,
    );
    canvas.rect(x + slot * 0.3, height * 0.33, slot * 0.4, height * 0.07, [40, 44, 52]);
  }
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 6; i++) {
      canvas.rect(width * (0.12 + i * 0.13), height * (0.7 + row * 0.12), width * 0.09, height * 0.05, [60, 110, 170]);
    }
  }
  return canvas.png();
}
