// Hydration data travels as a JSON data block (not an inline script) so the CSP needs no hash for it.
import type { HydrationState } from 'react-router-dom';

export const HYDRATION_DATA_ID = 'router-hydration-data';

export function serializeHydrationData(state: HydrationState): string {
  // Escape '<' so the JSON can never close its <script> element.
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readHydrationData(doc: Document): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}
