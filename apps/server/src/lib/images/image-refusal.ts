import { Code } from '@cityip/contracts';
import { AppError } from '../errors.js';

/** The image does not parse as the format its signature claims (truncated, forged or corrupt). */
export function damagedImage(): AppError {
  return new AppError(Code.BAD_REQUEST, 'error.fileDamaged');
}

/** The image carries something a browser could run or render as a page (a polyglot). */
export function unsafeImage(): AppError {
  return new AppError(Code.BAD_REQUEST, 'error.fileUnsafeContent');
}

/** Bounds-checked reads: any read past the end means the file is damaged. */
export function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (offset: number, length: number) => {
    if (offset < 0 || offset + length > bytes.length) throw damagedImage();
  };
  return {
    u8(offset: number): number {
      need(offset, 1);
      return view.getUint8(offset);
    },
    u16be(offset: number): number {
      need(offset, 2);
      return view.getUint16(offset, false);
    },
    u32be(offset: number): number {
      need(offset, 4);
      return view.getUint32(offset, false);
    },
    u32le(offset: number): number {
      need(offset, 4);
      return view.getUint32(offset, true);
    },
    ascii(offset: number, length: number): string {
      need(offset, length);
      return Buffer.from(bytes.buffer, bytes.byteOffset + offset, length).toString('latin1');
    },
    slice(offset: number, length: number): Uint8Array {
      need(offset, length);
      return bytes.subarray(offset, offset + length);
    },
  };
}
