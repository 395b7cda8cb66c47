// The words a new database holds (the seed), as the company's pages show them: tests read them here rather
// than repeating them.
import { readFileSync } from 'node:fs';

/** Our Story's, the contact page's and the home page's words as a new database holds them. */
export const seed = JSON.parse(readFileSync(new URL('../../server/db/seed-content.json', import.meta.url), 'utf8')) as {
  our_story: Record<string, string>;
  our_story_stats: { value: string; label: string }[];
  why_dexterity_points: { text: string }[];
  how_we_work_steps: { title: string }[];
  contact_page: Record<string, string>;
  page_meta: { path: string; title: string }[];
  home: Record<string, string>;
  statistics: { value: string; label: string }[];
  faq: { question: string; answer: string }[];
  hero_slides: { title: string }[];
  site_settings: { tagline: string };
};

/** The title a page's entry in Page titles and descriptions gives it. */
export const pageTitle = (path: string) => seed.page_meta.find((entry) => entry.path === path)!.title;
