const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/**
 * Gives every integer schema the format its bounds imply: int32 when they fit in 32 bits, int64
 * otherwise (zod states the bounds; JSON Schema has no integer sizes of its own).
 */
export function describeIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) describeIntegerFormats(child);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'integer' && schema.format === undefined) {
    const fits =
      typeof schema.minimum === 'number' &&
      typeof schema.maximum === 'number' &&
      schema.minimum >= INT32_MIN &&
      schema.maximum <= INT32_MAX;
    schema.format = fits ? 'int32' : 'int64';
  }
  for (const child of Object.values(schema)) describeIntegerFormats(child);
}
