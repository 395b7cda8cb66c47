// Layout with the API and the server-rendered pages answering content made of long unbroken words and
// URLs, as long as the content format allows, on every page that shows content from the database: the
// rules of layout-problems.ts at every common width. (Every page on the seeded content: every-page.spec.ts.)
import { expect, test } from './fixtures';
import { FROM_1440, FROM_375, problemsAtWidths, WIDTHS } from './layout-problems';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type ContentDocument, type PrivateServer } from './private-server';

const SERVICE_PAGE = '/service/service-1';
/** Pages that show content from the database (the header's menu is on every page). */
const DATA_ROUTES = [
  '/',
  '/service',
  SERVICE_PAGE,
  '/service/service-5',
  '/service/service-13',
  '/digital-agency',
  '/light/tech-startup',
  '/contact',
];

// Content made of long unbroken words and URLs, as long as the content format allows.
const LETTERS = 'Taxinvoicereconciliationautomation';
const word = (length: number, tag: string) => (tag + LETTERS.repeat(Math.ceil(length / LETTERS.length))).slice(0, length);
const url = (length: number, tag: string) =>
  `https://www.dexterityconsultants.in/${tag}/${'tallyprimeintegrationguide'.repeat(Math.ceil(length / 26))}`.slice(0, length);

function longWordsDocument(): ContentDocument {
  const document = seedDocument();
  document.offerings.forEach((offering, o) => {
    if (offering.offering_name !== 'All') offering.offering_name = word(100, `O${o}`);
    offering.services.forEach((service, s) => {
      const tag = `S${o}x${s}`;
      service.heading = word(200, tag);
      service.description = `${url(150, tag)} ${word(149, tag)}`;
      service.sections.forEach((section, i) => {
        section.title = word(200, `${tag}t${i}`);
        section.description = `${url(300, `${tag}d${i}`)} ${word(1000, tag)} ${section.description}`;
      });
      service.quick_facts.forEach((fact, i) => {
        fact.fact_key = word(100, `${tag}k${i}`);
        fact.fact_value = url(300, `${tag}v${i}`);
      });
      service.pricing.forEach((entry, i) => {
        entry.title = word(200, `${tag}p${i}`);
        entry.description = `${word(2000, tag)} ${url(300, tag)}`;
      });
    });
  });
  document.pricing_plans.forEach((plan, p) => {
    plan.plan_type_display = word(100, `P${p}`);
    plan.price_description = plan.price_description.map((entry, i) => {
      const [value] = Object.values(entry);
      return { [word(100, `P${p}f${i}`)]: i % 2 ? url(300, `P${p}`) : `${value} ${word(200, 'v')}` };
    });
  });
  return document;
}

test.describe('layout with long words and URLs from the database', () => {
  // One worker walks these pages in turn, so one server of long words is started, not one in each worker.
  test.describe.configure({ mode: 'default' });
  let server: PrivateServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + test.info().parallelIndex, longWordsDocument());
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const route of DATA_ROUTES) {
    test(`${route} holds at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      for (const widths of [FROM_375, FROM_1440]) {
        await page.setViewportSize({ width: widths[0], height: 900 });
        await page.goto(`${server!.baseURL}${route}`);
        problems.push(...(await problemsAtWidths(page, widths)));
      }
      expect(problems).toEqual([]);
    });
  }
});

// Inter is `font-display: optional`: on a slow first load the page keeps its fallback (Arial scaled to Inter, or
// DejaVu Sans scaled alike where a system has no Arial, as this machine). The pages hold in it too, the header's row
// at 1400 px (the narrowest width with its phone and e-mail) and 1440 px included.
test('the header and a service page hold in the fallback font, Inter never loaded', async ({ page, allowConsoleErrors }) => {
  test.setTimeout(120_000);
  // The fonts' files fail to load (the browser says so in its console).
  allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
  await page.route('**/*.woff2', (route) => route.abort());
  const problems: string[] = [];
  for (const path of ['/', SERVICE_PAGE]) {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
    problems.push(...(await problemsAtWidths(page, [1400, 1440, 1920, 1280])).map((problem) => `${path}: ${problem}`));
  }
  expect(problems).toEqual([]);
});
