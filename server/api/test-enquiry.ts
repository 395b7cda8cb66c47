// Test fixture: a valid enquiry with every field filled, that the contact form's tests vary one field at a time;
// and a client that posts enquiries (the rows they were stored as: server/db/test-enquiries.ts).
import { apiPaths } from '../../common/api-contract.ts';

import type { TestApp } from './test-app.ts';

export const sampleEnquiry = {
  full_name: 'Asha Kulkarni',
  email: 'asha@kulkarni-traders.in',
  phone: '+91 98220 45110',
  page_details: 'TallyPrime Gold',
  project_brief: 'Three branches in Pune and Nashik need GST e-invoicing and payroll.',
  /** The version of the privacy notice the visitor agreed to: the server refuses an enquiry without one it published. */
  consent_version: '2026-11',
} as const;

/**
 * Posts a payload (JSON text) to the contact API, each request from an address of its own in the network
 * (`'10.44'`: 10.44.0.1, 10.44.0.2 …), since the limit of enquiries per address is tested on its own.
 * `headers` are added to (or replace) `content-type: application/json`.
 */
export function enquiryPoster(app: () => TestApp['app'], network: string) {
  let address = 0;
  return (payload: string | Buffer, headers: Record<string, string> = {}) => {
    address += 1;
    return app().inject({
      method: 'POST',
      url: apiPaths.contact,
      remoteAddress: `${network}.${Math.floor(address / 250)}.${address % 250}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
  };
}
