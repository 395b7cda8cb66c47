// Digits grouped as India writes them: the last three, then groups of two (lakh, crore). Written out rather than with
// Intl.NumberFormat('en-IN'): the first Intl formatter a page creates loads the browser's locale data, a long task
// during the first paint (src/lib/format-usd.ts). Pure; the browser's prices and the server's quotations share it.

/** Indian digit grouping of a string of digits: '135000' → '1,35,000'. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head},${digits.slice(-3)}`;
}
