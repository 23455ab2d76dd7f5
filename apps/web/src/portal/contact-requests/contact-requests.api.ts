import type { ContactRequestInput, ContactRequestSent } from '@cityip/contracts';
import { callApi } from '../../api/call-api.js';

/** POST /api/contact-requests: the platform mails the request on; the answer names nobody. */
export function sendContactRequest(input: ContactRequestInput): Promise<ContactRequestSent> {
  return callApi<ContactRequestSent>({ url: '/contact-requests', method: 'POST', data: input });
}
