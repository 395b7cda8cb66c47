import { describe, expect, it } from 'vitest';

import { serviceFromRouteState, serviceIdFromSlug } from './route-service';

describe('serviceIdFromSlug', () => {
  it("strips 'service-' to get the numeric id", () => {
    expect(serviceIdFromSlug('service-1')).toBe(1);
    expect(serviceIdFromSlug('service-12')).toBe(12);
  });

  it('rejects anything that is not service-<positive integer>', () => {
    for (const slug of [
      'service-abc',
      'service-',
      'service-0',
      'service-1.5',
      'service--2',
      'service-1e3',
      '12',
      'services-1',
      undefined,
    ]) {
      expect(serviceIdFromSlug(slug)).toBeUndefined();
    }
  });
});

describe('serviceFromRouteState', () => {
  it('reads raw API data: description is the title, heading the subtitle', () => {
    expect(serviceFromRouteState({ id: 2, heading: 'Many users', description: 'TallyPrime Server', image: '/media/a.png' })).toMatchObject({
      id: 2,
      title: 'TallyPrime Server',
      subtitle: 'Many users',
      image: '/media/a.png',
    });
  });

  it('reads a prepared object', () => {
    expect(
      serviceFromRouteState({
        id: 3,
        number: '03',
        title: 'Tally on Cloud',
        subTitle: 'Anywhere',
        thumbnailSrc: 'https://cdn.example.com/c.png',
      }),
    ).toMatchObject({
      id: 3,
      title: 'Tally on Cloud',
      subtitle: 'Anywhere',
      image: 'https://cdn.example.com/c.png',
    });
  });

  it('ignores state without a usable id and rejects unsafe images', () => {
    expect(serviceFromRouteState(null)).toBeUndefined();
    expect(serviceFromRouteState('service-1')).toBeUndefined();
    expect(serviceFromRouteState({ title: 'No id' })).toBeUndefined();
    expect(serviceFromRouteState({ id: 4, title: 'X', thumbnailSrc: 'javascript:alert(1)' })?.image).toBe('');
  });
});
