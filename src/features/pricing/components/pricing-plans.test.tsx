import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { readInBrowser } from '@/lib/page-data';
import '@/testing/slow-machine';

import { pricingPlansQuery } from '../api/get-pricing-plans';
import { PricingPlans, type PricingPlansProps } from './pricing-plans';

function renderPlans(service: PricingPlansProps['service']) {
  return render(
    <MemoryRouter initialEntries={[`/service/service-${service.id}`]}>
      <PricingPlans service={service} plans={readInBrowser(pricingPlansQuery)} />
    </MemoryRouter>,
  );
}

describe('PricingPlans (the service detail page)', () => {
  it("on a service page: the service's own plans, whose quotes name the service, the plan and the page", async () => {
    renderPlans({ id: 12, title: 'Tally on Cloud' });
    const team = await screen.findByRole('article', { name: 'Cloud Team' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Gold' })).toBeNull();
    expect(within(team).getByText('₹37,800')).toBeInTheDocument();
    expect(within(team).queryByText('+ GST')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Cloud Starter' })).getByText('+ GST')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '/contact?service=Tally+on+Cloud&plan=Cloud+Team&from=%2Fservice%2Fservice-12',
    );
  });

  it('a service without plans of its own shows the general plans', async () => {
    renderPlans({ id: 3, title: 'ERP Readiness Review' });
    const gold = await screen.findByRole('article', { name: 'Gold' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(gold).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '/contact?service=ERP+Readiness+Review&plan=Gold&from=%2Fservice%2Fservice-3',
    );
  });

  it('draws only the plans: the page has its own header', async () => {
    renderPlans({ id: 3, title: 'ERP Readiness Review' });
    expect(await screen.findByRole('list', { name: 'Pricing plans' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
