// Customer stories' components (common/kinds/customer-stories.ts declares the kind): the list at /customer-stories, a
// story's page, the block that shows stories on a built page, and so on every related service's page ("How Pune
// businesses use it"). The router finds the pages in `pages`, the section library the block in `blocks`.
import { Link } from 'react-router-dom';

import { BlockPicture } from '@/blocks/block-picture';
import { anchorOf, type BlockProps } from '@/blocks/block-data';
import type { BlockModule } from '@/blocks/registry';
import { Prose } from '@/blocks/prose';
import { NotFound } from '@/components/not-found-view';
import { PageHeroSection } from '@/components/sections/page-hero-section';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, Seo } from '@/components/seo';
import { useSiteName } from '@/components/site-name';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { kindQuery } from '@/lib/kind-query';
import { NOT_HERE } from '@/lib/page-addresses';
import { pageLoader, usePageData, useRead, useRetry } from '@/lib/page-data';
import { useRenderStatus } from '@/lib/render-status';
import { useEnglishMark, useLanguage, useMessages, useRouteMeta } from '@/lib/language';
import type { PublicRecord } from '@common/api-contract';
import { ownUnlessUntranslated } from '@common/languages';
import {
  CUSTOMER_STORIES_PATH,
  customerStories,
  customerStoryBlocks,
  customerStoryHref,
  customerStoryPages,
} from '@common/kinds/customer-stories';

import '@/blocks/statistics.scss';
import '@/blocks/testimonials.scss';
import '@/components/sections/stats-section.scss';
import '@/features/insights/components/insights.scss';

type Story = PublicRecord<typeof customerStories>;

const [listPage, storyPage] = customerStoryPages;
const [storiesBlock] = customerStoryBlocks;
const storiesQuery = kindQuery(customerStories);
const storyQuery = (slug: string) => kindQuery(customerStories, { read: 'customerStory', id: slug });

/** The width a card's photo is drawn at: a third of the row from 1200 px, half from 768 px, else the whole width. */
const CARD_SIZES = '(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw';
const PHOTO_SIZES = '(min-width: 992px) 860px, 100vw';

const isSlug = (value: string | undefined): value is string => value !== undefined && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);

/** While the stories are read inside the app, or when they could not be: a line, and Try Again. */
function StoriesStatus({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  const t = useMessages();
  return (
    <Section label={t('Customer stories')}>
      {loading ? (
        <p role="status">{t('Loading customer stories...')}</p>
      ) : (
        <div role="alert">
          <p>{t('The customer stories could not be loaded.')}</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('Try Again')}
          </button>
        </div>
      )}
    </Section>
  );
}

