import {
  AwardIcon,
  BarChartIcon,
  CloudIcon,
  CompassIcon,
  EyeIcon,
  LayersIcon,
  ReceiptIcon,
  RocketIcon,
  ShieldCheckIcon,
  SpreadsheetIcon,
  SupportIcon,
  TargetIcon,
  UsersIcon,
  ZapIcon,
} from '@/components/ui/icon';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { IconComponent } from '@/types/content';
import type { IconCardIcon, IconCardsContent } from '@/samples/types/cards';

import './icon-cards-section.scss';

const icons: Record<IconCardIcon, IconComponent> = {
  award: AwardIcon,
  chart: BarChartIcon,
  cloud: CloudIcon,
  compass: CompassIcon,
  eye: EyeIcon,
  layers: LayersIcon,
  receipt: ReceiptIcon,
  rocket: RocketIcon,
  shield: ShieldCheckIcon,
  spreadsheet: SpreadsheetIcon,
  support: SupportIcon,
  target: TargetIcon,
  users: UsersIcon,
  zap: ZapIcon,
};

export interface IconCardsSectionProps {
  id: string;
  tone?: SectionTone;
  content: IconCardsContent;
}

/** A row of cards, each with an icon, a title and a line of text (features, goals, services). */
export function IconCardsSection({ id, tone, content }: IconCardsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="icon-cards">
      <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} subtitle={content.subTitle} align="center" />
      <ul className={`icon-cards__list icon-cards__list--${content.cards.length}`}>
        {content.cards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title} className="icon-cards__card">
              <span className="icon-cards__icon">
                <Icon size={28} aria-hidden />
              </span>
              <h3 className="icon-cards__title">{card.title}</h3>
              <p className="icon-cards__text">{card.subTitle}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
