// Blog, blog list and blog details in a real browser: the load-more counts and focus, the sidebar, the
// inert forms before and after hydration. Portfolio and case study: portfolio.spec.ts.
import type { Page, Request } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';

const BLOG_DETAILS = '/blog/blog-details';

/** A request the page sends after the test's actions, never one of the site's own. */
const MARKER = '/robots.txt?after-the-actions';

/**
 * Records the requests a page makes that could send or navigate (documents, fetch, XHR, any non-GET);
 * `sent()` answers those made so far. A navigation an action starts, the action itself waits for (Playwright);
 * a request may be reported after the action has returned, so `sent()` sends one of its own from the page and
 * waits for it: the browser reports a page's requests in the order it makes them, so whatever the actions set
 * off is listed by then, without waiting a set time.
 */
function watchRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith(MARKER)) return;
    if (['document', 'fetch', 'xhr'].includes(request.resourceType()) || request.method() !== 'GET') {
      seen.push(`${request.method()} ${request.resourceType()} ${request.url()}`);
    }
  });
  return {
    async sent() {
      const marker = page.waitForRequest((request) => request.url().endsWith(MARKER));
      await page.evaluate((url) => void fetch(url), MARKER);
      await marker;
      return seen;
    },
  };
}

async function expectLoadMore(page: Page, path: string, counts: number[]) {
  await page.goto(path);
  const main = page.getByRole('main');
  const posts = main.locator('.blog-post-list__item');
  const status = main.getByRole('status');
  const button = main.getByRole('button', { name: 'Load More Blog' });

  await expect(posts).toHaveCount(counts[0]!);
  await expect(status).toHaveText(`Showing ${counts[0]} of 10 articles`);
  await hydrated(button);
  for (let step = 1; step < counts.length; step++) {
    const before = counts[step - 1]!;
    await button.click();
    await expect(posts).toHaveCount(counts[step]!);
    await expect(status).toHaveText(`Showing ${counts[step]} of 10 articles`);
    // The first new post's link takes focus, right after the last post that was visible.
    await expect(posts.nth(before).getByRole('link')).toBeFocused();
  }
  await expect(button).toHaveCount(0);
  // Tab order continues through the remaining new posts.
  await page.keyboard.press('Tab');
  await expect(posts.nth(counts[counts.length - 2]! + 1).getByRole('link')).toBeFocused();

  const links = posts.getByRole('link');
  await expect(links).toHaveCount(10);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
    expect(href).toBe(BLOG_DETAILS);
  }
}

test.describe('blog layouts', () => {
  test('/blog starts with 4 posts, then 7, then 10, and the button goes', async ({ page }) => {
    await expectLoadMore(page, '/blog', [4, 7, 10]);
  });

  test('/blog-list starts with 5 posts, then 8, then 10, and the button goes', async ({ page }) => {
    await expectLoadMore(page, '/blog-list', [5, 8, 10]);
  });

  test('the prerendered HTML holds the initial count', async ({ request }) => {
    for (const [path, count] of [
      ['/blog', 4],
      ['/blog-list', 5],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html.match(/class="blog-post-list__item"/g)).toHaveLength(count);
      expect(html).toContain('Load More Blog');
    }
  });

  test('both layouts show the same posts with thumbnail, category, title, subtitle and date', async ({ page }) => {
    await page.goto('/blog');
    const first = page.getByRole('main').locator('.blog-card').first();
    await expect(first.getByRole('img', { name: 'An invoice with a QR code and a green tick' })).toBeVisible();
    await expect(first).toContainText('GST');
    await expect(first).toContainText('14 Oct 2026');
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('E-invoicing under GST: a checklist before your first IRN');
    const listTitles = await page.getByRole('main').locator('.blog-card__title').allTextContents();
    await page.goto('/blog-list');
    const wideTitles = await page.getByRole('main').locator('.blog-card__title').allTextContents();
    expect(wideTitles.slice(0, listTitles.length)).toEqual(listTitles);
  });

  test('a post link opens the blog details page', async ({ page }) => {
    await page.goto('/blog-list');
    await page.getByRole('link', { name: 'Moving from Tally.ERP 9 to TallyPrime without losing a day' }).click();
    await expect(page).toHaveURL(BLOG_DETAILS);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Details' })).toBeVisible();
  });
});

