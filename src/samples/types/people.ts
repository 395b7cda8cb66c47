// Content of the sections about people: the team, one member's profile, open positions, client quotes.
import type { LinkContent } from '@/types/content';

export interface TeamMember {
  memberImg: string;
  memberName: string;
  memberDesignation: string;
  /** The member's profile page. */
  href: string;
}

export interface TeamContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  members: readonly TeamMember[];
}

export interface Skill {
  label: string;
  value: number;
}

export interface MemberProfileContent {
  memberImg: string;
  name: string;
  designation: string;
  bio: readonly string[];
  facts: ReadonlyArray<{ label: string; value: string }>;
  skillsTitle: string;
  skills: readonly Skill[];
  contact: LinkContent;
}

export interface OpenPosition {
  number: string;
  title: string;
  href: string;
  summary: string;
}

export interface OpenPositionsContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The words of each position's button. */
  applyText: string;
  positions: readonly OpenPosition[];
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  avatarSrc: string;
  /** Stars out of 5. */
  rating: number;
}

export interface TestimonialContent {
  uperTitle: string;
  title: string;
  testimonials: readonly Testimonial[];
}
