/** A piece of text and whether it matches one of the search terms. */
export type TextPart = { text: string; match: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` at case-insensitive matches of `terms`, longest term first so 专利资助 wins over 专利.
 * Pure string work: the caller renders the parts as text nodes, never as HTML.
 */
export function splitByTerms(text: string, terms: readonly string[]): TextPart[] {
  const words = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  const lower = new Set(words.map((word) => word.toLowerCase()));
  // The capture group keeps the matches in the split; a part equal to a term can only be a match.
  return text
    .split(pattern)
    .filter(Boolean)
    .map((part) => ({ text: part, match: lower.has(part.toLowerCase()) }));
}

/** Text with the matched search terms wrapped in `<mark>`. */
export function Highlight({ text, terms }: { text: string; terms?: readonly string[] }) {
  if (!terms || terms.length === 0) return <>{text}</>;
  return (
    <>
      {splitByTerms(text, terms).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
