// Content of the sections that open a page: the inner pages' hero, the home carousel, the sample heroes.
import type { ReactNode } from 'react';

import type { LinkContent } from '@/types/content';

export interface PageHeroContent {
  title: string;
  /** A text, or a message with staff's words marked in their language (useEnglishPlaces). */
  subtitle?: ReactNode;
  /** Pages between Home and this one in the breadcrumb (Our Offerings above a service). */
  trail?: ReadonlyArray<{ name: string; path: string }>;
}

export interface HomeHeroSlide {
  miniTitle: string;
  title: string;
  subTitle: string;
  thumbnailSrc: string;
  imageAlt: string;
}

export interface HomeHeroContent {
  /** The page's h1. */
  heading: string;
  /** Accessible name of the carousel. */
  label: string;
  slides: readonly HomeHeroSlide[];
  imageSize: { width: number; height: number };
  primaryCta: LinkContent;
  secondaryCta: LinkContent;
  /** The down arrow: a link to an anchor on the page (#service). */
  scrollTo: { label: string; href: string };
}

export interface RotatingHeroContent {
  /** The small titles above the heading; one is shown at a time, the next every 3000 ms, cycling. */
  miniTitles: readonly string[];
  title: string;
  subTitle: string;
  btnText: string;
  btnUrl: string;
  /** The decorative background picture (an animated SVG: no video is fetched). */
  backgroundSrc: string;
}

export interface ScrollingTextHeroContent {
  uperTitle: string;
  title: string;
  subTitle: string;
  btnText: string;
  btnUrl: string;
  /** Words that scroll in a band under the hero. */
  marquee: readonly string[];
  backgroundSrc: string;
}
