// The Our Story page's copy (docs/requirements/spec.md §2 'About page').
import aboutPartner from '@/assets/home/about-partner.svg';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { homeContent } from '@/content/home';
import type { ChecklistContent, FeatureCardCopy, HomeAboutContent } from '@/types/sections/company';

export const aboutContent = {
  intro: {
    eyebrow: 'Who we are',
    title: `Helping businesses run on Tally since ${company.partnerSince}`,
    paragraphs: [
      `Dexterity started in Pune in ${company.partnerSince} with a simple idea: accounting software only pays off when it is set up around the way a business really works. The same year we became a certified Tally partner, and we have held Tally’s 5-Star rating ever since.`,
      'Today our consultants, TDL developers and trainers look after businesses in more than 100 verticals — from single-shop traders to multi-branch manufacturers — with Tally software and services, ERP consultation, Tally developments, cloud services and corporate trainings.',
    ],
    points: [],
    link: { text: 'See Our Services', href: paths.service },
    image: { src: aboutPartner, alt: 'Dexterity consultants beside the Tally 5-Star partner badge, since 2011', width: 560, height: 480 },
  } satisfies HomeAboutContent,
  stats: homeContent.stats,
  why: {
    eyebrow: 'Why choose us',
    title: 'Why Dexterity',
    text: 'Businesses stay with us for years because we treat their books as carefully as our own.',
    points: [
      `Certified Tally 5-Star partner since ${company.partnerSince}`,
      'Experience across 100+ business verticals',
      'A proven 6-step ERP implementation process',
      'In-house TDL developers for custom solutions',
      'Secure Tally on Cloud with daily backups',
      'Local support and training in Pune',
    ],
    button: { text: 'More about Dexterity', href: paths.about },
  } satisfies ChecklistContent,
  features: {
    eyebrow: 'What drives us',
    title: 'Our goal, mission and vision',
    items: [
      {
        key: 'goal',
        title: 'Our Goal',
        text: 'Give every growing business accurate books, timely compliance and reports it can act on — without needing an IT department.',
      },
      {
        key: 'mission',
        title: 'Our Mission',
        text: 'Deliver Tally and ERP solutions that are set up right, explained clearly and supported for as long as our clients use them.',
      },
      {
        key: 'vision',
        title: 'Our Vision',
        text: 'Be the partner small and medium businesses across India trust first for accounting, ERP and the technology around it.',
      },
    ] satisfies FeatureCardCopy<'goal' | 'mission' | 'vision'>[],
  },
  process: {
    eyebrow: 'Our approach',
    title: 'How we work',
    steps: [
      {
        key: 'research',
        title: 'Research',
        text: 'We study your business, your people and your current books before recommending anything.',
      },
      {
        key: 'idea',
        title: 'Idea Generate',
        text: 'We turn what we learn into a clear plan: licences, configuration, customisations and timeline.',
      },
      {
        key: 'implementation',
        title: 'Implementation',
        text: 'We set it up, migrate your data, train your team and stay with you well after go-live.',
      },
    ] satisfies FeatureCardCopy<'research' | 'idea' | 'implementation'>[],
  },
} as const;
