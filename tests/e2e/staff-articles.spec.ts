// Issue 35's browser walk, on a server of its own: an editor sets their display name on My account, uploads a
// picture to the media library and describes it there once, writes an article in the editor — a heading, a link,
// a bulleted list, that picture chosen from the library (its description comes with it) and two related services —
// and publishes it: /insights lists it, and its page shows what was written, by whom, and the two services'
// cards. Fifty articles are there before it, so the editor's list is read a page at a time, newest first: the new one
// heads its first page, the oldest is on the second; and so is the Media page, with fifty pictures from before the
// library. (The picker's, the Translations page's and the redirects' pages are the same page buttons, tested in their
// views' unit tests. An article scheduled for a time, off the site until then and live at it across a restart, is walked
// in staff-drafts-together.spec.ts.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import sharp from 'sharp';

import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, documentArticle, seedWithArticles, startPrivateServer, type PrivateServer } from './private-server';
import { lettersIn } from './letters';
import { signInAs, staffAccounts } from './staff-account';

const EMAIL = 'articles.editor@example.in';
const PASSWORD = 'baner-article-ledger-2026';
const TITLE = 'GST rate changes for FY 2026-27';
const DESCRIPTION = 'A tractor outside a dealer’s showroom in Pune';
const AUTHOR = 'Meera Joshi';
const SERVICES = ['TallyPrime Gold Licence', 'TallyPrime Silver Licence'];
/** The articles already written: a full page of the editor's list. */
const EARLIER = Array.from({ length: 50 }, (_, index) =>
  documentArticle(
    index + 1,
    `TallyPrime tip ${index + 1}`,
    `tallyprime-tip-${index + 1}`,
    'A shortcut a day.',
    '<p>Press Alt+F1 for the detailed view.</p>',
  ),
);

/** Pictures stored before the library (a stored SVG's name): the listing finds them in the upload folder. */
function picturesFromBefore(databasePath: string, count: number) {
  const folder = join(dirname(databasePath), 'media');
  mkdirSync(folder, { recursive: true });
  for (let n = 1; n <= count; n += 1) {
    const colour = (n * 4099).toString(16).padStart(6, '0').slice(-6);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#${colour}"/></svg>`;
    writeFileSync(join(folder, `${n.toString(16).padStart(32, '0')}.svg`), svg);
  }
}

