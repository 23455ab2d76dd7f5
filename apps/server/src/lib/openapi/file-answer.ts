import { z } from 'zod';

/**
 * The success answer of a route that sends a file rather than the envelope: its media types and
 * its largest size in bytes (what the route can hold or produce), for the OpenAPI document.
 * Nothing serialises a file, so the schema only describes.
 */
export function fileAnswer(description: string, mediaTypes: readonly string[], maxBytes: number) {
  const schema = z.string().max(maxBytes).meta({ format: 'binary' });
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
  };
}
