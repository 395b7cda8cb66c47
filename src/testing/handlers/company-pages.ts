import { http, HttpResponse } from 'msw';

import { ourStoryBuiltIn } from '@/content/about';
import { contactPageBuiltIn } from '@/content/contact';
import { pageMetaBuiltIn } from '@/content/page-meta';
import { apiPaths } from '@/types/api';

/** Our Story, the contact page's words and the page titles as the seed has them (the built-in copy, kept equal by a test). */
export const companyPageHandlers = [
  http.get(`*${apiPaths.ourStory}`, () => HttpResponse.json({ success: true, data: [ourStoryBuiltIn] })),
  http.get(`*${apiPaths.contactPage}`, () => HttpResponse.json({ success: true, data: [contactPageBuiltIn] })),
  http.get(`*${apiPaths.pageMeta}`, () => HttpResponse.json({ success: true, data: pageMetaBuiltIn })),
];
