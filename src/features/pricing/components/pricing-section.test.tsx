import { configure, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { clearQueryCache } from '@/lib/use-api-query';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/msw-server';
import { apiPaths } from '@/types/api';

import { PricingSection } from './pricing-section';

// The machine is shared: allow slow answers.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function renderSection(props: Parameters<typeof PricingSection>[0] = {}) {
  return render(
    <MemoryRouter>
      <PricingSection {...props} />
    </MemoryRouter>,
  );
}

describe('PricingSection', () => {
  beforeEach(() => clearQueryCache());

  it('shows every plan by the SPEC §7 display rule', async () => {
    renderSection();
    const gold = await screen.findByRole('article', { name: 'Gold' });
    expect(screen.getByRole('heading', { level: 2, name: 'Plans that grow with your business' })).toBeInTheDocument();

    // Discount '10': discounted price, original price struck through with accessible text, saving.
    expect(within(gold).getByText('$3,240')).toBeInTheDocument();
    const original = within(gold).getByText('$3,600', { exact: false });
    expect(original.tagName).toBe('DEL');
    expect(original).toHaveTextContent('Original price: $3,600');
    expect(within(gold).getByText('Save 10%')).toBeInTheDocument();
    expect(within(gold).getByText('Year 2025')).toBeInTheDocument();
    expect(within(gold).getByText('Most Popular')).toBeInTheDocument();
    expect(within(gold).getByText('Users: Multi user')).toBeInTheDocument();
    expect(within(gold).getByText('Support: Phone and e-mail')).toBeInTheDocument();

    // Discount 0: the price only.
    const silver = screen.getByRole('article', { name: 'Silver' });
    expect(within(silver).getByText('$1,200')).toBeInTheDocument();
    expect(silver.querySelector('del')).toBeNull();
    expect(within(silver).queryByText(/Save/)).toBeNull();
    expect(within(silver).queryByText('Most Popular')).toBeNull();

    // Discount '12.5' with decimals.
    const auditor = screen.getByRole('article', { name: 'Auditor' });
    expect(within(auditor).getByText('$87.49')).toBeInTheDocument();
    expect(within(auditor).getByText('Save 12.5%')).toBeInTheDocument();
    expect(within(auditor).getByText('Year 2026')).toBeInTheDocument();
    expect(within(auditor).getByText('Cloud storage: 50 GB')).toBeInTheDocument();
  });

  it('takes its heading from the page', async () => {
    renderSection({ content: { eyebrow: 'Plans', title: 'Our pricing' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Our pricing' })).toBeInTheDocument();
    expect(screen.getByText('Plans')).toBeInTheDocument();
  });

  it('draws only the plans when the page has its own header', async () => {
    renderSection({ plansOnly: true });
    expect(await screen.findByRole('list', { name: 'Pricing plans' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
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
    server.use(http.get(`*${apiPaths.pricingPlans}`, () => new HttpResponse('<h1>oops</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
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
            { id: 9, plan_type: 'basic', plan_type_display: '<img src=x onerror=alert(1)>', price: 10, discount_percentage: '0', year: 2025, price_description: 'nope' },
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
