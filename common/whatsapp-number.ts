// The number wa.me takes, from a phone as people write it: shared by the site's chat button (which opens
// the main phone's WhatsApp unless staff set a number apart) and the enquiry desk's reply link.

/** Fewest digits of a phone number worth dialling (the contact form takes 7 characters or more). */
export const MIN_PHONE_DIGITS = 7;

/**
 * Digits with the country code. A 10-digit number is Indian (91 is put before it), as is one written with
 * the trunk 0 (0 98220 45110); 00 before a country code is dropped. '' when too few digits are left.
 */
export function whatsappNumber(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (!phone.trim().startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  }
  if (digits.length === 10 && !phone.trim().startsWith('+')) digits = `91${digits}`;
  return digits.length >= MIN_PHONE_DIGITS ? digits : '';
}
