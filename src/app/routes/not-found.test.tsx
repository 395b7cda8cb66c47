// The not-found route: a page staff built at an address renders with status 200 (head, blocks, their data),
// any other address the 404 page with status 404 — in the server's render and in the browser.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HelmetProvider } from 'react-helmet-async';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { absoluteUrl } from '@/components/seo';
import { render } from '@/entry-server';
import { NotServedHere } from '@/lib/content-read';
import { recordEnquiryPosts } from '@/testing/enquiry-posts';
import { pricingPlansFixture } from '@/testing/handlers/pricing';
import { servicesFixture } from '@/testing/handlers/services';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { apiPaths } from '@common/api-contract';
import { menuItems, pages } from '@common/content-model/page-kinds';
import type { DataReader } from '@common/render-result';

const LOAD = { timeout: 30_000 };
const PAGE_PATH = pages.publicApi[0].path;

const webinar = {
  id: 7,
  title: 'GST e-invoicing webinar',
  slug: 'gst-e-invoicing-webinar',
  search_title: 'Free GST e-invoicing webinar for Tally users',
  search_description: 'Sixty minutes on IRN and QR codes.',
  share_image: '',
  share_image_alt: '',
  blocks: [
    { type: 'hero', title: 'GST e-invoicing webinar, 12 December', text: 'Sixty minutes on IRN and QR codes' },
    { type: 'rich-text', html: '<h2>What you will learn</h2><p>Generating an IRN from TallyPrime</p>' },
    { type: 'pricing', service_id: 12 },
    { type: 'contact-form' },
  ],
};

/** The database as the render's loaders read it: the webinar at its slug, the plans, nothing else. */
function readData(read: string[] = []) {
  return async (path: string, params: Readonly<Record<string, string | number>>) => {
    read.push(path);
    if (path === PAGE_PATH) return params.slug === webinar.slug ? [webinar] : [];
    if (path === apiPaths.pricingPlans) return pricingPlansFixture;
    return [];
  };
}

async function renderPage(url: string, reader: DataReader = readData()) {
  const result = await render(url, { origin: 'https://www.dexterity.example', readData: reader });
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  return result;
}

