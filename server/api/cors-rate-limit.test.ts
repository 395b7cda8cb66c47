import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';

import { testAppPerTest } from './test-app.ts';

const t = testAppPerTest();

describe('CORS', () => {
  it('allows only the origins in CORS_ORIGINS', async () => {
    await t.open({ database: 'memory', env: { CORS_ORIGINS: 'https://www.example.in, https://staging.example.in' } });
    const allowed = await t.app.inject({ url: apiPaths.offerings, headers: { origin: 'https://staging.example.in' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://staging.example.in');
    expect(allowed.headers.vary).toContain('Origin');

    const other = await t.app.inject({ url: apiPaths.offerings, headers: { origin: 'https://evil.example' } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: apiPaths.services,
      headers: { origin: 'https://www.example.in', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.example.in');
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');

    const badPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: apiPaths.services,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(badPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers when CORS_ORIGINS is empty', async () => {
    await t.open({ database: 'memory' });
    const response = await t.app.inject({ url: apiPaths.offerings, headers: { origin: 'https://www.example.in' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limit', () => {
  it('answers 429 with a JSON message past RATE_LIMIT_PER_MINUTE, and keeps health open', async () => {
    await t.open({ database: 'memory', env: { RATE_LIMIT_PER_MINUTE: '5' } });
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject(apiPaths.pricingPlans);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const limited = await t.app.inject(`${apiPaths.pricing}?offering_details=1`);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['x-ratelimit-limit']).toBe('5');
    expect(limited.json()).toEqual({ success: false, message: 'Too many requests: the limit is 5 per minute. Try again in 1 minute.' });
    expect((await t.app.inject('/api/nowhere')).statusCode).toBe(429);

    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('counts each client address separately', async () => {
    await t.open({ database: 'memory', env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const from = (remoteAddress: string) => t.app.inject({ url: apiPaths.offerings, remoteAddress });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });
});
