// A campaign's landing page built as marketing staff would, in a real browser against a server of its own:
// an editor builds the page from four blocks of the section library (hero, rich text, a service's pricing
// plans, the contact form), looks at it at phone width in the preview, publishes it, puts it in the header's
// menu, renames its address — and a visitor who follows the old link, from a tab left open or a brochure, lands on
// the new page.
import type { Page } from '@playwright/test';

import { expect, hydrated, test, watchRedrawnSections } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'baner-road-ledger-2026';
const HERO = 'GST e-invoicing webinar, 12 December';

// Stopped here rather than in the test, so that a test stopped by its time limit stops its server too.
let privateServer: PrivateServer | undefined;
test.afterEach(async () => {
  await privateServer?.stop();
  privateServer = undefined;
});

/** The open form's block of this number and type: `Block 1, Hero`. */
const block = (page: Page, name: RegExp) => page.getByRole('dialog').getByRole('group', { name });

async function addBlock(page: Page, type: string) {
  await page.getByRole('dialog').getByRole('button', { name: 'Add a block' }).click();
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: new RegExp(`^${type}`) })
    .click();
  await expect(page.getByRole('dialog', { name: 'Add a block' })).toBeHidden();
}

test('an editor builds a page from four blocks, previews it on a phone, publishes it, puts it in the menu and renames it; the old link leads to it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `pages.editor.w${test.info().parallelIndex}@example.in`;
  const server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + 30 + test.info().parallelIndex, seedDocument());
  privateServer = server;
  await staffAccounts([email], PASSWORD, server.databasePath, 'editor');
  const staff = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  const visitor = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAs(staff, email, PASSWORD);

  // The page, block by block.
  await staff.goto('/staff/content?kind=pages');
  await staff.getByRole('button', { name: 'New page' }).click();
  const form = staff.getByRole('dialog');
  await form.getByLabel('Title', { exact: true }).fill('GST e-invoicing webinar');
  await form.getByLabel('Address').fill('gst-e-invoicing-webinar');
  await addBlock(staff, 'Hero');
  await block(staff, /Block 1, Hero/)
    .getByLabel('Heading (the page’s main heading)')
    .fill(HERO);
  await block(staff, /Block 1, Hero/)
    .getByLabel('Text', { exact: true })
    .fill('Sixty minutes on IRN and QR codes');
  await addBlock(staff, 'Rich text');
  const text = block(staff, /Block 2, Rich text/).getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await text.pressSequentially('What you will learn');
  await addBlock(staff, 'Pricing plans');
  await block(staff, /Block 3, Pricing plans/)
    .getByLabel('Service')
    .selectOption({ index: 1 });
  await addBlock(staff, 'Contact form');

  // The preview follows what was typed, at a phone's width.
  // The widths are a pair of toggle buttons (radios drawn as buttons): a person clicks the button.
  await form.getByText('Desktop (1280 px)', { exact: true }).click();
  await expect(form.getByTestId('page-preview')).toHaveAttribute('data-width', 'desktop');
  await form.getByText('Phone (375 px)', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Phone (375 px)' })).toBeChecked();
  const preview = form.getByTestId('page-preview');
  await expect(preview).toHaveAttribute('data-width', 'phone');
  // Drawn in a frame of the phone's width (its layout: staff-phone-preview.spec.ts).
  const drawn = preview.getByTitle('Preview of the page at a phone’s width (375 px)').contentFrame();
  await expect(drawn.getByRole('heading', { name: HERO })).toBeVisible();
  await expect(drawn.getByText('What you will learn')).toBeVisible();

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();
  await expect(staff.getByRole('rowheader', { name: 'GST e-invoicing webinar' })).toBeVisible();

  // Published: the page at its address, its four blocks drawn — and kept as the server drew them when the
  // app takes over (the blocks' code is loaded before hydrating).
  const redrawn = await watchRedrawnSections(visitor);
  await visitor.goto('/gst-e-invoicing-webinar');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HERO);
  await expect(visitor.getByText('What you will learn')).toBeVisible();
  await expect(visitor.locator('.pricing-plan').first()).toBeVisible();
  await expect(visitor.getByRole('form', { name: 'Tell us what you need' })).toBeVisible();
  await hydrated(visitor.getByRole('form', { name: 'Tell us what you need' }).locator('button[type="submit"]'));
  expect(await redrawn()).toEqual([]);

  // In the header's menu, chosen from the site's pages.
  await staff.goto('/staff/content?kind=menu-items');
  await staff.getByRole('button', { name: 'New menu entry' }).click();
  await form.getByLabel('Menu', { exact: true }).selectOption('header');
  await form.getByLabel('Label').fill('Webinar');
  await form.getByLabel('Link: a page of the site').selectOption({ label: 'GST e-invoicing webinar (/gst-e-invoicing-webinar)' });
  await expect(form.getByRole('textbox', { name: 'Link (address)' })).toHaveValue('/gst-e-invoicing-webinar');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();
  await visitor.goto('/');
  const menuLink = visitor.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Webinar' });
  await expect(menuLink).toHaveAttribute('href', '/gst-e-invoicing-webinar');

  // Renamed: a new address, the old one kept.
  await staff.goto('/staff/content?kind=pages');
  await staff
    .getByRole('row', { name: /GST e-invoicing webinar/ })
    .getByRole('button', { name: /^Edit/ })
    .click();
  await form.getByLabel('Address').fill('webinars/gst-e-invoicing');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();

  // The visitor's tab, left open on the home page since before the rename, still links the old address: a click
  // inside the app lands on the page at its new address (the server's redirect, not the app's 404 page).
  await menuLink.click();
  await expect(visitor).toHaveURL(/\/webinars\/gst-e-invoicing$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HERO);
  // So does the old link on a brochure.
  const answer = await visitor.goto('/gst-e-invoicing-webinar');
  expect(answer?.request().redirectedFrom()?.url()).toMatch(/\/gst-e-invoicing-webinar$/);
  await expect(visitor).toHaveURL(/\/webinars\/gst-e-invoicing$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HERO);
  // And the menu entry follows the page.
  await visitor.goto('/');
  await visitor.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Webinar' }).click();
  await expect(visitor).toHaveURL(/\/webinars\/gst-e-invoicing$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HERO);
});
