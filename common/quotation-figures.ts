// A quotation's figures as its page, its PDF and the quote builder write them (docs/quotations.md), so none differ:
// quantities grouped the Indian way (10,000), the GST rate, and the round-off signed either way as an Indian tax
// invoice writes it (+₹0.07, −₹0.24). Amounts are common/gst.ts's formatRupees on both. Pure.
import { formatRupees } from './gst.ts';
import { groupIndian } from './indian-digits.ts';

/** A line's quantity, a whole number of units (the rules allow no other): 10,000. */
export const quantityFigure = (quantity: number) => groupIndian(String(quantity));

/** A line's GST rate, a percentage: 18%, 0.25%. */
export const rateFigure = (rate: number) => `${rate}%`;

/** The round-off with its sign either way: +₹0.07 when the total was rounded up, −₹0.24 when down. */
export const roundOffFigure = (paise: number) => `${paise > 0 ? '+' : ''}${formatRupees(paise)}`;
