// The page editor's phone preview against the page itself on a phone: an editor opens a built page with a hero,
// chooses the phone preview, and the hero in it is laid out as a visitor's 375 px window lays out the published
// page — the same heading width and lines, no word broken, the picture under the text — while the preview stays out
// of the keyboard's way. The preview used to draw the blocks inside the staff page, whose width the site's media
// queries saw: at a desktop window the hero stood in two columns at a desktop's type size inside 375 px, breaking
// its words.
import type { Locator } from '@playwright/test';

import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type ContentDocument, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'baner-road-ledger-2026';
// Long words: laid out at a desktop's size in a phone's width, they would be broken mid-word.
const HEADING = 'TallyPrime reconciliation masterclass for accountants, 12 December';

let privateServer: PrivateServer | undefined;
test.afterEach(async () => {
  await privateServer?.stop();
  privateServer = undefined;
});

/** What a person sees of a hero, measured in the document that draws it. */
interface HeroLayout {
  headingWidth: number;
  headingLines: number;
  headingSize: string;
  /** Words of the heading that run onto two lines. */
  brokenWords: string[];
  /** The hero's columns: text and picture side by side (2) or stacked (1). */
  columns: number;
  pictureBelowText: boolean;
  /** How far anything reaches past the right edge of the window (0: nothing is wider than it). */
  overflow: number;
}

function heroLayout(hero: Locator): Promise<HeroLayout> {
  return hero.evaluate((section) => {
    const page = section.ownerDocument;
    const heading = section.querySelector('h1')!;
    const text = heading.firstChild!;
    const range = page.createRange();
    /** The lines a range's text stands on: its boxes' distinct tops. */
    const linesOf = (start: number, end: number) => {
      range.setStart(text, start);
      range.setEnd(text, end);
      const tops = [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top));
      return new Set(tops).size;
    };
    const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
    const grid = section.querySelector('.block-hero__grid')!;
    const body = section.querySelector('.block-hero__body')!.getBoundingClientRect();
    const picture = section.querySelector('img')!.getBoundingClientRect();
    const right = Math.max(...[section, ...section.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right));
    return {
      headingWidth: Math.round(heading.getBoundingClientRect().width),
      headingLines: linesOf(0, text.textContent!.length),
      headingSize: getComputedStyle(heading).fontSize,
      brokenWords: words.filter((word) => linesOf(word.index!, word.index! + word[0].length) > 1).map((word) => word[0]),
      columns: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
      pictureBelowText: picture.top >= body.bottom - 0.5,
      overflow: Math.max(
        0,
        Math.ceil(right - page.documentElement.clientWidth),
        page.documentElement.scrollWidth - page.documentElement.clientWidth,
      ),
    };
  });
}

test('the phone preview lays a page’s hero out as a 375 px window does, and the keyboard passes it by', async ({ browser }) => {
  test.setTimeout(90_000);
  const email = `phone.preview.w${test.info().parallelIndex}@example.in`;
  const content = {
    ...seedDocument(),
    pages: [
      {
        id: 1,
        title: 'Reconciliation masterclass',
        slug: 'reconciliation-masterclass',
        search_title: '',
        search_description: '',
        share_image: '',
        blocks: [
          {
            type: 'hero',
            title: HEADING,
            text: 'Two hours on matching your books with GSTR-2B, in Pune and online.',
            image: '/media/services/corporate-gst-training-v1.svg',
            image_alt: 'Accountants at a training session',
            buttons: [{ label: 'Book a seat', href: '/contact' }],
          },
        ],
      },
    ],
  } as ContentDocument;
  const server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + 40 + test.info().parallelIndex, content);
  privateServer = server;
  await staffAccounts([email], PASSWORD, server.databasePath, 'editor');
  const staff = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  const visitor = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 375, height: 812 } })).newPage();

  // The published page in a phone's window.
  await visitor.goto('/reconciliation-masterclass');
  const published = visitor.locator('.block-hero');
  await expect(published.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await visitor.evaluate(() => document.fonts.ready);
  const onPhone = await heroLayout(published);
  expect(onPhone).toMatchObject({ columns: 1, pictureBelowText: true, brokenWords: [], overflow: 0 });

  // The editor's phone preview of the same page, in a desktop's window.
  await signInAs(staff, email, PASSWORD);
  await staff.goto('/staff/content?kind=pages');
  await staff
    .getByRole('row', { name: /Reconciliation masterclass/ })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const form = staff.getByRole('dialog');
  await form.getByText('Desktop (1280 px)', { exact: true }).click();
  await form.getByText('Phone (375 px)', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Phone (375 px)' })).toBeChecked();
  const frame = form.getByTitle('Preview of the page at a phone’s width (375 px)');
  // Shown once the site's styles have loaded in it.
  await expect(frame).toBeVisible();
  await expect(form.getByRole('alert')).toBeHidden();
  const previewed = frame.contentFrame().locator('.block-hero');
  await expect(previewed.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await previewed.evaluate((hero) => hero.ownerDocument.fonts.ready);
  expect(await heroLayout(previewed)).toEqual(onPhone);

  // The keyboard: the preview is one stop (its scroller), never a way into the frame's links and buttons.
  const pagePreview = form.getByRole('region', { name: 'The page at a phone’s width (375 px)' });
  await form.getByRole('button', { name: 'Preview on the real page' }).focus();
  await staff.keyboard.press('Tab');
  await expect(pagePreview).toBeFocused();
  await staff.keyboard.press('Tab');
  await expect(pagePreview).not.toBeFocused();
  expect(await staff.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
  expect(
    await frame
      .contentFrame()
      .locator('body')
      .evaluate((body) => body.ownerDocument.hasFocus()),
  ).toBe(false);
  await staff.keyboard.press('Shift+Tab');
  await expect(pagePreview).toBeFocused();
});
