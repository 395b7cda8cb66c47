// The company's own pages besides home in a real browser: Our Story, contact, team and team details
// (docs/requirements/spec.md §2, §4): sections, texts, links and the scroll-to-top threshold. Their words come
// from the seed (./company-seed.ts), as a new database holds them.
import { seed } from './company-seed';
import { expect, scrollToY, test } from './fixtures';

const story = seed.our_story;

test.describe('Our Story', () => {
  test('company info, four statistics, Why Dexterity, goal/mission/vision, how we work, Go to Top', async ({ page }) => {
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: seed.page_meta.find((entry) => entry.path === '/about')!.title }),
    ).toBeVisible();
    const company = page.locator('#company');
    await expect(company).toHaveCSS('text-align', 'center');
    await expect(company.getByRole('heading', { level: 2, name: story.intro_title! })).toBeVisible();
    await expect(company.getByRole('link', { name: story.intro_link! })).toHaveAttribute('href', '/service');
    await expect(page.locator('.stats-section__title')).toHaveText(seed.our_story_stats.map((stat) => stat.label));
    const why = page.locator('#why-dexterity');
    await expect(why.getByRole('heading', { level: 2, name: story.why_title! })).toBeVisible();
    await expect(why.getByRole('listitem')).toHaveText(seed.why_dexterity_points.map((point) => point.text));
    await expect(why.getByRole('link', { name: story.why_button! })).toHaveAttribute('href', '/about');
    await expect(page.locator('#purpose').getByRole('heading', { level: 3 })).toHaveText([
      story.goal_title!,
      story.mission_title!,
      story.vision_title!,
    ]);
    const how = page.locator('#how-we-work');
    await expect(how.getByRole('heading', { level: 2, name: story.steps_title! })).toBeVisible();
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(seed.how_we_work_steps.map((step) => step.title));

    const goToTop = page.getByRole('button', { name: 'Go to Top' });
    await scrollToY(page, 300);
    await expect(goToTop).toHaveCount(0);
    await scrollToY(page, 301);
    await expect(goToTop).toBeVisible();
    await goToTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('the BreadcrumbList names the page', async ({ page }) => {
    await page.goto('/about');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(data).toContain('"BreadcrumbList"');
    expect(data).toContain(JSON.stringify(seed.page_meta.find((entry) => entry.path === '/about')!.title));
  });
});

test.describe('contact', () => {
  test('heading, e-mail, two phones, the Pune address and a lazy, titled map', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: seed.contact_page.heading! })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(main.locator('.contact-page a[href^="tel:"]')).toHaveCount(2);
    await expect(main.locator('address')).toContainText('Pune 411005');
    const map = main.locator('iframe');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('title', /Pune/);
  });

  // Submitting is the enquiries issue's (it now delivers to POST /api/contact/ and has its own spec).
  test('the form has real labels, a plain-text email input and the Send enquiry button', async ({ page }) => {
    await page.goto('/contact');
    for (const label of ['Full name', 'Email', 'Phone', 'Which service?', 'What do you need?']) {
      await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByLabel('Email', { exact: false }).first()).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
  });
});

test.describe('team', () => {
  test('headline, 6 member cards to /team-details and 4 open positions with Apply to /', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Talented individuals dedicated to your success' })).toBeVisible();
    const cards = page.locator('.team-section__card');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.locator('img')).toHaveAttribute('alt', /Portrait of/);
      await expect(card.locator('.team-section__role')).not.toBeEmpty();
      await expect(card.getByRole('link')).toHaveAttribute('href', '/team-details');
    }
    const careers = page.locator('#careers');
    await expect(careers.getByRole('heading', { level: 2, name: 'Want to join our team?' })).toBeVisible();
    await expect(careers.getByRole('heading', { level: 3 })).toHaveText([
      'Front-End Developer',
      'UI/UX Designer',
      'Digital Marketer',
      'SEO Expert',
    ]);
    const apply = careers.getByRole('link', { name: /^Apply/ });
    await expect(apply).toHaveCount(4);
    for (const link of await apply.all()) await expect(link).toHaveAttribute('href', '/');
  });

  test('a member card opens the team details page', async ({ page }) => {
    await page.goto('/team');
    await page.locator('.team-section__card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/team\/team-details$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Rahul Deshpande' })).toBeVisible();
  });

  test('team details: photo, bio and the three skill bars, whatever the id', async ({ page }) => {
    for (const path of ['/team/team-details', '/team/someone-else']) {
      await page.goto(path);
      await expect(page.getByRole('img', { name: /Portrait of/ })).toBeVisible();
      await expect(page.locator('.member-profile__bio').first()).not.toBeEmpty();
      for (const [label, value] of [
        ['React Development', '75'],
        ['Front-End Development', '85'],
        ['Sql Database', '80'],
      ] as const) {
        await expect(page.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', value);
      }
    }
  });
});
