import type { LicenceRecord } from '../patent-record.js';
import { addMonths, dayOf, formatDay } from './dates.js';
import { personName } from './people.js';
import type { Random } from './prng.js';

/** Open licensing (开放许可) exists since the Patent Law's fourth amendment took effect. */
const OPEN_LICENCE_START = dayOf(2021, 6, 1);

/** Share of valid patents whose owner declared an open licence. */
export const OPEN_LICENCE_RATE = 0.04;

/** Yuan per year by patent type: [min, max] before rounding to a thousand. */
const FEE_RANGE = { invention: [5_000, 200_000], utility: [2_000, 30_000], design: [1_000, 10_000] } as const;

/**
 * An open-licence offer for a valid patent granted on `grantDay` that expires on `expiryDay`,
 * or null when the owner declared none (or too little term is left to offer a year).
 */
export function drawLicence(
  random: Random,
  type: keyof typeof FEE_RANGE,
  grantDay: number,
  expiryDay: number,
  asOf: number,
  cityName: string,
  contactId: number,
): LicenceRecord | null {
  if (!random.chance(OPEN_LICENCE_RATE)) return null;
  const earliest = Math.max(grantDay, OPEN_LICENCE_START);
  if (earliest > asOf) return null;
  const declared = random.int(earliest, asOf);
  const remainingYears = Math.floor((expiryDay - declared) / 365.25);
  if (remainingYears < 1) return null;
  const termYears = Math.min(random.int(1, 5), remainingYears);
  const feeMode = random.weighted([
    ['lumpSum', 55],
    ['royalty', 25],
    ['mixed', 20],
  ] as const);
  const [low, high] = FEE_RANGE[type];
  // Log-uniform: most fees are modest, a few are large.
  const fee = Math.round((low * (high / low) ** random.next()) / 1000) * 1000 || 1000;
  const royalty = random.int(1, 16) / 2;
  return {
    feeMode,
    annualFee: feeMode === 'royalty' ? null : feeMode === 'mixed' ? Math.max(1000, Math.round(fee / 2000) * 1000) : fee,
    royaltyRate: feeMode === 'lumpSum' ? null : royalty,
    termYears,
    declaredOn: formatDay(declared),
    validUntil: formatDay(addMonths(declared, termYears * 12) - 1),
    conditions: conditions(random, feeMode, cityName),
    contactName: personName(random),
    // Reserved-looking numbers and example.com mail: demo data must not reach real people.
    contactPhone: `0000-${random.int(8_000_000, 8_999_999)}`,
    contactEmail: `licensing${contactId}@example.com`,
  };
}

function conditions(random: Random, feeMode: LicenceRecord['feeMode'], cityName: string): string {
  const payment =
    feeMode === 'lumpSum'
      ? '许可使用费按年度支付，首期费用于许可合同生效后30日内支付。'
      : feeMode === 'royalty'
        ? '许可使用费按实施该专利产品的年销售额提成，被许可人应于每年3月31日前报送上一年度销售数据。'
        : '许可使用费由年度入门费和销售额提成两部分组成，入门费于合同生效后30日内支付。';
  const optional = random.sample(
    [
      '许可期限内专利权人提供必要的技术指导。',
      '中小微企业首年许可使用费减免50%。',
      `优先许可在${cityName}行政区域内实施。`,
      '被许可人应按要求报告专利实施情况。',
      '许可期限届满前，双方可协商续签。',
    ],
    random.int(1, 3),
  );
  return ['许可方式为普通许可，被许可人不得再许可第三方实施该专利。', payment, ...optional].join('');
}
