// Insights' hooks (common/kinds/insights.ts declares its pages): the render answers a list's page
// (GET /api/get-articles/?page=&category=) with the read the API answers it with, and serves the feed.
import { ARTICLES_PATH } from '../../common/kinds/insights.ts';
import { feedPlugin } from '../insights/feed.ts';
import { readArticlePage } from '../insights/service.ts';

import type { KindHooks } from './index.ts';

export const insightsHooks: KindHooks = {
  reads: { [ARTICLES_PATH]: readArticlePage },
  feed: feedPlugin,
};
