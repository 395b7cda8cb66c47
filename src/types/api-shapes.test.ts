// The API contract's records are written out in common/api-contract.ts (so the visitors' pages do not load the
// content model's declarations); the compiler checks their fields and kinds, this test their order: each
// is its kind's public shape exactly as `publicShape` writes it, which the server's JSON schemas follow.
import { describe, expect, it } from 'vitest';

import { contactPage, ourStory, ourStoryPoints, ourStoryStats, ourStorySteps, pageMeta } from '@common/content-model/company-page-kinds';
import { faqItems, heroSlides, home, statistics } from '@common/content-model/home-kinds';
import {
  offerings,
  pricingEntries,
  pricingPlans,
  quickFacts,
  sections,
  services,
  siteSettings,
  type KindDeclaration,
} from '@common/content-model/kinds';
import { publicShape } from '@common/content-model/public-shape';

import {
  contactPageShape,
  homeShape,
  offeringShape,
  ourStoryShape,
  pageMetaShape,
  pricingEntryShape,
  pricingPlanShape,
  quickFactShape,
  serviceSectionShape,
  serviceShape,
  siteSettingsShape,
} from '@common/api-contract';

const entries = (shape: object) => Object.entries(shape);
const { stats, points, steps, ...story } = ourStoryShape;
const { hero_slides, statistics: figures, faq, ...homeCopy } = homeShape;

const written: [KindDeclaration, object][] = [
  [offerings, offeringShape],
  [services, serviceShape],
  [sections, serviceSectionShape],
  [quickFacts, quickFactShape],
  [pricingEntries, pricingEntryShape],
  [pricingPlans, pricingPlanShape],
  [siteSettings, siteSettingsShape],
  [ourStory, story],
  [ourStoryStats, stats.list],
  [ourStoryPoints, points.list],
  [ourStorySteps, steps.list],
  [contactPage, contactPageShape],
  [pageMeta, pageMetaShape],
  [home, homeCopy],
  [heroSlides, hero_slides.list],
  [statistics, figures.list],
  [faqItems, faq.list],
];

describe('the API contract’s records', () => {
  it.each(written.map(([kind, shape]) => [kind.name, kind, shape] as const))(
    '%s is its declaration’s public shape, in order',
    (_name, kind, shape) => {
      expect(entries(shape)).toEqual(entries(publicShape(kind)));
    },
  );
});