/** A story's card: its photo, the client's industry and city, its title (the link) and summary. */
function StoryCard({ story, headingLevel = 3, first = false }: { story: Story; headingLevel?: 2 | 3; first?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const english = useEnglishMark();
  const [figure] = story.results.flatMap((row) => Object.entries(row));
  return (
    <article className="article-card">
      {/* Decorative here: the title says what the card is. */}
      <BlockPicture className="article-card__image" src={story.photo} alt="" width={640} height={360} sizes={CARD_SIZES} priority={first} />
      <div className="article-card__body">
        <p className="article-card__meta">
          {story.industry && <span lang={english(story.industry)}>{story.industry}</span>}
          {story.industry && story.city && ' · '}
          {story.city && <span lang={english(story.city)}>{story.city}</span>}
        </p>
        <Heading className="article-card__title" lang={english(story.title)}>
          <Link to={customerStoryHref(story.slug)} className="article-card__link stretched-link">
            {story.title}
          </Link>
        </Heading>
        <p className="article-card__summary" lang={english(story.summary)}>
          {story.summary}
        </p>
        {figure && (
          <p className="article-card__meta">
            <strong lang={english(figure[0])}>{figure[0]}</strong> <span lang={english(figure[1])}>{figure[1]}</span>
          </p>
        )}
      </div>
    </article>
  );
}

function StoryCards({ stories }: { stories: readonly Story[] }) {
  return (
    <ul className="row g-4 list-unstyled mb-0">
      {stories.map((story, index) => (
        <li key={story.slug} className="col-12 col-md-6 col-xl-4">
          <StoryCard story={story} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}

const LIST_HEADING_ID = 'customer-stories-list';

const storiesLoader = pageLoader((read) => ({ stories: read(storiesQuery) }));

function StoriesPage() {
  const stories = useRead(usePageData<typeof storiesLoader>().stories);
  const retry = useRetry();
  const { title, description, subtitle } = useRouteMeta(listPage.meta);
  if (stories.status !== 'success') return <StoriesStatus loading={stories.status === 'loading'} onRetry={retry} />;
  return <StoriesList stories={stories.data} title={title} description={description} subtitle={subtitle} />;
}

function StoriesList({
  stories,
  title,
  description,
  subtitle,
}: {
  stories: readonly Story[];
  title: string;
  description: string;
  subtitle: string;
}) {
  useRenderStatus(200);
  const t = useMessages();
  return (
    <>
      <Seo title={title} description={description} path={CUSTOMER_STORIES_PATH} />
      <PageHeroSection content={{ title, subtitle, trail: [] }} />
      <Section labelledBy={LIST_HEADING_ID}>
        <h2 id={LIST_HEADING_ID} className="visually-hidden">
          {t('Stories')}
        </h2>
        {stories.length === 0 ? <p>{t('No customer stories yet.')}</p> : <StoryCards stories={stories} />}
      </Section>
    </>
  );
}

/** A story as schema.org reads it: an article about the client, published by the company. */
function storyJsonLd(story: Story, path: string, description: string, publisher: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.title,
    description,
    url: absoluteUrl(path),
    ...(story.photo ? { image: absoluteUrl(story.photo) } : {}),
    about: { '@type': 'Organization', name: story.client, ...(story.city ? { address: story.city } : {}) },
    publisher: { '@type': 'Organization', name: publisher },
    ...(story.quote && story.quote_person
      ? { review: { '@type': 'Review', reviewBody: story.quote, author: { '@type': 'Person', name: story.quote_person } } }
      : {}),
  };
}

const storyLoader = pageLoader((read, { params }) => {
  const story = isSlug(params.storySlug) ? read(storyQuery(params.storySlug)) : undefined;
  // A story that is not there (no entry in its answer) is in no language: the language links go to each language's home.
  return { story, addressed: story ?? NOT_HERE };
});

function StoryPage() {
  const read = usePageData<typeof storyLoader>().story;
  const story = useRead(read);
  const retry = useRetry();
  if (read === undefined) return <NotFound />;
  if (story.status !== 'success') return <StoriesStatus loading={story.status === 'loading'} onRetry={retry} />;
  const [found] = story.data;
  return found ? <StoryView story={found} /> : <NotFound />;
}

function StoryView({ story }: { story: Story }) {
  useRenderStatus(200);
  const t = useMessages();
  const english = useEnglishMark();
  const siteName = useSiteName();
  const listTitle = useRouteMeta(listPage.meta).title;
  const path = customerStoryHref(story.slug);
  const lang = useLanguage();
  const description = ownUnlessUntranslated(story.search_description, story.summary, lang);
  const trail = [{ name: listTitle, path: CUSTOMER_STORIES_PATH }];
  const results = story.results.flatMap((row) => Object.entries(row));
  return (
    <>
      <Seo
        title={story.title}
        searchTitle={story.search_title}
        description={description}
        path={path}
        trail={trail}
        image={story.photo ? { path: story.photo, alt: story.photo_alt || story.title } : DEFAULT_SHARE_IMAGE}
        jsonLd={[storyJsonLd(story, path, description, siteName)]}
      />
      <PageHeroSection content={{ title: story.title, subtitle: story.summary, trail }} />
      <Section frame="untoned" label={t('Customer story')}>
        <article className="article-page">
          <ul className="article-page__meta">
            <li lang={english(story.client)}>{story.client}</li>
            {story.industry && <li lang={english(story.industry)}>{story.industry}</li>}
            {story.city && <li lang={english(story.city)}>{story.city}</li>}
          </ul>
          <BlockPicture
            className="article-page__cover"
            src={story.photo}
            alt={story.photo_alt}
            width={1200}
            height={675}
            sizes={PHOTO_SIZES}
            priority
          />
          <h2>{t('The challenge')}</h2>
          <p lang={english(story.challenge)}>{story.challenge}</p>
          <h2>{t('What Dexterity did')}</h2>
          <Prose html={story.solution} />
        </article>
      </Section>
      {results.length > 0 && (
        <Section frame="plain" labelledBy="story-results" className="stats-section stats-section--brand">
          <h2 id="story-results" className="block-statistics__title">
            {t('Results')}
          </h2>
          <ul className="stats-section__row stats-section__row--still">
            {results.map(([figure, measure]) => (
              <li key={figure} className="stats-section__item">
                <p className="stats-section__number" lang={english(figure)}>
                  {figure}
                </p>
                <p className="stats-section__title" lang={english(measure)}>
                  {measure}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {story.quote && (
        <Section tone="alt" label={t('What {client} says', { client: story.client })}>
          <div className="block-testimonials">
            <figure className="block-testimonials__figure">
              <blockquote className="block-testimonials__quote">
                <p lang={english(story.quote)}>{story.quote}</p>
              </blockquote>
              {story.quote_person && (
                <figcaption className="block-testimonials__who">
                  <span className="block-testimonials__name" lang={english(story.quote_person)}>
                    {story.quote_person}
                  </span>
                  {story.quote_role && (
                    <span className="block-testimonials__role" lang={english(story.quote_role)}>
                      {story.quote_role}
                    </span>
                  )}
                </figcaption>
              )}
            </figure>
          </div>
        </Section>
      )}
    </>
  );
}

/** The router's pages of this kind, by route id (common/kinds/customer-stories.ts, customerStoryPages). */
export const pages = {
  [listPage.id]: { Component: StoriesPage, loader: storiesLoader },
  [storyPage.id]: { Component: StoryPage, loader: storyLoader },
};

/** The stories a block shows: the first in the list's order, of its service when it names one. */
function storiesOf(block: BlockProps<typeof storiesBlock>['block'], stories: readonly Story[]): Story[] {
  const { service_id: serviceId } = block;
  const about = serviceId === null ? stories : stories.filter((story) => story.service_ids.includes(serviceId));
  return about.slice(0, block.count);
}

function StoriesBlock({ block, index, data }: BlockProps<typeof storiesBlock, Story[]>) {
  const t = useMessages();
  const stories = useRead(data);
  const shown = stories.status === 'success' ? storiesOf(block, stories.data) : [];
  if (shown.length === 0) return null;
  const { title } = block;
  const headingId = `block-${index}-title`;
  return (
    <Section id={anchorOf(block)} labelledBy={title ? headingId : undefined} label={title ? undefined : t('Customer stories')}>
      {title && <SectionHeading id={headingId} title={title} align="center" />}
      <StoryCards stories={shown} />
    </Section>
  );
}

/** The section library's blocks of this kind, by type. */
export const blocks: Readonly<Record<string, BlockModule>> = {
  'customer-stories': { declaration: storiesBlock, Component: StoriesBlock, query: () => storiesQuery } satisfies BlockModule<
    typeof storiesBlock
  >,
};