let server: PrivateServer | undefined;
// Stopped here rather than in the test, so that a test stopped by its time limit stops its server too.
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('an article written in the editor with a picture from the media library, published, appears on /insights', async ({ browser }) => {
  // A server start and a walk through the editor: room for a busy machine.
  test.setTimeout(90_000);
  const seed = seedWithArticles(EARLIER);
  server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + test.info().parallelIndex, seed);
  await staffAccounts([EMAIL], PASSWORD, server.databasePath, 'editor');
  picturesFromBefore(server.databasePath, 50);
  const staff = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAs(staff, EMAIL, PASSWORD);

  // The name the article will show as its author.
  await staff.goto('/staff/account');
  await staff.getByLabel('Display name').fill(AUTHOR);
  await staff.getByRole('button', { name: 'Save name' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Your display name is now ${AUTHOR}.` })).toBeVisible();

  // The picture: uploaded on the Media page and described there, once.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2d6a4f' } })
    .png()
    .toBuffer();
  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Media' }).click();
  await staff.getByLabel(/^Upload a picture/).setInputFiles({ name: 'tractor.png', mimeType: 'image/png', buffer: photo });
  await expect(staff.getByRole('status').filter({ hasText: 'Uploaded tractor.png.' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: 'tractor.png' });
  await row.getByLabel('Description of tractor.png').fill(DESCRIPTION);
  await row.getByRole('button', { name: 'Save description' }).click();
  await expect(row.getByRole('status')).toHaveText(/^The description is saved/);
  // On a phone each picture is a card: its Picture label stands at the picture's top, not at its foot.
  const viewport = staff.viewportSize()!;
  await staff.setViewportSize({ width: 375, height: 900 });
  const pictureCell = row.getByRole('cell').filter({ has: staff.locator('img') });
  const thumb = await pictureCell.evaluate((cell) => {
    const [outer, inner] = [cell.getBoundingClientRect(), cell.querySelector('img')!.getBoundingClientRect()];
    return { left: inner.left - outer.left, top: inner.top - outer.top };
  });
  const label = (await lettersIn(pictureCell))(0, thumb.left - 4);
  expect(label.top, 'the Picture label found').toBeGreaterThan(0);
  expect(label.top - thumb.top, 'the Picture label’s letters under the picture’s top, in px').toBeLessThan(10);
  await staff.setViewportSize(viewport);
  // With the fifty from before the library, the list is two pages: the oldest alone on the second.
  const library = staff.getByRole('navigation', { name: 'Pages of pictures' });
  await expect(staff.getByRole('heading', { name: '51 pictures, newest first, page 1 of 2' })).toBeVisible();
  await library.getByRole('button', { name: 'Next page' }).click();
  // Taken to the new page's top, its heading, from the foot of the first page's fifty rows.
  const secondPage = staff.getByRole('heading', { name: '51 pictures, newest first, page 2 of 2' });
  await expect(secondPage).toBeFocused();
  await expect(secondPage).toBeInViewport();
  await expect(staff.getByRole('row').filter({ hasText: 'Uploaded before the library' })).toHaveCount(1);
  await library.getByRole('button', { name: 'Previous page' }).click();
  await expect(staff.getByRole('heading', { name: '51 pictures, newest first, page 1 of 2' })).toBeVisible();
  await expect(row.getByLabel(`Description of ${DESCRIPTION}`)).toHaveValue(DESCRIPTION);

  // The article, in the editor.
  await staff.goto('/staff/content?kind=articles');
  await staff.getByRole('button', { name: 'New article' }).click();
  const form = staff.getByRole('dialog', { name: 'New article' });
  await form.getByLabel('Title', { exact: true }).fill(TITLE);
  await form.getByLabel('Address', { exact: true }).fill('gst-rate-changes-2026-27');
  await form.getByLabel('Summary').fill('What changes for traders and manufacturers');
  const body = form.getByRole('textbox', { name: 'Article' });
  await body.click();
  await form.getByRole('button', { name: 'H2' }).click();
  await body.pressSequentially('What changed');
  await body.press('Enter');
  await body.pressSequentially('Read the rates in TallyPrime');
  for (let letter = 0; letter < 'TallyPrime'.length; letter += 1) await body.press('Shift+ArrowLeft');
  await form.getByRole('button', { name: 'Link' }).click();
  await form.getByLabel(/^Link address/).fill('/service/service-1');
  await form.getByLabel(/^Link address/).press('Enter');
  await expect(body.getByRole('link', { name: 'TallyPrime' })).toBeVisible();
  // Back in the text (the editor takes focus back a frame later), with the caret after the link.
  await expect(body).toBeFocused();
  await staff.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Bulleted list' }).click();
  await body.pressSequentially('Traders');
  await body.press('Enter');
  await body.pressSequentially('Manufacturers');
  await body.press('Enter');
  await body.press('Enter');
  await form.getByRole('button', { name: 'Picture', exact: true }).click();
  const asked = form.getByRole('group', { name: 'Picture', exact: true });
  await asked.getByRole('button', { name: 'Choose from library' }).click();
  const picker = staff.getByRole('dialog', { name: 'Choose a picture' });
  await picker.getByRole('button', { name: DESCRIPTION }).click();
  await expect(picker).toBeHidden();
  // The library's description comes with the picture.
  await expect(asked.getByLabel('Picture description (alt text)')).toHaveValue(DESCRIPTION);
  await asked.getByRole('button', { name: 'Add picture' }).click();
  await expect(body.locator('img')).toHaveAttribute('alt', DESCRIPTION);

  const related = form.getByRole('group', { name: 'Related services' });
  for (const service of SERVICES) await related.getByRole('checkbox', { name: service }).check();
  await expect(related.getByRole('checkbox', { checked: true })).toHaveCount(2);

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: `Article “${TITLE}” created and published.` })).toBeVisible();

  // Published: on /insights.
  const visitor = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await visitor.goto('/insights');
  await expect(visitor.getByRole('link', { name: TITLE }).first()).toBeVisible();

  await visitor.getByRole('link', { name: TITLE }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const article = visitor.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'TallyPrime', exact: true })).toHaveAttribute('href', '/service/service-1');
  await expect(article.getByRole('list').filter({ hasText: 'Traders' }).getByRole('listitem')).toHaveText(['Traders', 'Manufacturers']);
  await expect(article.getByRole('img', { name: DESCRIPTION })).toBeVisible();
  await expect(article.getByText(`By ${AUTHOR}`)).toBeVisible();
  const cards = article.getByRole('region', { name: 'Related services' });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(SERVICES.map((service) => new RegExp(service)));
  await expect(cards.getByRole('link', { name: `Ask for a quote for ${SERVICES[0]}` })).toBeVisible();

  // Newest first: it heads the list's first page, and the oldest of the fifty before it is on the second.
  const pages = staff.getByRole('navigation', { name: 'Pages of articles' });
  await expect(pages.getByText('Page 1 of 2: 1–50')).toBeVisible();
  await expect(staff.getByRole('rowheader').first()).toHaveText(TITLE);
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByText('Page 2 of 2: 51–51')).toBeVisible();
  await expect(staff.getByRole('rowheader')).toHaveText(['TallyPrime tip 1']);
  await expect(staff.getByText('51 articles', { exact: true })).toBeFocused();
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(pages.getByText('Page 1 of 2: 1–50')).toBeVisible();
  // Its top in view again.
  await expect(staff.getByText('51 articles', { exact: true })).toBeInViewport();

  await staff.goto('/staff/content?kind=articles');

  // A new address: the form says the old one sends visitors on, and a link to it (a shared one) lands on the article.
  await staff
    .getByRole('row', { name: new RegExp(TITLE) })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const edit = staff.getByRole('dialog', { name: new RegExp(`^Edit article`) });
  await expect(edit.getByText(/the old address then sends visitors to the new one\.$/)).toBeVisible();
  await edit.getByLabel('Address', { exact: true }).fill('gst-rates-2026-27');
  await edit.getByRole('button', { name: 'Publish' }).click();
  await expect(edit).toBeHidden();
  await visitor.goto('/insights/gst-rate-changes-2026-27');
  await expect(visitor).toHaveURL(/\/insights\/gst-rates-2026-27$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE);
});
