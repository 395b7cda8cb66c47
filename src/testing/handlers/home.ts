import { http, HttpResponse } from 'msw';

import { builtInHomeCopy } from '@/content/home-copy';
import { apiPaths, type HomeCopy } from '@/types/api';

/** The home page's copy as the seed has it: the site's built-in copy (server/db/home-content.test.ts keeps the two equal). */
export const homeFixture: HomeCopy = builtInHomeCopy;

export const homeHandlers = [http.get(`*${apiPaths.home}`, () => HttpResponse.json({ success: true, data: [homeFixture] }))];
