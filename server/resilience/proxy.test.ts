// Behind a reverse proxy the rate limits count the address the trusted proxies report, never an
// address a client wrote into X-Forwarded-For itself.
import { describe, expect, it, vi } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { testAppPerTest } from '../api/test-app.ts';
import { readServerConfig, readTrustProxy } from '../config.ts';

const t = testAppPerTest();

const enquiry = {
  full_name: 'Asha Kulkarni',
  email: 'asha@kulkarni-traders.in',
  project_brief: 'GST e-invoicing for three branches.',
  consent_version: '2026-11',
};

/** An enquiry arriving from the proxy on 127.0.0.1 with this X-Forwarded-For. */
async function viaProxy(forwardedFor: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.contact,
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify(enquiry),
  });
  return response.statusCode;
}

/** What docs/operations.md tells operators to set, in the process environment and so in the configuration. */
async function appBehindProxy(trustProxy: string, env: NodeJS.ProcessEnv = {}) {
  vi.stubEnv('TRUST_PROXY', trustProxy);
  await t.open({ whole: true, env: { TRUST_PROXY: trustProxy, ...env } });
}

describe('TRUST_PROXY', () => {
  for (const setting of ['1', '127.0.0.1', '127.0.0.0/8, ::1']) {
    it(`TRUST_PROXY=${setting}: a client-written hop does not dodge the enquiry limit`, async () => {
      await appBehindProxy(setting);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push(await viaProxy(`10.0.${i}.1, 203.0.113.7`));
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      // Another visitor behind the same proxy is counted on their own.
      expect(await viaProxy('198.51.100.9')).toBe(201);
    });
  }

  it('ENQUIRY_LIMIT sets the number of enquiries per address in 10 minutes', async () => {
    await appBehindProxy('1', { ENQUIRY_LIMIT: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await viaProxy(`10.0.${i}.1, 203.0.113.7`));
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: the socket’s address is counted', async () => {
    await appBehindProxy('');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await viaProxy(`203.0.113.${i}`));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('with one trusted hop, HTTPS reported by the proxy turns HSTS on', async () => {
    await appBehindProxy('1');
    const https = await t.app.inject({ url: apiPaths.health, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    const plain = await t.app.inject({ url: apiPaths.health, remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('reads a hop count or a list of addresses and ranges, and refuses anything else with a message', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('0')).toBe(false);
    expect(readTrustProxy('1')).toBe(1);
    expect(readTrustProxy('2')).toBe(2);
    expect(readTrustProxy('10.0.0.0/8, 192.168.1.10,::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => readTrustProxy('true')).toThrow(/number of proxies/);
    expect(() => readTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY.*10\.0\.0\.0\/33/);
    expect(() => readTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => readServerConfig({ ENQUIRY_LIMIT: 'many' })).toThrow(/ENQUIRY_LIMIT/);
  });
});
