import { ourStoryBuiltIn } from '@/copy/about';
import { contactPageBuiltIn } from '@/copy/contact';
import { pageMetaBuiltIn } from '@/copy/page-meta';

import type { ContentAnswer } from './content';

/** Our Story, the contact page's words and the page titles as the seed has them (the built-in copy, kept equal by a test). */
export const companyPageAnswers: Record<string, ContentAnswer> = {
  ourStory: [ourStoryBuiltIn],
  contactPage: [contactPageBuiltIn],
  pageMeta: pageMetaBuiltIn,
};
