import { SERVICE_NUMBER_DIGITS } from '@/config/constants';

/** The number shown on a service: its id padded to two digits (1 → '01', 12 → '12'). */
export function serviceNumber(id: number): string {
  return String(id).padStart(SERVICE_NUMBER_DIGITS, '0');
}
