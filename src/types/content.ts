// Shapes shared by content modules and the components that draw them: a picture, a link, an icon.
import type { ComponentType } from 'react';

/** A picture with the intrinsic size that reserves its space before it loads. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A link as content gives it: its words and a path from config/paths. */
export interface LinkContent {
  text: string;
  href: string;
}

/** An icon component of components/ui/icon, chosen by the route that composes the page. */
export type IconComponent = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean | 'true' | 'false' }>;

/** A question and its answer (FAQ and accordion items). */
export interface QuestionAnswer {
  title: string;
  content: string;
}
