// Our Story (docs/requirements/spec.md §2 'About page'): company info, four statistics, Why Dexterity, goal/mission/
// vision, how we work, and the Go to Top button. Text is centred.
import { ChecklistSection } from '@/components/sections/checklist-section';
import { FeatureCardsSection } from '@/components/sections/feature-cards-section';
import { HomeAboutSection } from '@/components/sections/home-about-section';
import { StatsSection } from '@/components/sections/stats-section';
import { PageIntro } from '@/components/page-intro';
import { BackToTop } from '@/components/ui/back-to-top';
import { CompassIcon, EyeIcon, RocketIcon, SearchIcon, TargetIcon, ZapIcon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { aboutContent } from '@/content/about';
import { pageMeta } from '@/config/routes';

const featureIcons = { goal: TargetIcon, mission: CompassIcon, vision: EyeIcon } as const;
const stepIcons = { research: SearchIcon, idea: ZapIcon, implementation: RocketIcon } as const;

export function Component() {
  const { intro, stats, why, features, process } = aboutContent;
  return (
    <>
      <PageIntro meta={pageMeta.about} path={paths.about} />
      <HomeAboutSection id="company" content={intro} centered />
      <StatsSection content={stats} />
      <ChecklistSection id="why-dexterity" content={why} />
      <FeatureCardsSection
        id="purpose"
        tone="alt"
        content={{ ...features, items: features.items.map((item) => ({ ...item, icon: featureIcons[item.key] })) }}
      />
      <FeatureCardsSection
        id="how-we-work"
        content={{ ...process, items: process.steps.map((step) => ({ ...step, icon: stepIcons[step.key] })) }}
        numbered
      />
      <BackToTop label="Go to Top" variant="pill" />
    </>
  );
}
