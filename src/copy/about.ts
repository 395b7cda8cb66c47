// The Our Story page (docs/requirements/spec.md §2 'About page'). Its words are content staff edit (Our
// Story and its three lists, decision 0023, read through /api/our-story/); the copy below stands in only
// when those cannot be read, and is the seed's (server/db/seed-content.json), which a test keeps equal.
import aboutPartner from '@/assets/home/about-partner.svg';
import { paths } from '@common/paths';
import type { OurStory } from '@common/content-model/company-page-kinds';
import type { ChecklistContent, FeatureCardCopy, HomeAboutContent, StatsContent } from '@/types/sections/company';

export const ourStoryBuiltIn: OurStory = {
  id: 1,
  intro_eyebrow: 'Who we are',
  intro_title: 'Helping businesses run on Tally since 2011',
  intro_text:
    'Dexterity started in Pune in 2011 with a simple idea: accounting software only pays off when it is set up around the way a business really works. The same year we became a certified Tally partner, and we have held Tally’s 5-Star rating ever since.\n\nToday our consultants, TDL developers and trainers look after businesses in more than 100 verticals — from single-shop traders to multi-branch manufacturers — with Tally software and services, ERP consultation, Tally developments, cloud services and corporate trainings.',
  intro_link: 'See Our Services',
  stats_title: 'Dexterity in numbers',
  why_eyebrow: 'Why choose us',
  why_title: 'Why Dexterity',
  why_text: 'Businesses stay with us for years because we treat their books as carefully as our own.',
  why_button: 'More about Dexterity',
  purpose_eyebrow: 'What drives us',
  purpose_title: 'Our goal, mission and vision',
  goal_title: 'Our Goal',
  goal_text: 'Give every growing business accurate books, timely compliance and reports it can act on — without needing an IT department.',
  mission_title: 'Our Mission',
  mission_text:
    'Deliver Tally and ERP solutions that are set up right, explained clearly and supported for as long as our clients use them.',
  vision_title: 'Our Vision',
  vision_text: 'Be the partner small and medium businesses across India trust first for accounting, ERP and the technology around it.',
  steps_eyebrow: 'Our approach',
  steps_title: 'How we work',
  stats: [
    { id: 1, value: '200+', label: 'Years of combined ERP expertise' },
    { id: 2, value: '5K+', label: 'Satisfied clients' },
    { id: 3, value: '2K+', label: 'Projects delivered' },
    { id: 4, value: '50+', label: 'Business segments' },
  ],
  points: [
    { id: 1, text: 'Certified Tally 5-Star partner since 2011' },
    { id: 2, text: 'Experience across 100+ business verticals' },
    { id: 3, text: 'A proven 6-step ERP implementation process' },
    { id: 4, text: 'In-house TDL developers for custom solutions' },
    { id: 5, text: 'Secure Tally on Cloud with daily backups' },
    { id: 6, text: 'Local support and training in Pune' },
  ],
  steps: [
    { id: 1, title: 'Research', text: 'We study your business, your people and your current books before recommending anything.' },
    {
      id: 2,
      title: 'Idea Generate',
      text: 'We turn what we learn into a clear plan: licences, configuration, customisations and timeline.',
    },
    { id: 3, title: 'Implementation', text: 'We set it up, migrate your data, train your team and stay with you well after go-live.' },
  ],
};

/** A long text's paragraphs: a blank line starts a new one. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** The page's sections drawn from Our Story as stored: the words from the content, the picture and links the site's own. */
export function aboutSections(story: OurStory) {
  return {
    intro: {
      eyebrow: story.intro_eyebrow,
      title: story.intro_title,
      paragraphs: paragraphsOf(story.intro_text),
      points: [],
      link: { text: story.intro_link, href: paths.service },
      image: { src: aboutPartner, alt: 'Dexterity consultants beside the Tally 5-Star partner badge, since 2011', width: 560, height: 480 },
    } satisfies HomeAboutContent,
    stats: {
      title: story.stats_title,
      items: story.stats.map((stat) => ({ title: stat.label, number: stat.value })),
    } satisfies StatsContent,
    why: {
      eyebrow: story.why_eyebrow,
      title: story.why_title,
      text: story.why_text,
      points: story.points.map((point) => point.text),
      button: { text: story.why_button, href: paths.about },
    } satisfies ChecklistContent,
    features: {
      eyebrow: story.purpose_eyebrow,
      title: story.purpose_title,
      items: [
        { key: 'goal', title: story.goal_title, text: story.goal_text },
        { key: 'mission', title: story.mission_title, text: story.mission_text },
        { key: 'vision', title: story.vision_title, text: story.vision_text },
      ] satisfies FeatureCardCopy<'goal' | 'mission' | 'vision'>[],
    },
    process: {
      eyebrow: story.steps_eyebrow,
      title: story.steps_title,
      steps: story.steps.map((step) => ({ key: String(step.id), title: step.title, text: step.text })),
    },
  };
}
