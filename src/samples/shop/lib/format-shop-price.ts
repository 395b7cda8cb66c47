// The demo shop's dollar amounts (a sample): its prices with cents, a price filter's whole dollars, a cart's total.
import { decimalParts, formatUsd } from '@/lib/format-usd';

/** A shop price, always with cents: '$24.00', '$1,605.50'. */
export function formatUsdPrice(amount: number): string {
  return formatUsd(amount, { minimumFractionDigits: 2 });
}

/** Whole dollars, for a price filter's ends: '$10', '$400'. */
export function formatUsdWhole(amount: number): string {
  return formatUsd(amount, { maximumFractionDigits: 0 });
}

/** A total as the cart and checkout write it, code after the amount and digits ungrouped: '605.00 USD'. */
export function formatUsdTotal(amount: number): string {
  const { sign, whole, fraction } = decimalParts(amount, 2, 2);
  return `${sign}${whole}${fraction} USD`;
}
