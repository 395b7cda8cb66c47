// An article's cover and the list's pictures are drawn as uploads are elsewhere (src/blocks/block-picture.tsx):
// AVIF and WebP copies at the width the layout needs, the article's cover loaded at once (its LCP), and on the list
// the first card's picture at once, the others lazily.
import { describe, expect, it } from 'vitest';

import { render } from '@/entry-server';
import { ARTICLES_PATH, articles } from '@common/kinds/insights';

const COVER = '/media/uploads/0123456789abcdef0123456789abcdef-1600x900.jpg';
const BASE = '/media/uploads/0123456789abcdef0123456789abcdef-1600x900';

const article = (n: number) => ({
  id: n,
  title: `Closing the books ${n}`,
  slug: `closing-the-books-${n}`,
  summary: 'Year end',
  body: '<p>Text</p>',
  cover_image: COVER,
  cover_alt: 'A ledger',
  category_id: null,
  service_id: null,
  published_at: '2026-11-28T09:30:00Z',
  search_title: '',
  search_description: '',
});

async function renderPage(url: string) {
  const readData = async (path: string, params: Readonly<Record<string, string | number>>) => {
    if (path === articles.publicApi[0].path) return params.slug === 'closing-the-books-1' ? [article(1)] : [];
    if (path === ARTICLES_PATH) {
      const list = [article(1), article(2), article(3)].map(({ body: _body, ...summary }) => ({
        ...summary,
        category_name: null,
        category_slug: null,
      }));
      return { articles: list, page: 1, pages: 1, total: 3, category: null };
    }
    return [];
  };
  const result = await render(url, { origin: 'https://www.dexterity.example', readData });
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  expect(result.status).toBe(200);
  return result.html;
}

const srcset = (format: string) =>
  `${BASE}-480.${format} 480w, ${BASE}-960.${format} 960w, ${BASE}-1440.${format} 1440w, ${BASE}-1600.${format} 1600w`;

describe('Insights pictures', () => {
  it('draws an article’s cover as a responsive upload, loaded at once', async () => {
    const html = await renderPage('/insights/closing-the-books-1');
    const picture = /<picture>.*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(picture).toContain(`<source type="image/avif" srcSet="${srcset('avif')}"`);
    expect(picture).toContain(`<source type="image/webp" srcSet="${srcset('webp')}"`);
    expect(picture).toMatch(
      /<img src="\/media\/uploads\/0123456789abcdef0123456789abcdef-1600x900\.jpg" alt="A ledger"[^>]*loading="eager"[^>]*fetchpriority="high"/,
    );
    expect(picture).toContain(`srcSet="${srcset('jpg')}"`);
    expect(html).toMatch(/<time dateTime="2026-11-28T15:00:00\+05:30">28 Nov 2026<\/time>/);
  });

  it('draws the list’s pictures as responsive uploads, the first at once and the rest lazily', async () => {
    const html = await renderPage('/insights');
    const images = html.match(/<picture>.*?<\/picture>/g) ?? [];
    expect(images).toHaveLength(3);
    for (const picture of images) expect(picture).toContain(`<source type="image/avif" srcSet="${srcset('avif')}"`);
    expect(images[0]).toMatch(/loading="eager"/);
    expect(images[1]).toMatch(/loading="lazy"/);
    expect(images[2]).toMatch(/loading="lazy"/);
  });
});
