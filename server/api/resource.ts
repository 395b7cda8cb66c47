import type { ContentStore } from '../db/content-store.ts';

import type { AnswerCache } from '../shared/responses.ts';

/** What each resource plugin receives. */
export interface ResourceOptions {
  store: ContentStore;
  cache: AnswerCache;
}
