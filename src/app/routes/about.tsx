// Our Story (docs/requirements/spec.md §2 'About page'): company info, four statistics, Why Dexterity, goal/mission/
// vision, how we work, and the Go to Top button. Text is centred. The words are content staff edit (decision 0023).
import { ChecklistSection } from '@/components/sections/checklist-section';
import { FeatureCardsSection } from '@/components/sections/feature-cards-section';
import { HomeAboutSection } from '@/components/sections/home-about-section';
import { StatsSection } from '@/components/sections/stats-section';
import { PageIntro } from '@/components/page-intro';
import { BackToTop } from '@/components/ui/back-to-top';
import { CompassIcon, EyeIcon, RocketIcon, SearchIcon, TargetIcon, ZapIcon } from '@/components/ui/icon';
import { paths } from '@common/paths';
import { aboutSections, ourStoryBuiltIn } from '@/copy/about';
import { pageMeta } from '@common/routes';
import { ourStoryQuery, pageMetaAt, pageMetaQuery } from '@/features/company-pages/api/get-company-pages';
import { pageLoader, usePageData, useRead } from '@/lib/page-data';
import { useMessages } from '@/lib/language';

export const loader = pageLoader((read) => ({ pageMeta: read(pageMetaQuery), ourStory: read(ourStoryQuery) }));

const featureIcons = { goal: TargetIcon, mission: CompassIcon, vision: EyeIcon } as const;
/** The steps' pictures, in turn: search, idea, rocket, and again. */
const stepIcons = [SearchIcon, ZapIcon, RocketIcon] as const;

export function Component() {
  const t = useMessages();
  // Our Story and the page's title as staff last published them; the built-in copy when they cannot be read.
  const reads = usePageData<typeof loader>();
  const { intro, stats, why, features, process } = aboutSections(useRead(reads.ourStory).data ?? ourStoryBuiltIn);
  const meta = pageMetaAt(useRead(reads.pageMeta).data, paths.about) ?? pageMeta.about;
  return (
    <>
      <PageIntro meta={meta} path={paths.about} />
      <HomeAboutSection id="company" content={intro} centered priority />
      <StatsSection content={stats} />
      <ChecklistSection id="why-dexterity" content={why} />
      <FeatureCardsSection
        id="purpose"
        tone="alt"
        content={{ ...features, items: features.items.map((item) => ({ ...item, icon: featureIcons[item.key] })) }}
      />
      <FeatureCardsSection
        id="how-we-work"
        content={{ ...process, items: process.steps.map((step, index) => ({ ...step, icon: stepIcons[index % stepIcons.length]! })) }}
        numbered
      />
      <BackToTop label={t('Go to Top')} variant="pill" />
    </>
  );
}