describe('a built page in the server’s render', () => {
  // The head is collected as on the server (under jsdom the provider would write the document's instead).
  beforeAll(() => {
    HelmetProvider.canUseDOM = false;
  });
  afterAll(() => {
    HelmetProvider.canUseDOM = true;
  });

  it('answers 200 with its hero’s h1, its blocks and their data, its head, all in one render', async () => {
    const page = await renderPage('/gst-e-invoicing-webinar');
    expect(page.status).toBe(200);
    expect(page.complete).toBe(true);
    expect(page.missing).toEqual([]);
    expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1);
    // The blocks it drew, whose styles and scripts its document links.
    expect(page.modules).toEqual([
      'src/blocks/hero.tsx',
      'src/blocks/rich-text.tsx',
      'src/blocks/pricing.tsx',
      'src/blocks/contact-form.tsx',
    ]);
    expect(page.html).toMatch(/<h1[^>]*>GST e-invoicing webinar, 12 December<\/h1>/);
    expect(page.html).toContain('What you will learn');
    // The service's own plans (service 12), not the general ones.
    expect(page.html).toContain('Cloud Starter');
    expect(page.html).not.toContain('Auditor');
    expect(page.html).toMatch(/<form[^>]*aria-label="Tell us what you need"/);
    expect(page.head).toContain('<title data-rh="true">Free GST e-invoicing webinar for Tally users | Dexterity</title>');
    expect(page.head).toContain('content="Sixty minutes on IRN and QR codes."');
    expect(page.head).toContain(`rel="canonical" href="${absoluteUrl('/gst-e-invoicing-webinar')}"`);
    // The breadcrumb names the page by its title, not its search title.
    expect(page.head).toContain('"name":"GST e-invoicing webinar"');
    expect(page.head).not.toContain('noindex');
  });

  it('draws the inner pages’ intro (h1 and breadcrumb) when the page does not open with a hero', async () => {
    const reader = readData();
    const original = webinar.blocks;
    webinar.blocks = original.slice(1);
    try {
      const page = await renderPage('/gst-e-invoicing-webinar', reader);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<h1[^>]*>GST e-invoicing webinar<\/h1>/);
      expect(page.html).toContain('aria-label="Breadcrumb"');
    } finally {
      webinar.blocks = original;
    }
  });

  it('describes its share picture by the media library’s words, else by its title', async () => {
    const shared = { ...webinar, share_image: '/media/uploads/webinar.png', share_image_alt: 'A laptop showing an e-invoice' };
    const reader = async (path: string, params: Readonly<Record<string, string | number>>) =>
      path === PAGE_PATH ? (params.slug === webinar.slug ? [shared] : []) : readData()(path, params);
    const page = await renderPage('/gst-e-invoicing-webinar', reader);
    expect(page.head).toContain(`property="og:image" content="${absoluteUrl('/media/uploads/webinar.png')}"`);
    expect(page.head).toContain('property="og:image:alt" content="A laptop showing an e-invoice"');
    shared.share_image_alt = '';
    expect((await renderPage('/gst-e-invoicing-webinar', reader)).head).toContain(
      'property="og:image:alt" content="GST e-invoicing webinar"',
    );
  });

  it('answers 404 with the 404 page at an address no page has', async () => {
    const page = await renderPage('/no-such-page-xyz');
    expect(page.status).toBe(404);
    expect(page.html).toContain('This page could not be found.');
    expect(page.modules).toEqual([]);
    expect(page.head).toContain('noindex');
  });

  /** The header switcher's links, by language. */
  const switcherOf = (html: string) => {
    const bar = /<nav class="language-switcher language-switcher--bar"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    return Object.fromEntries([...bar.matchAll(/<a href="([^"]+)" lang="([^"]+)"/g)].map((match) => [match[2], match[1]]));
  };

  it('links the 404 page to each language’s home, not to the missing address in that language', async () => {
    expect(switcherOf((await renderPage('/no-such-page-xyz')).html)).toEqual({ mr: '/mr/', hi: '/hi/' });
    expect(switcherOf((await renderPage('/mr/no-such-page-xyz')).html)).toEqual({ 'en-IN': '/', hi: '/hi/' });
    expect(switcherOf((await renderPage('/Not_A_Slug')).html)).toEqual({ mr: '/mr/', hi: '/hi/' });
    // The build's 404 page, drawn before any page is read (its read left to the browser), served at every missing address.
    const unread = async (path: string) => {
      if (path === PAGE_PATH) throw new NotServedHere(path);
      return [];
    };
    const built = await renderPage('/404', unread);
    expect(built.status).toBe(404);
    expect(switcherOf(built.html)).toEqual({ mr: '/mr/', hi: '/hi/' });
    // A page staff built is in every language at its own address.
    expect(switcherOf((await renderPage('/gst-e-invoicing-webinar')).html)).toEqual({
      mr: '/mr/gst-e-invoicing-webinar',
      hi: '/hi/gst-e-invoicing-webinar',
    });
  });

  it('links a missing service or customer story to each language’s home, and a service to itself in each language', async () => {
    const withService = async (path: string, params: Readonly<Record<string, string | number>>) =>
      path === apiPaths.service ? servicesFixture.filter((service) => service.id === params.id) : readData()(path, params);
    const missing = await renderPage('/service/service-99999', withService);
    expect(missing.status).toBe(404);
    expect(switcherOf(missing.html)).toEqual({ mr: '/mr/', hi: '/hi/' });
    // An address that names no service, read or not.
    expect(switcherOf((await renderPage('/hi/service/service-abc', withService)).html)).toEqual({ 'en-IN': '/', mr: '/mr/' });
    expect(switcherOf((await renderPage('/customer-stories/no-such-story')).html)).toEqual({ mr: '/mr/', hi: '/hi/' });
    const found = await renderPage('/service/service-1', withService);
    expect(found.status).toBe(200);
    expect(switcherOf(found.html)).toEqual({ mr: '/mr/service/service-1', hi: '/hi/service/service-1' });
  });

  it('does not ask for a page at an address no page could have', async () => {
    const read: string[] = [];
    const page = await renderPage('/Not_A_Slug', readData(read));
    expect(page.status).toBe(404);
    expect(read).not.toContain(PAGE_PATH);
  });
});

describe('a built page in the browser', () => {
  it('draws the page the API has at the address', async () => {
    server.use(http.get(`*${PAGE_PATH}`, () => HttpResponse.json({ success: true, data: [webinar] })));
    renderRoute('/gst-e-invoicing-webinar');
    expect(await screen.findByRole('heading', { level: 1, name: 'GST e-invoicing webinar, 12 December' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you will learn' })).toBeInTheDocument();
    expect(await screen.findByText('Cloud Team', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Tell us what you need' })).toBeInTheDocument();
    // The title is set the frame after the page is drawn (react-helmet-async).
    await waitFor(() => expect(document.title).toBe('Free GST e-invoicing webinar for Tally users | Dexterity'));
  });

  it('draws the 404 page when there is none', async () => {
    renderRoute('/no-such-page-xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found.' }, LOAD)).toBeInTheDocument();
  });

  it('opens from a menu link inside the app, and an enquiry sent from its form records the page', async () => {
    server.use(
      http.get(`*${PAGE_PATH}`, () => HttpResponse.json({ success: true, data: [webinar] })),
      http.get(`*${menuItems.publicApi[0].path}`, () =>
        HttpResponse.json({ success: true, data: [{ id: 1, menu: 'header', label: 'Webinar', href: '/gst-e-invoicing-webinar' }] }),
      ),
    );
    const posts = recordEnquiryPosts();
    renderRoute('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, LOAD);
    await userEvent.click(await within(nav).findByRole('link', { name: 'Webinar' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'GST e-invoicing webinar, 12 December' }, LOAD)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Tell us what you need' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Which service?' })).toHaveValue('GST e-invoicing webinar'));
    await userEvent.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Asha Patil');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '+91 98220 12345');
    await userEvent.type(within(form).getByRole('textbox', { name: /What do you need/ }), 'Two seats for the webinar, please.');
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ page_details: 'GST e-invoicing webinar', sent_from_page: '/gst-e-invoicing-webinar' });
  });
});
