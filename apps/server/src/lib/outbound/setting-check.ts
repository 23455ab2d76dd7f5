import { type Locale, translate } from '@cityip/contracts';
import { ConfigError } from '../../config.js';
import { fieldRefusal } from '../errors.js';
import { checkOutboundHost, type OutboundPolicy, OutboundRefusal } from './outbound-policy.js';

/**
 * Checks the host of a setting when an administrator saves it: one that is (or resolves to) a
 * loopback, private or otherwise internal address is refused with a 400 naming the field and
 * why. A name that does not resolve yet is accepted, since its DNS may follow the settings;
 * every send checks the host again anyway.
 */
export async function assertSettingHost(
  policy: OutboundPolicy,
  locale: Locale,
  field: string,
  hostname: string,
): Promise<void> {
  try {
    await checkOutboundHost(policy, hostname);
  } catch (error) {
    if (!(error instanceof OutboundRefusal)) throw error;
    if (error.reason === 'unresolvable') return;
    throw fieldRefusal(locale, [
      {
        field,
        message: 'validation.outboundRefused',
        params: { reason: translate(locale, `outbound.${error.reason}`) },
      },
    ]);
  }
}

/**
 * Checks a URL from the environment at start (OIDC_ISSUER): an internal address stops the server
 * with a message naming the variable. A name that does not resolve right now is only logged, so
 * a DNS hiccup at boot does not keep the portal down; each call checks the host again.
 */
export async function assertConfiguredUrl(
  policy: OutboundPolicy,
  variable: string,
  url: string,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  try {
    await checkOutboundHost(policy, new URL(url).hostname);
  } catch (error) {
    if (!(error instanceof OutboundRefusal)) throw error;
    if (error.reason === 'unresolvable') {
      log.warn({ [variable]: url }, `${variable} does not resolve now; it is checked again at each call`);
      return;
    }
    throw new ConfigError(
      `Invalid configuration:\n  ${variable}: ${url} is refused as an outbound target (${error.reason}); ` +
        'list its host or address in OUTBOUND_ALLOW_HOSTS if it really is an internal service',
    );
  }
}
