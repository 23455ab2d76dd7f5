/**
 * Values that end up in a mail header (subject, sender name, attachment file names) come partly
 * from people: applicants name their uploads, staff type the sender name. A CR or LF there could
 * start a header of its own (`Bcc:`), so every header value passes through here first.
 */

// Every C0 and C1 control character and the Unicode line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A header value with every control character (CR, LF, TAB, NUL …) replaced by one space. */
export function headerText(value: string): string {
  return value.replace(CONTROL, ' ').trim();
}

/**
 * A recipient address for the envelope and the `To:` header. Addresses are validated when they
 * are entered; one that still holds a control character is refused, never repaired into another.
 */
export function headerAddress(address: string): string {
  if (headerText(address) !== address) throw new Error('a recipient address holds control characters');
  return address;
}
