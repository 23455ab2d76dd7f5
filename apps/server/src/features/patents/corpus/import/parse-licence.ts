import type { LicenceRecord } from '../patent-record.js';
import { cellDate, cellNumber } from './cell-values.js';
import { type Column, LICENCE_COLUMNS } from './columns.js';
import { IMPORT_MESSAGES as M, type Message } from './messages.js';

/** Fee modes as written in Chinese or English. */
const FEE_MODES: Readonly<Record<string, LicenceRecord['feeMode']>> = {
  lumpsum: 'lumpSum',
  固定费用: 'lumpSum',
  年费: 'lumpSum',
  一次性: 'lumpSum',
  royalty: 'royalty',
  提成: 'royalty',
  mixed: 'mixed',
  固定费用加提成: 'mixed',
  入门费加提成: 'mixed',
};

/**
 * The licence offer of a row: null when its licence cells are empty, undefined when they have
 * problems (each reported through `fail`). No declaration is later than `today` (`YYYY-MM-DD`).
 */
export function parseLicence(
  raw: (column: Column) => unknown,
  text: (column: Column) => string,
  fail: (column: Column, message: Message) => void,
  today: string,
): LicenceRecord | null | undefined {
  if (LICENCE_COLUMNS.every((c) => !text(c))) return null;
  const modeText = text('licenceFeeMode');
  const feeMode = FEE_MODES[modeText.toLowerCase()];
  if (!feeMode) fail('licenceFeeMode', modeText ? M.feeMode(modeText) : M.required());
  const amount = (column: Column, max: number) => {
    const n = cellNumber(raw(column));
    if (n === undefined || (n !== null && (n < 0 || n > max))) {
      fail(column, M.number(text(column)));
      return null;
    }
    return n;
  };
  const annualFee = amount('licenceAnnualFee', 999_999_999_999);
  const royaltyRate = amount('licenceRoyaltyRate', 100);
  const term = cellNumber(raw('licenceTermYears'));
  if (term === null || term === undefined || !Number.isInteger(term) || term < 1 || term > 20) {
    fail('licenceTermYears', term === null ? M.required() : M.integer(text('licenceTermYears')));
  }
  const declared = cellDate(raw('licenceDeclaredOn'));
  if (!declared) fail('licenceDeclaredOn', declared === null ? M.required() : M.date(text('licenceDeclaredOn')));
  // A declaration is made, not planned; this also keeps the offer's end (declaration + term) a four-digit date.
  else if (declared > today) fail('licenceDeclaredOn', M.future());
  const declaredOn = declared && declared <= today ? declared : null;
  const validUntilCell = cellDate(raw('licenceValidUntil'));
  if (validUntilCell === undefined) fail('licenceValidUntil', M.date(text('licenceValidUntil')));
  const contactName = text('licenceContactName');
  if (!contactName) fail('licenceContactName', M.required());
  const contactPhone = text('licenceContactPhone');
  if (!contactPhone) fail('licenceContactPhone', M.required());
  if (!feeMode || !declaredOn || !term || !Number.isInteger(term) || !contactName || !contactPhone) return undefined;
  const end = new Date(`${declaredOn}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + term);
  end.setUTCDate(end.getUTCDate() - 1);
  return {
    feeMode,
    annualFee: feeMode === 'royalty' ? null : annualFee,
    royaltyRate: feeMode === 'lumpSum' ? null : royaltyRate,
    termYears: term,
    declaredOn,
    validUntil: validUntilCell ?? end.toISOString().slice(0, 10),
    conditions: text('licenceConditions'),
    contactName,
    contactPhone,
    contactEmail: text('licenceContactEmail'),
  };
}
