// Content of the feature sections (src/features/*/components/*-section.tsx): the route module takes it
// from src/copy and passes it in, so content and features share the type, not each other.

/** A feature section's heading: the small line above, the title and the line under it. */
export interface FeatureSectionContent {
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

/** The Our Offerings page's tabs and service cards. */
export type ServicesSectionContent = FeatureSectionContent;

/** The pricing plans of the home, digital-agency and tech-startup pages. */
export type PricingSectionContent = FeatureSectionContent;
