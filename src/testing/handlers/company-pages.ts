import { ourStoryBuiltIn } from '@/content/about';
import { contactPageBuiltIn } from '@/content/contact';
import { pageMetaBuiltIn } from '@/content/page-meta';

import type { ContentAnswer } from './content';

/** Our Story, the contact page's words and the page titles as the seed has them (the built-in copy, kept equal by a test). */
export const companyPageAnswers: Record<string, ContentAnswer> = {
  ourStory: [ourStoryBuiltIn],
  contactPage: [contactPageBuiltIn],
  pageMeta: pageMetaBuiltIn,
};
