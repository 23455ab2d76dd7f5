import { encryptPassword } from '@cityip/contracts';
import { loadRuntimeConfig } from '../../../config/runtime-config.js';

/**
 * A password as it travels (the transport ciphertext, exactly as at login): encrypted with the
 * key of /api/config, which is loaded once and shared.
 */
export async function passwordCipher(plain: string): Promise<string> {
  const { aesKey } = await loadRuntimeConfig();
  return encryptPassword(plain, aesKey);
}
