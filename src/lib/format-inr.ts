// Rupee amounts as Indian readers write them: '₹22,500', '₹1,35,000', '₹1,00,00,000' — the last three
// digits, then groups of two (lakh, crore). Written out rather than with Intl.NumberFormat('en-IN') for
// the same reason as format-usd.ts: the first Intl formatter is a long task during the first paint.
import { groupIndian } from '@common/indian-digits';

import { decimalParts, type UsdFormat } from './format-usd';

export type InrFormat = UsdFormat;

/** A finite amount in Indian rupees, up to 2 decimals (paise) unless told otherwise. */
export function formatInr(amount: number, { minimumFractionDigits = 0, maximumFractionDigits = 2 }: InrFormat = {}): string {
  const { sign, whole, fraction } = decimalParts(amount, minimumFractionDigits, maximumFractionDigits);
  return `${sign}₹${groupIndian(whole)}${fraction}`;
}
