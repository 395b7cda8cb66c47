// The privacy notice: what the contact form collects, why, for how long, and how to ask for erasure; the company's
// legal name, address, e-mail and phone come from the Site settings.
import { PageIntro } from '@/components/page-intro';
import { useSiteContact } from '@/components/site-contact';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';
import { privacyNoticeFor } from '@/copy/privacy';
import { pageMetaAt, pageMetaQuery } from '@/features/company-pages/api/get-company-pages';
import { pageLoader, usePageData, useRead } from '@/lib/page-data';
import { useEnglishMark, useLanguage, useMessages } from '@/lib/language';
import { DEFAULT_LANGUAGE, monthIn } from '@common/languages';

export const loader = pageLoader((read) => ({ pageMeta: read(pageMetaQuery) }));

export function Component() {
  const t = useMessages();
  const lang = useLanguage();
  const english = useEnglishMark();
  // The notice is written in English only: on a Marathi or Hindi page each of its parts is marked English as a whole
  // (its addresses and e-mail too); the page's own words around it stay in the page's language.
  const noticeLang = lang === DEFAULT_LANGUAGE ? undefined : 'en';
  // The company's details from the Site settings (through the layout); the title as staff last published it.
  const privacyNotice = privacyNoticeFor(useSiteContact());
  const meta = pageMetaAt(useRead(usePageData<typeof loader>().pageMeta).data, paths.privacy) ?? pageMeta.privacy;
  return (
    <>
      <PageIntro meta={meta} path={paths.privacy} />
      {privacyNotice.parts.map((part, index) => (
        <Section key={part.id} id={part.id} labelledBy={`${part.id}-title`} tone={index % 2 === 1 ? 'alt' : 'default'} lang={noticeLang}>
          <SectionHeading id={`${part.id}-title`} title={part.title} />
          {part.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
      <Section id="notice-status" label={t('About this notice')}>
        <p>{t('Last changed: {date}.', { date: monthIn(privacyNotice.updated, lang) })}</p>
        <p lang={english(privacyNotice.toConfirm)}>{privacyNotice.toConfirm}</p>
      </Section>
    </>
  );
}
