// US-dollar amounts as the site writes them: '$1,200', '$99.5', '$24.00'. Written out rather than with
// Intl.NumberFormat: the first Intl formatter a page creates loads the browser's locale data, a ~30 ms
// task on a desktop and four times that on a phone, for a format this small (docs/requirements/design.md
// §5: total blocking time). Rupees (format-inr.ts) share the rounding below; the demo shop's formats are its own
// (src/samples/shop/lib/format-shop-price.ts), out of the company's pages' download.

export interface UsdFormat {
  /** Decimals always shown (0: '$99.5'; 2: '$24.00'). */
  minimumFractionDigits?: number;
  /** Decimals at most, rounding half up ('$12.35' for 12.345). */
  maximumFractionDigits?: number;
}

/** An amount rounded as Intl rounds it: its sign, whole digits (ungrouped) and decimals. */
export function decimalParts(amount: number, minimumFractionDigits: number, maximumFractionDigits: number) {
  const scale = 10 ** maximumFractionDigits;
  // toPrecision(15) reads the product as the decimal it stands for (1234.5, not 1234.4999…), so a half
  // written in the data rounds up, as Intl rounds it.
  const units = Math.round(Number((Math.abs(amount) * scale).toPrecision(15)));
  const whole = String(Math.floor(units / scale));
  let fraction = maximumFractionDigits > 0 ? String(units % scale).padStart(maximumFractionDigits, '0') : '';
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return { sign: amount < 0 && units > 0 ? '-' : '', whole, fraction: fraction ? `.${fraction}` : '' };
}

/** A finite amount in US dollars, grouped by thousands with commas. */
export function formatUsd(amount: number, { minimumFractionDigits = 0, maximumFractionDigits = 2 }: UsdFormat = {}): string {
  const { sign, whole, fraction } = decimalParts(amount, minimumFractionDigits, maximumFractionDigits);
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
