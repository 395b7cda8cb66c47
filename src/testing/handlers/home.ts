import { builtInHomeCopy } from '@common/copy/home-copy';
import type { HomeCopy } from '@common/content-model/home-kinds';

import type { ContentAnswer } from './content';

/** The home page's copy as the seed has it: the site's built-in copy (server/db/home-content.test.ts keeps the two equal). */
export const homeFixture: HomeCopy = builtInHomeCopy;

export const homeAnswers: Record<string, ContentAnswer> = { home: [homeFixture] };
