// Content of the sections that show work: projects, one project, the case study, client logos.
import type { LinkContent, Picture } from '@/types/content';
import type { GalleryImage, GalleryStepperCopy } from '@/samples/types/gallery';

export interface PortfolioProject {
  href: string;
  imgUrl: string;
  /** Intrinsic size of the picture: the masonry takes its rhythm from the different heights. */
  width: number;
  height: number;
  title: string;
  category: string;
  btnText: string;
}

export interface PortfolioSliderContent {
  uperTitle: string;
  title: string;
  projects: readonly PortfolioProject[];
}

export interface ProjectFact {
  label: string;
  value: string;
}

export interface ProjectDetailsContent {
  category: string;
  title: string;
  factsHeading: string;
  facts: readonly ProjectFact[];
  summaryHeading: string;
  summary: readonly string[];
  scopeHeading: string;
  scope: readonly string[];
  galleryHeading: string;
  gallery: readonly GalleryImage[];
  /** The words of the gallery's controls. */
  galleryCopy: GalleryStepperCopy;
  navigation: { label: string; prev: LinkContent; next: LinkContent };
}

export interface CaseStudyChallenge {
  title: string;
  text: string;
}

export interface CaseStudyResult {
  /** Percentage, shown as e.g. '75%'. */
  value: number;
  label: string;
  text: string;
}

export interface CaseStudyContent {
  eyebrow: string;
  title: string;
  cover: Picture;
  facts: ReadonlyArray<{ label: string; value: string }>;
  briefHeading: string;
  brief: readonly string[];
  challengesHeading: string;
  challenges: readonly CaseStudyChallenge[];
  approachHeading: string;
  approach: readonly string[];
  resultsHeading: string;
  results: readonly CaseStudyResult[];
  quote: { text: string; cite: string };
}

export interface BrandLogo {
  name: string;
  /** Dark artwork, shown on the light theme. */
  darkSrc: string;
  /** Light artwork, shown on the dark theme. */
  lightSrc: string;
}

export interface BrandLogosContent {
  /** Accessible name of the logos, e.g. 'Businesses that run on our work' (read by screen readers, not shown). */
  title: string;
  logos: readonly BrandLogo[];
}
