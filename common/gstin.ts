// A GSTIN's shape and check character, as forms staff build (common/form-rules.ts) and quotation requests
// (common/quotation-rules.ts) check a buyer's. A module of its own, with no imports, so that both rules and the pages
// drawing them share it without sharing each other.

/** A GSTIN's length: 15 characters. */
export const GSTIN_LENGTH = 15;

/** State code (01–38, 97 other territory, 99 centre), PAN, entity number, one more character, check character. */
const GSTIN = /^(?:0[1-9]|[12][0-9]|3[0-8]|97|99)[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/;
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (the official mod-36 sum). */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with a GSTIN written without spaces in capitals: its shape, its check character, or nothing. */
export function gstinProblem(gstin: string): 'shape' | 'check' | undefined {
  if (!GSTIN.test(gstin)) return 'shape';
  return gstin.charAt(14) === gstinCheckCharacter(gstin) ? undefined : 'check';
}

/** Whether a GSTIN as typed (spaces and small letters allowed) is one. */
export function isValidGstin(value: string): boolean {
  return gstinProblem(value.replace(/\s+/g, '').toUpperCase()) === undefined;
}
