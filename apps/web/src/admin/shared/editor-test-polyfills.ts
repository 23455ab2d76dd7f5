/**
 * jsdom has no layout, so Range lacks getClientRects/getBoundingClientRect; ProseMirror asks for
 * them when it scrolls the selection into view after a command. Tests that render the rich-text
 * editor install these empty stand-ins.
 */
export function polyfillRangeRects(): void {
  if (typeof Range === 'undefined' || 'getClientRects' in Range.prototype) return;
  const empty = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Object.assign(Range.prototype, {
    getClientRects: () => Object.assign([], { item: () => null }),
    getBoundingClientRect: () => empty,
  });
}
