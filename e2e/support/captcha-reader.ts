import svgCaptcha from 'svg-captcha';

/**
 * Reads the portal's image captcha in a journey, the way a person reads it: every character of
 * an svg-captcha image is its font's glyph outline, moved to its place and jittered by at most
 * 0.1 px, so each filled path is matched against the outlines of the characters the server draws
 * from (features/auth/captcha.ts) and the matches are read left to right. The server stays as in
 * production: no test-only answer endpoint.
 */

/** The image size and the characters the server leaves out (features/auth/captcha.ts). */
const WIDTH = 120;
const HEIGHT = 40;
const IGNORED = '0oO1ilI';
/** Largest coordinate difference (px) between a character and its reference: jitter and rounding. */
const TOLERANCE = 0.5;

interface Outline {
  /** The command letters, e.g. "MLLQQZ". */
  shape: string;
  /** Every coordinate in order. */
  points: number[];
}

function outlineOf(pathData: string): Outline {
  const commands = [...pathData.matchAll(/([MLQCZ])([^MLQCZ]*)/g)];
  return {
    shape: commands.map((command) => command[1]).join(''),
    // Numbers may follow each other without a space when the next is negative ("12.3-0.5").
    points: commands.flatMap((command) => (command[2]?.match(/-?\d*\.?\d+/g) ?? []).map(Number)),
  };
}

/** The character outlines at the server's image size, each drawn alone (centred at x = WIDTH / 2 - 1). */
const REFERENCES = [...(svgCaptcha.options.charPreset ?? '')]
  .filter((char) => !IGNORED.includes(char))
  .map((char) => {
    // One character drawn from a one-character set: that character alone, without noise.
    const svg = svgCaptcha.create({ size: 1, charPreset: char, noise: 0, width: WIDTH, height: HEIGHT }).data;
    const pathData = /<path fill="[^"]+" d="([^"]+)"/.exec(svg)?.[1] ?? '';
    return { char, outline: outlineOf(pathData) };
  });

/** How far `outline` is moved from `reference` along x, or null when it is another character. */
function offsetFrom(outline: Outline, reference: Outline): number | null {
  if (outline.shape !== reference.shape || outline.points.length !== reference.points.length) return null;
  const dx = (outline.points[0] ?? 0) - (reference.points[0] ?? 0);
  const dy = (outline.points[1] ?? 0) - (reference.points[1] ?? 0);
  const fits = outline.points.every((value, index) => {
    const expected = (reference.points[index] ?? 0) + (index % 2 === 0 ? dx : dy);
    return Math.abs(value - expected) <= TOLERANCE;
  });
  return fits ? dx : null;
}

/** The answer of a captcha SVG (lower case, as the server compares it). */
export function readCaptcha(svg: string): string {
  const characters = [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)].map((match) => {
    const outline = outlineOf(match[1] ?? '');
    for (const reference of REFERENCES) {
      const dx = offsetFrom(outline, reference.outline);
      if (dx !== null) return { char: reference.char, x: dx };
    }
    throw new Error(`captcha character not recognised: ${match[1]?.slice(0, 60)}`);
  });
  return characters
    .sort((a, b) => a.x - b.x)
    .map((found) => found.char)
    .join('')
    .toLowerCase();
}
