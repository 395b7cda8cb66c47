// The privacy notice: what the contact form collects, why, for how long, and how to ask for erasure.
import { PageIntro } from '@/components/page-intro';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { privacyNotice } from '@/content/privacy';

export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta.privacy} path={paths.privacy} />
      {privacyNotice.parts.map((part, index) => (
        <Section key={part.id} id={part.id} labelledBy={`${part.id}-title`} tone={index % 2 === 1 ? 'alt' : 'default'}>
          <SectionHeading id={`${part.id}-title`} title={part.title} />
          {part.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
      <Section id="notice-status" label="About this notice">
        <p>Last changed: {privacyNotice.updated}.</p>
        <p>{privacyNotice.toConfirm}</p>
      </Section>
    </>
  );
}
