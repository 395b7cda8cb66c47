// The home page draws its copy from the content staff publish (/api/home/): a changed hero title, question,
// statistic and call to action show, the old ones do not, and a slide's uploaded photo shows at the width
// needed; the built-in copy stands in when it cannot be read.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { builtInHomeCopy } from '@common/copy/home-copy';
import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { apiPaths } from '@common/api-contract';
import type { HomeCopy } from '@common/content-model/home-kinds';

// Route modules load lazily and are transformed on first use: allow for a cold start.
const LOAD = { timeout: 45_000 };

const changed: HomeCopy = {
  ...builtInHomeCopy,
  cta_title: 'Books closed on time, every year',
  hero_slides: [
    {
      ...builtInHomeCopy.hero_slides[0]!,
      title: 'GST returns <filed> & reconciled',
      image: '/media/uploads/0123456789abcdef0123456789abcdef-2560x1920.jpg',
    },
    ...builtInHomeCopy.hero_slides.slice(1),
  ],
  statistics: [{ id: 1, value: '12', label: 'Cities with clients' }],
  faq: [{ id: 1, question: 'Do you work on Sundays?', answer: 'Our support line answers seven days a week.' }],
};

describe('the home page’s copy', () => {
  it('is the one staff published', { timeout: 60_000 }, async () => {
    server.use(http.get(`*${apiPaths.home}`, () => HttpResponse.json({ success: true, data: [changed] })));
    renderRoute('/');
    const hero = await screen.findByText('GST returns <filed> & reconciled', { selector: 'h2' }, LOAD);
    expect(hero).toBeInTheDocument();
    expect(screen.queryByText(builtInHomeCopy.hero_slides[0]!.title)).toBeNull();
    // Its uploaded photo, in AVIF and WebP at the widths stored, JPEG for the rest; not the built-in picture.
    const picture = hero.closest('.home-hero__slide')!.querySelector('picture')!;
    const base = '/media/uploads/0123456789abcdef0123456789abcdef-2560x1920';
    expect(picture.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe(
      `${base}-480.avif 480w, ${base}-960.avif 960w, ${base}-1440.avif 1440w, ${base}-2560.avif 2560w`,
    );
    expect(picture.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toContain(`${base}-960.webp 960w`);
    expect(picture.querySelector('img')!.getAttribute('src')).toBe(`${base}.jpg`);
    expect(picture.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    // Chosen by width from its srcset by the <img> alone: never its full-size file asked for from the head.
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull());
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    const faq = document.querySelector<HTMLElement>('#faq')!;
    expect(within(faq).getByText('Do you work on Sundays?')).toBeInTheDocument();
    expect(faq.querySelectorAll('.accordion-button')).toHaveLength(1);
    expect(within(faq).queryByText(builtInHomeCopy.faq[0]!.question)).toBeNull();
    const stats = document.querySelector<HTMLElement>('.stats-section')!;
    expect(within(stats).getByText('Cities with clients')).toBeInTheDocument();
    expect(within(stats).queryByText(builtInHomeCopy.statistics[0]!.label)).toBeNull();
    expect(screen.getByText('Books closed on time, every year')).toBeInTheDocument();
  });

  it('is the built-in one when the content cannot be read', { timeout: 60_000 }, async () => {
    expectConsoleError(/\/api\/home\/ failed|home page’s copy/);
    server.use(http.get(`*${apiPaths.home}`, () => new HttpResponse('down', { status: 500 })));
    renderRoute('/');
    expect(await screen.findByText(builtInHomeCopy.hero_slides[0]!.title, { selector: 'h2' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(builtInHomeCopy.faq[9]!.question)).toBeInTheDocument();
    expect(screen.getByText(builtInHomeCopy.cta_title)).toBeInTheDocument();
  });
});