test.describe('blog sidebar', () => {
  test('shows search, categories, recent posts, archives and tags', async ({ page }) => {
    await page.goto('/blog');
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    for (const name of ['Search', 'Categories', 'Recent Posts', 'Archives', 'Tags']) {
      await expect(sidebar.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(sidebar.getByRole('searchbox', { name: 'Search the blog' })).toBeVisible();
    await expect(sidebar.getByRole('region', { name: 'Categories' }).getByRole('listitem')).toHaveCount(6);
    await expect(sidebar.getByRole('region', { name: 'Archives' }).getByRole('listitem')).toHaveCount(5);
    const recent = sidebar.getByRole('region', { name: 'Recent Posts' }).getByRole('link');
    await expect(recent).toHaveCount(3);
    for (const href of await recent.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) expect(href).toBe(BLOG_DETAILS);
  });

  test('the search box is not wired: no navigation, no request, the text stays', async ({ page }) => {
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Search the blog' });
    await hydrated(search);
    await page.waitForLoadState('networkidle');
    const requests = watchRequests(page);
    await search.fill('GST returns');
    await search.press('Enter');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await requests.sent()).toEqual([]);
    await expect(page).toHaveURL('/blog');
    await expect(search).toHaveValue('GST returns');
  });
});

test.describe('blog details', () => {
  test('shows the article with headings, paragraphs, a quote and images', async ({ page }) => {
    await page.goto(BLOG_DETAILS);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText('E-invoicing under GST: a checklist before your first IRN');
    await expect(article.getByRole('heading', { level: 3 })).toHaveCount(4);
    expect(await article.locator('p').count()).toBeGreaterThan(5);
    await expect(article.locator('blockquote')).toContainText('twenty customer masters');
    await expect(article.getByRole('img')).toHaveCount(3);
    for (const img of await article.getByRole('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await expect(page.getByRole('region', { name: 'About the author' })).toContainText('Priya Kulkarni');
  });

  test('share links open the networks in a new tab with the page URL', async ({ page }) => {
    await page.goto(BLOG_DETAILS);
    const share = page.getByRole('region', { name: 'Share this' });
    const links = share.getByRole('link');
    await expect(links).toHaveCount(4);
    const hrefs: string[] = [];
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/^Share on .+ \(opens in a new tab\)$/);
      hrefs.push((await link.getAttribute('href'))!);
    }
    const pageUrl = /^https?:\/\/[^/]+\/blog\/blog-details$/;
    const [linkedin, x, facebook, whatsapp] = hrefs.map((href) => new URL(href));
    expect(linkedin!.hostname).toBe('www.linkedin.com');
    expect(linkedin!.searchParams.get('url')).toMatch(pageUrl);
    expect(x!.searchParams.get('url')).toMatch(pageUrl);
    expect(x!.searchParams.get('text')).toBe('E-invoicing under GST: a checklist before your first IRN');
    expect(facebook!.searchParams.get('u')).toMatch(pageUrl);
    expect(whatsapp!.searchParams.get('text')).toMatch(/ https?:\/\/[^/]+\/blog\/blog-details$/);

    // The popup is a new page: answer the network's address locally there too (the machine is offline).
    await page
      .context()
      .route(/^https:\/\/www\.linkedin\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>LinkedIn</title>' }));
    const popup = page.waitForEvent('popup');
    await links.first().click();
    const opened = await popup;
    expect(opened.url()).toContain('linkedin.com');
    await expect(page).toHaveURL(BLOG_DETAILS);
  });

  test('Leave A Reply does not submit: no navigation, no request, the text stays', async ({ page }) => {
    await page.goto(BLOG_DETAILS);
    const form = page.getByRole('region', { name: 'Leave A Reply' });
    await hydrated(form.locator('form'));
    await page.waitForLoadState('networkidle');
    const requests = watchRequests(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Anil Deshmukh');
    await form.getByRole('textbox', { name: 'Email' }).fill('anil@example.com');
    await form.getByRole('textbox', { name: 'Comment' }).fill('Very useful checklist.');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await form.getByRole('textbox', { name: 'Name' }).press('Enter');
    // Even a submit from script is cancelled: once the event has passed every listener of the page (the
    // window's is the last), its default, the navigation, is prevented or never will be.
    const cancelled = await form.locator('form').evaluate((element: HTMLFormElement) => {
      let prevented = false;
      window.addEventListener('submit', (event) => (prevented = event.defaultPrevented), { once: true });
      element.requestSubmit();
      return prevented;
    });
    expect(cancelled).toBe(true);
    expect(await requests.sent()).toEqual([]);
    await expect(page).toHaveURL(BLOG_DETAILS);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Anil Deshmukh');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('anil@example.com');
    await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('Very useful checklist.');
  });
});

test.describe('before the page has hydrated (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('neither the search box nor the reply form can submit or reload', async ({ page }) => {
    await page.goto('/blog');
    const requests = watchRequests(page);
    const search = page.getByRole('searchbox', { name: 'Search the blog' });
    await search.fill('GST');
    await search.press('Enter');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await requests.sent()).toEqual([]);
    await expect(page).toHaveURL('/blog');
    await expect(search).toHaveValue('GST');

    await page.goto(BLOG_DETAILS);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Anil');
    await page.getByRole('textbox', { name: 'Email' }).fill('anil@example.com');
    const afterLoad = watchRequests(page);
    await name.press('Enter');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    expect(await afterLoad.sent()).toEqual([]);
    await expect(page).toHaveURL(BLOG_DETAILS);
    await expect(name).toHaveValue('Anil');
  });
});
