import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

export type XmlEvent =
  | { kind: 'open'; name: string; attributes: Record<string, string> }
  | { kind: 'text'; text: string }
  | { kind: 'close'; name: string };

/** A name without its namespace prefix: some writers spell every element `x:row`. */
export function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/**
 * The XML events of a stream, a chunk's worth at a time, so a sheet of a million rows is never
 * held whole. Element names come without prefix.
 */
export async function* xmlEvents(stream: Readable): AsyncGenerator<XmlEvent[]> {
  const parser = new SaxesParser();
  let batch: XmlEvent[] = [];
  let failure: Error | null = null;
  parser.on('opentag', (tag) => {
    batch.push({ kind: 'open', name: localName(tag.name), attributes: tag.attributes as Record<string, string> });
  });
  parser.on('text', (text) => batch.push({ kind: 'text', text }));
  parser.on('closetag', (tag) => batch.push({ kind: 'close', name: localName(tag.name) }));
  parser.on('error', (error) => {
    failure = error;
  });
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of stream) {
    parser.write(decoder.decode(chunk as Buffer, { stream: true }));
    if (failure) throw failure;
    yield batch;
    batch = [];
  }
  parser.write(decoder.decode());
  parser.close();
  if (failure) throw failure;
  yield batch;
}
