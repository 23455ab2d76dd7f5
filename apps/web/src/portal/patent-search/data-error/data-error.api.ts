import type { PatentErrorReportInput, PatentErrorReportReceipt } from '@cityip/contracts';
import { callApi } from '../../../api/call-api.js';

/** POST /api/patent-error-reports: the signed-in account reports an error in one field of a patent. */
export function sendPatentErrorReport(input: PatentErrorReportInput): Promise<PatentErrorReportReceipt> {
  return callApi<PatentErrorReportReceipt>({ url: '/patent-error-reports', method: 'POST', data: input });
}
