// A search title and description staff set apart from the heading change what search results and shares show
// (<title>, og:title, the description), never the visible heading or the breadcrumb.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { pageMetaBuiltIn } from '@/copy/page-meta';
import { servicesFixture } from '@/testing/handlers/services';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { apiPaths } from '@common/api-contract';

const LOAD = { timeout: 30_000 };

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('search titles apart from headings', () => {
  it('on a real page: the title in search results is the search title, the heading and breadcrumb stay the title', async () => {
    server.use(
      http.get(`*${apiPaths.pageMeta}`, () =>
        HttpResponse.json({
          success: true,
          data: pageMetaBuiltIn.map((entry) =>
            entry.path === '/about' ? { ...entry, search_title: 'Tally partner in Pune since 2006' } : entry,
          ),
        }),
      ),
    );
    renderRoute('/about');
    const about = pageMetaBuiltIn.find((entry) => entry.path === '/about')!;
    expect(await screen.findByRole('heading', { level: 1, name: about.title }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tally partner in Pune since 2006 | Dexterity'));
    expect(metaContent('meta[property="og:title"]')).toBe('Tally partner in Pune since 2006 | Dexterity');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText(about.title)).toBeInTheDocument();
    const breadcrumbData = [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => script.textContent)
      .join();
    expect(breadcrumbData).toContain(`"name":${JSON.stringify(about.title)}`);
    expect(breadcrumbData).not.toContain('Tally partner in Pune');
  });

  it('on a service page: its own search title and description, the heading unchanged', async () => {
    const [first] = servicesFixture;
    const service = {
      ...first!,
      search_title: 'TallyPrime licence price in Pune',
      search_description: 'Buy TallyPrime Silver or Gold with set-up.',
    };
    server.use(http.get(`*${apiPaths.service}`, () => HttpResponse.json({ success: true, data: [service] })));
    renderRoute(`/service/service-${service.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: service.description }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('TallyPrime licence price in Pune | Dexterity'));
    expect(metaContent('meta[name="description"]')).toBe('Buy TallyPrime Silver or Gold with set-up.');
    expect(metaContent('meta[property="og:title"]')).toBe('TallyPrime licence price in Pune | Dexterity');
  });

  it('on a service page without one: the heading, as before', async () => {
    renderRoute('/service/service-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'TallyPrime Licences' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('TallyPrime Licences | Dexterity'));
  });
});
