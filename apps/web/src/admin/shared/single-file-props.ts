import type { FileRef } from '@cityip/contracts';

/**
 * Form.Item props that let the list-valued FileUploadField edit a field holding one FileRef or
 * null (a link icon, a banner image, a QR code): the form keeps the contract's shape, the field
 * sees a list of at most one.
 */
export const singleFileProps = {
  getValueProps: (value: FileRef | null | undefined) => ({ value: value ? [value] : [] }),
  normalize: (files: FileRef[] | undefined) => files?.at(-1) ?? null,
};
