// The request log at the default level holds no visitor's address and no staff search: the enquiry's
// log line has its id, and a staff address is logged without its query string.
import { Writable } from 'node:stream';

import { afterEach, describe, expect, it } from 'vitest';

import { sampleEnquiry } from './api/test-enquiry.ts';
import { loggedUrl, loggerOptions } from './logging.ts';
import { buildStaffTestApp, type StaffTestApp } from './staff/test-staff.ts';

let t: StaffTestApp | undefined;
afterEach(async () => t?.close());

describe('the request log', () => {
  it('keeps no address and no staff search text', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildStaffTestApp({ logger: { ...loggerOptions('info'), stream } });
    await t.addAccount();
    const session = await t.signIn();
    expect((await t.send('GET', '/api/staff/enquiries?q=Rohan%20Deshpande', { session })).statusCode).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact/', payload: sampleEnquiry, remoteAddress: '203.0.113.9' });
    expect(sent.statusCode).toBe(201);

    const log = lines.join('');
    expect(log).toContain('Enquiry stored');
    expect(log).toContain('/api/staff/enquiries?…');
    expect(log).not.toMatch(/Rohan|Deshpande/);
    expect(log).not.toContain('203.0.113.9');
    expect(log).not.toContain('127.0.0.1');
  });

  it('drops the query string of staff addresses and of the site search only', () => {
    expect(loggedUrl('/search?q=tractor%20loans')).toBe('/search?…');
    expect(loggedUrl('/api/search/?q=tractor')).toBe('/api/search/?…');
    expect(loggedUrl('/searching?q=x')).toBe('/searching?q=x');
    expect(loggedUrl('/api/staff/enquiries?q=Asha')).toBe('/api/staff/enquiries?…');
    expect(loggedUrl('/staff?q=Asha')).toBe('/staff?…');
    expect(loggedUrl('/service?offering=Tally')).toBe('/service?offering=Tally');
  });
});
