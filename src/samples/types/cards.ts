// Content of the card sections: icon cards, numbered cards and the service hover tabs.
import type { Picture } from '@/types/content';

/** The icons an icon card can show; icon-cards-section maps each name to its icon. */
export type IconCardIcon =
  | 'award'
  | 'chart'
  | 'cloud'
  | 'compass'
  | 'eye'
  | 'layers'
  | 'receipt'
  | 'rocket'
  | 'shield'
  | 'spreadsheet'
  | 'support'
  | 'target'
  | 'users'
  | 'zap';

export interface IconCard {
  icon: IconCardIcon;
  title: string;
  subTitle: string;
}

export interface IconCardsContent {
  uperTitle: string;
  title: string;
  subTitle?: string;
  cards: readonly IconCard[];
}

export interface NumberedCard {
  title: string;
  subTitle: string;
  href: string;
}

export interface NumberedCardsContent {
  uperTitle: string;
  title: string;
  subTitle?: string;
  cards: readonly NumberedCard[];
}

export interface HoverTabService {
  title: string;
  subTitle: string;
  href: string;
  image: Picture;
}

export interface ServiceHoverTabsContent {
  uperTitle: string;
  title: string;
  services: readonly HoverTabService[];
}
