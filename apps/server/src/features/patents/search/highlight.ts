import type { Highlight } from '@cityip/contracts';

/**
 * `text` cut into runs with every occurrence of the `phrases` marked. A phrase is the words of one
 * search term; they are found in order with only spaces or punctuation between them, the way the
 * index matched them (a term of several words matches adjacent words), so `机器人` marks `机器人`
 * and not every `人`. Case-insensitive. Plain runs, never HTML: the client renders them as text.
 */
export function highlight(text: string, phrases: readonly (readonly string[])[]): Highlight {
  if (!text) return [];
  const marked = new Array<boolean>(text.length).fill(false);
  // One pattern per phrase: a single alternation would skip a phrase overlapping an earlier match.
  for (const pattern of phrasePatterns(phrases)) {
    for (const m of text.matchAll(pattern)) marked.fill(true, m.index, m.index + m[0].length);
  }
  const runs: Highlight = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      runs.push({ text: text.slice(start, i), hit: marked[start] ?? false });
      start = i;
    }
  }
  return runs;
}

function phrasePatterns(phrases: readonly (readonly string[])[]): RegExp[] {
  return phrases
    .filter((words) => words.length > 0)
    .map((words) => new RegExp(words.map(escapeRegExp).join('[^\\p{L}\\p{N}]*'), 'giu'));
}

/** `text` as a literal pattern; only syntax characters are escaped, which the `u` flag requires. */
function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
