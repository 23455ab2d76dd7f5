/**
 * What a contact request (issue 24) is addressed to: an expert of the talent pool, or the
 * company behind a published technology demand. The platform delivers it by mail; the
 * recipient's own address is never shown to the requester.
 */
export const CONTACT_TARGETS = ['talent', 'demand'] as const;
export type ContactTarget = (typeof CONTACT_TARGETS)[number];
