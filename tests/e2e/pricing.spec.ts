// Rupee pricing, plans per service and the way from a plan to an enquiry, in a real browser against
// the real server and its freshly seeded database. Services and plans are found through the API.
import type { APIRequestContext, Page } from '@playwright/test';

import { axeOn, apiData, expect, test } from './fixtures';

interface ApiService {
  id: number;
  description: string;
}

interface ApiPlan {
  id: number;
  plan_type_display: string;
  price: number;
  discounted_price: number | null;
  currency: string;
  excludes_gst: boolean;
  offering_details: number | null;
}

async function serviceTitled(request: APIRequestContext, title: string): Promise<ApiService> {
  const services = await apiData<ApiService[]>(request, '/api/get-offering-details/');
  const service = services.find((item) => item.description === title);
  expect(service, `a seeded service titled ${title}`).toBeDefined();
  return service!;
}

const plans = (request: APIRequestContext) => apiData<ApiPlan[]>(request, '/api/get-pricingplan/');

/** The plan cards of the page's pricing, by name. */
const planNames = (page: Page) => page.locator('.pricing-plan__name');

test.describe('plans on a service page', () => {
  test('a service with plans of its own shows those, in rupees with "+ GST", and offers them in its structured data', async ({
    page,
    request,
  }) => {
    const silver = await serviceTitled(request, 'TallyPrime Silver Licence');
    const own = (await plans(request)).filter((plan) => plan.offering_details === silver.id);
    expect(own.length).toBeGreaterThan(1);

    await page.goto(`/service/service-${silver.id}`);
    const pricing = page.locator('.service-pricing');
    await expect(pricing.getByRole('heading', { level: 2 })).toHaveText('From ₹22,500 + GST');
    await expect(planNames(page)).toHaveText(own.map((plan) => plan.plan_type_display));
    // The general plans, with their multi-user lines, are not offered on a single-user licence.
    await expect(pricing.getByText(/Premium Partner|any number of users/)).toHaveCount(0);

    // No discount: the price alone, GST on top.
    const licence = pricing.getByRole('article', { name: 'Silver licence' });
    await expect(licence.locator('.pricing-plan__price')).toHaveText('Price: ₹22,500 + GST');
    await expect(licence.locator('del')).toHaveCount(0);
    await expect(licence.getByText(/^Save/)).toHaveCount(0);
    await expect(licence.getByText('Year 2026')).toBeVisible();

    // A discount: the discounted price first, the original struck through, and the saving.
    const ready = pricing.getByRole('article', { name: 'Silver, ready to work' });
    await expect(ready.locator('.pricing-plan__amount')).toHaveText('₹26,550');
    await expect(ready.locator('.pricing-plan__tax')).toHaveText('+ GST');
    await expect(ready.locator('del')).toHaveText('Original price: ₹29,500');
    await expect(ready.getByText('Save 10%')).toBeVisible();
    await expect(ready.getByText('Most Popular')).toBeVisible();

    // Structured data: one offer per plan shown, in its currency, the price as schema.org writes it.
    const service = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; offers?: unknown[] })
          .find((data) => data['@type'] === 'Service'),
      );
    expect(service?.offers).toEqual(
      own.map((plan) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: plan.plan_type_display,
          price: (plan.discounted_price ?? plan.price).toFixed(2),
          priceCurrency: 'INR',
          priceSpecification: expect.objectContaining({ valueAddedTaxIncluded: !plan.excludes_gst }),
        }),
      ),
    );
  });

  test('a training course priced with GST included shows no "+ GST"; lakh grouping on the server licence', async ({ page, request }) => {
    const training = await serviceTitled(request, 'TallyPrime Training Courses');
    await page.goto(`/service/service-${training.id}`);
    const essentials = page.getByRole('article', { name: 'TallyPrime Essentials' });
    await expect(essentials.locator('.pricing-plan__price')).toHaveText('Price: ₹6,000');
    await expect(essentials.locator('.pricing-plan__tax')).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Corporate batch' }).locator('.pricing-plan__tax')).toHaveText('+ GST');

    const server = await serviceTitled(request, 'TallyPrime Server');
    await page.goto(`/service/service-${server.id}`);
    await expect(page.getByRole('article', { name: 'TallyPrime Server licence' }).locator('.pricing-plan__amount')).toHaveText('₹2,70,000');
    const bundle = page.getByRole('article', { name: 'Server with Gold and set-up' });
    await expect(bundle.locator('.pricing-plan__amount')).toHaveText('₹3,15,000');
    await expect(bundle.locator('del')).toHaveText('Original price: ₹3,50,000');
  });

  test('a service without plans of its own shows the general plans, also after an in-app visit', async ({ page, request }) => {
    const tdl = await serviceTitled(request, 'TDL Customisation');
    const all = await plans(request);
    expect(all.some((plan) => plan.offering_details === tdl.id)).toBe(false);
    const general = all.filter((plan) => plan.offering_details === null).map((plan) => plan.plan_type_display);

    await page.goto(`/service/service-${tdl.id}`);
    await expect(planNames(page)).toHaveText(general);
    await expect(page.getByRole('article', { name: 'Premium Partner' }).locator('.pricing-plan__amount')).toHaveText('₹35,700');

    // From Our Offerings to a service with plans of its own, drawn in the browser this time.
    const silver = await serviceTitled(request, 'TallyPrime Silver Licence');
    await page.goto('/service');
    await page.getByRole('link', { name: new RegExp(`TallyPrime Silver Licence$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/service/service-${silver.id}$`));
    await expect(planNames(page).first()).toHaveText('Silver licence');
    await expect(page.getByRole('article', { name: 'Basic Care' })).toHaveCount(0);
  });

  test('the breadcrumb reads Home / Our Offerings / the service, and leads back', async ({ page, request }) => {
    const cloud = await serviceTitled(request, 'Tally on Cloud');
    await page.goto(`/service/service-${cloud.id}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Our Offerings', 'Tally on Cloud']);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Tally on Cloud')).toHaveAttribute('aria-current', 'page');
    await crumbs.getByRole('link', { name: 'Our Offerings' }).click();
    await expect(page).toHaveURL(/\/service$/);
    await expect(page.getByRole('tab', { name: 'All', exact: true })).toBeVisible();
  });
});

test.describe('from a plan to an enquiry', () => {
  test("a plan's Get a Quote opens the contact form with the service and plan in the page details", async ({ page, request }) => {
    const cloud = await serviceTitled(request, 'Tally on Cloud');
    await page.goto(`/service/service-${cloud.id}`);
    await page.getByRole('article', { name: 'Cloud Team' }).getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/contact\\?service=Tally\\+on\\+Cloud&plan=Cloud\\+Team&from=%2Fservice%2Fservice-${cloud.id}$`),
    );
    await expect(page.getByRole('textbox', { name: 'Which service?' })).toHaveValue('Quote for Tally on Cloud (plan: Cloud Team)');
    // The form of docs/requirements/spec.md §2 stays as it was otherwise.
    await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
  });

  test("the service's own Get a Quote names the service; a quote link opened directly fills the form too", async ({ page, request }) => {
    const gst = await serviceTitled(request, 'GST, E-Invoicing & E-Way Bill Set-up');
    await page.goto(`/service/service-${gst.id}`);
    const quote = page.locator('.service-pricing').getByRole('link', { name: 'Get a Quote' }).first();
    await expect(quote).toHaveAttribute(
      'href',
      `/contact?service=GST%2C+E-Invoicing+%26+E-Way+Bill+Set-up&from=%2Fservice%2Fservice-${gst.id}`,
    );
    await quote.click();
    await expect(page.getByRole('textbox', { name: 'Which service?' })).toHaveValue('Quote for GST, E-Invoicing & E-Way Bill Set-up');

    // The prerendered contact page, opened from a link elsewhere (an e-mail, a bookmark).
    await page.goto('/contact?service=TallyPrime%20Gold%20Licence&plan=Upgrade%20from%20Silver');
    await expect(page.getByRole('textbox', { name: 'Which service?' })).toHaveValue(
      'Quote for TallyPrime Gold Licence (plan: Upgrade from Silver)',
    );
    await page.goto('/contact');
    await expect(page.getByRole('textbox', { name: 'Which service?' })).toHaveValue('');
  });

  test('the home page shows the general plans in rupees, each asking for a quote for itself', async ({ page, request }) => {
    const general = (await plans(request)).filter((plan) => plan.offering_details === null);
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    await expect(pricing.locator('.pricing-plan__name')).toHaveText(general.map((plan) => plan.plan_type_display));
    const basic = pricing.getByRole('article', { name: 'Basic Care' });
    await expect(basic.locator('.pricing-plan__price')).toHaveText('Price: ₹6,000 + GST');
    await basic.getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/\/contact\?plan=Basic\+Care&from=%2F$/);
    await expect(page.getByRole('textbox', { name: 'Which service?' })).toHaveValue('Quote for the plan: Basic Care');
  });

  test("the home page's Products, Services and Solutions open Our Offerings on their tab", async ({ page }) => {
    await page.goto('/');
    const offerings = page.locator('#service');
    for (const [card, tab] of [
      ['Products', 'Tally Software & Services'],
      ['Services', 'ERP Consultation'],
      ['Solutions', 'Tally Developments'],
    ] as const) {
      await expect(offerings.getByRole('link', { name: new RegExp(`: ${card}$`) })).toHaveAttribute(
        'href',
        `/service?offering=${encodeURIComponent(tab)}`,
      );
    }
    await offerings.getByRole('link', { name: /: Solutions$/ }).click();
    await expect(page.getByRole('tab', { name: 'Tally Developments' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Tally Developments services' }).getByRole('article').first()).toBeVisible();
  });
});

// A service page with its own plans (/service/service-1) has every axe rule in both themes at both widths in
// every-page.spec.ts; the contact page filled in for a quote is not among its pages.
test('a quote request on the contact page passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  const violations: string[] = [];
  const path = '/contact?service=TallyPrime%20Silver%20Licence&plan=Silver%20licence';
  for (const { width, theme, rules } of [
    { width: 1440, theme: 'light', rules: undefined },
    { width: 375, theme: 'light', rules: undefined },
    { width: 1440, theme: 'dark', rules: ['color-contrast'] },
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(path);
    await expect(page.getByRole('textbox', { name: 'Which service?' })).toHaveValue(
      'Quote for TallyPrime Silver Licence (plan: Silver licence)',
    );
    const builder = axeOn(page);
    const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
    for (const violation of results.violations) {
      violations.push(
        `${width} px ${theme}: ${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
      );
    }
  }
  expect(violations).toEqual([]);
});
