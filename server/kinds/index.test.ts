// The kinds' hooks are read by the render alone: a hook's read answers a path no declared public read answers (the
// data reader would never reach it), and Insights' hooks give its paged list and its feed.
import { describe, expect, it } from 'vitest';

import { publicEndpoints } from '../../common/content-model/public-api.ts';
import { ARTICLES_PATH } from '../../common/kinds/insights.ts';

import { kindHooks } from './index.ts';
import { insightsHooks } from './insights.ts';

describe('the kinds’ hooks', () => {
  it('read paths of their own, each once, beside the declared public reads', () => {
    const declared = new Set(publicEndpoints().map((endpoint) => endpoint.path));
    const paths = kindHooks.flatMap((hooks) => Object.keys(hooks.reads ?? {}));
    expect(paths.filter((path) => declared.has(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('give Insights’ paged list read and its feed', () => {
    expect(kindHooks).toContain(insightsHooks);
    expect(Object.keys(insightsHooks.reads ?? {})).toEqual([ARTICLES_PATH]);
    expect(insightsHooks.feed).toBeTypeOf('function');
  });
});
