import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { readInBrowser } from '@/lib/page-data';
import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';
import '@/testing/slow-machine';
import { apiPaths } from '@common/api-contract';

import { pricingPlansQuery } from '../api/get-pricing-plans';
import { PricingSection } from './pricing-section';

/** The heading the home page passes in. */
const heading = { eyebrow: 'Pricing', title: 'Plans that grow with your business' };

/** The section with the plans read as a page's loader reads them. */
function renderSection(props: Partial<Parameters<typeof PricingSection>[0]> = {}) {
  return render(
    <MemoryRouter>
      <PricingSection content={heading} plans={readInBrowser(pricingPlansQuery)} {...props} />
    </MemoryRouter>,
  );
}

describe('PricingSection', () => {
  it('shows the general plans by the SPEC §7 display rule, in their currency, "+ GST" where it applies', async () => {
    renderSection();
    const gold = await screen.findByRole('article', { name: 'Gold' });
    expect(screen.getByRole('heading', { level: 2, name: 'Plans that grow with your business' })).toBeInTheDocument();
    // Plans of a service are not general plans.
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('article', { name: 'Cloud Starter' })).toBeNull();

    // Discount '10': discounted price in rupees with Indian grouping, original price struck through, saving.
    const goldPrice = within(gold).getByText('₹1,21,500').closest('p')!;
    expect(goldPrice).toHaveTextContent('Price: ₹1,21,500 + GST');
    const original = within(gold).getByText('₹1,35,000', { exact: false });
    expect(original.tagName).toBe('DEL');
    expect(original).toHaveTextContent('Original price: ₹1,35,000');
    expect(within(gold).getByText('Save 10%')).toBeInTheDocument();
    expect(within(gold).getByText('Year 2025')).toBeInTheDocument();
    expect(within(gold).getByText('Most Popular')).toBeInTheDocument();
    expect(within(gold).getByText('Users: Multi user')).toBeInTheDocument();
    expect(within(gold).getByText('Support: Phone and e-mail')).toBeInTheDocument();

    // Discount 0: the price only.
    const silver = screen.getByRole('article', { name: 'Silver' });
    expect(within(silver).getByText('₹22,500')).toBeInTheDocument();
    expect(within(silver).getByText('+ GST')).toBeInTheDocument();
    expect(silver.querySelector('del')).toBeNull();
    expect(within(silver).queryByText(/Save/)).toBeNull();
    expect(within(silver).queryByText('Most Popular')).toBeNull();

    // A plan in US dollars, discount '12.5' with decimals, GST not added.
    const auditor = screen.getByRole('article', { name: 'Auditor' });
    expect(within(auditor).getByText('$87.49')).toBeInTheDocument();
    expect(within(auditor).queryByText('+ GST')).toBeNull();
    expect(within(auditor).getByText('Save 12.5%')).toBeInTheDocument();
    expect(within(auditor).getByText('Year 2026')).toBeInTheDocument();
    expect(within(auditor).getByText('Cloud storage: 50 GB')).toBeInTheDocument();
  });

  it('each plan asks for a quote for itself, from the page it is on', async () => {
    renderSection();
    const silver = await screen.findByRole('article', { name: 'Silver' });
    expect(within(silver).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact?plan=Silver&from=%2F');
  });

  it('takes its heading from the page', async () => {
    renderSection({ content: { eyebrow: 'Plans', title: 'Our pricing' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Our pricing' })).toBeInTheDocument();
    expect(screen.getByText('Plans')).toBeInTheDocument();
  });

  it('keeps the plan period monthly', async () => {
    renderSection();
    await screen.findByRole('article', { name: 'Gold' });
    expect(document.querySelector('[data-period]')).toHaveAttribute('data-period', 'monthly');
  });

  it('draws nothing while the plans load', () => {
    const { container } = renderSection();
    expect(container).toBeEmptyDOMElement();
  });

  it('logs a failure and stays empty (SPEC §8)', async () => {
    expectConsoleError(/API GET \/api\/get-pricingplan\/ failed/);
    server.use(http.get(`*${apiPaths.pricingPlans}`, () => HttpResponse.json({ success: false, message: 'Database down' })));
    const { container } = renderSection();
    await waitForLog();
    expect(container).toBeEmptyDOMElement();
  });

  it('stays empty when the server answers 500 with HTML', async () => {
    expectConsoleError(/get-pricingplan/);
    server.use(
      http.get(
        `*${apiPaths.pricingPlans}`,
        () => new HttpResponse('<h1>oops</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const { container } = renderSection();
    await waitForLog();
    expect(container).toBeEmptyDOMElement();
  });

  it('drops malformed plans and renders hostile text as text', async () => {
    server.use(
      http.get(`*${apiPaths.pricingPlans}`, () =>
        HttpResponse.json({
          success: true,
          data: [
            { id: 'x', price: 10 },
            {
              id: 9,
              plan_type: 'basic',
              plan_type_display: '<img src=x onerror=alert(1)>',
              price: 10,
              discount_percentage: '0',
              year: 2025,
              price_description: 'nope',
            },
          ],
        }),
      ),
    );
    renderSection();
    const card = await screen.findByRole('article', { name: '<img src=x onerror=alert(1)>' });
    expect(card.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

async function waitForLog() {
  await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
}
