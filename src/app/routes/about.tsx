// Our Story (SPEC §2 'About page'): company info, four statistics, Why Dexterity, goal/mission/
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

const featureIcons = { goal: TargetIcon, mission: CompassIcon, vision: EyeIcon } as const;
const stepIcons = { research: SearchIcon, idea: ZapIcon, implementation: RocketIcon } as const;

export function Component() {
  const { intro, stats, why, features, process } = aboutContent;
  return (
    <>
      <PageIntro page="about" path={paths.about} />
      <HomeAboutSection
        id="company"
        eyebrow={intro.eyebrow}
        title={intro.title}
        paragraphs={intro.paragraphs}
        points={[]}
        link={{ text: intro.buttonText, href: paths.service }}
        image={intro.image}
        centered
      />
      <StatsSection title={stats.title} items={stats.items} />
      <ChecklistSection
        id="why-dexterity"
        eyebrow={why.eyebrow}
        title={why.title}
        text={why.text}
        points={why.points}
        button={{ text: why.buttonText, href: paths.about }}
      />
      <FeatureCardsSection
        id="purpose"
        eyebrow={features.eyebrow}
        title={features.title}
        items={features.items.map((item) => ({ ...item, icon: featureIcons[item.key] }))}
        tone="alt"
      />
      <FeatureCardsSection
        id="how-we-work"
        eyebrow={process.eyebrow}
        title={process.title}
        items={process.steps.map((step) => ({ ...step, icon: stepIcons[step.key] }))}
        numbered
      />
      <BackToTop label="Go to Top" variant="pill" />
    </>
  );
}
