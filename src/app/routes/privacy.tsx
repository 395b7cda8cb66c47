// The privacy notice: what the contact form collects, why, for how long, and how to ask for erasure, in the page's
// language; the company's legal name, address, e-mail and phone come from the Site settings.
import { PageIntro } from '@/components/page-intro';
import { useSiteContact } from '@/components/site-contact';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';
import { privacyNoticeFor } from '@/copy/privacy';
import { pageMetaAt, pageMetaQuery } from '@/features/company-pages/api/get-company-pages';
import { loadPrivacyNotice } from '@/i18n/privacy-notice';
import { useEnglishPlaces } from '@/lib/english-places';
import { pageLoader, usePageData, useRead } from '@/lib/page-data';
import { useEnglishMark, useLanguage, useMessages, type Translate } from '@/lib/language';
import { DEFAULT_LANGUAGE, languageOfPath, monthIn } from '@common/languages';

export const loader = pageLoader(async (read, { url }) => ({
  pageMeta: read(pageMetaQuery),
  // The notice's own words in Marathi or Hindi, which no other page carries; English if they cannot be loaded.
  noticeWords: await loadPrivacyNotice(languageOfPath(url.pathname).lang).catch(() => undefined),
}));

export function Component() {
  const t = useMessages();
  const lang = useLanguage();
  const english = useEnglishMark();
  const withEnglish = useEnglishPlaces();
  const { pageMeta: metaRead, noticeWords } = usePageData<typeof loader>();
  const noticeT: Translate = (words, values) => noticeWords?.(words, values) ?? t(words, values);
  // Without its words in the page's language (they could not be loaded), each part is marked English as a whole.
  const noticeLang = lang !== DEFAULT_LANGUAGE && !noticeWords ? 'en' : undefined;
  // The company's details from the Site settings (through the layout); the title as staff last published it.
  const privacyNotice = privacyNoticeFor(useSiteContact(), noticeT);
  const meta = pageMetaAt(useRead(metaRead).data, paths.privacy) ?? pageMeta.privacy;
  return (
    <>
      <PageIntro meta={meta} path={paths.privacy} />
      {privacyNotice.parts.map((part, index) => (
        <Section key={part.id} id={part.id} labelledBy={`${part.id}-title`} tone={index % 2 === 1 ? 'alt' : 'default'} lang={noticeLang}>
          <SectionHeading id={`${part.id}-title`} title={part.title} />
          {part.paragraphs.map((paragraph) => (
            <p key={paragraph}>{noticeLang ? paragraph : withEnglish(paragraph, ...privacyNotice.asWritten)}</p>
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
