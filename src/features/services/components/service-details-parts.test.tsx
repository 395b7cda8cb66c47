// The parts of a loaded service detail page: sections, quick facts and pricing, each with its own
// loading state and fallbacks (docs/requirements/spec.md §2, §8), and the Go to Top button.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { warmUpServicePages } from '@/testing/slow-machine';
import { apiPaths } from '@common/api-contract';

warmUpServicePages();

async function loaded(title: string) {
  return screen.findByRole('heading', { level: 1, name: title });
}

describe('service detail page parts', () => {
  it('sections, quick facts and pricing show their own loading indicators', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = (data: unknown) => async () => {
      await gate;
      return HttpResponse.json({ success: true, data });
    };
    server.use(
      http.get(`*${apiPaths.serviceSections}`, held([])),
      http.get(`*${apiPaths.quickFacts}`, held([])),
      http.get(`*${apiPaths.pricing}`, held([])),
    );
    renderRoute('/service/service-1');
    await loaded('TallyPrime Licences');
    expect(await screen.findByText('Loading client information...')).toBeInTheDocument();
    expect(screen.getByText('Loading more about this service...')).toBeInTheDocument();
    expect(screen.getByText('Loading pricing...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Client information not available')).toBeInTheDocument();
    expect(await screen.findByText('No additional details available for this service.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading pricing...')).toBeNull());
  });

  it('failures of sections, quick facts and pricing are only logged; the fallbacks appear (SPEC §8)', async () => {
    expectConsoleError(/get-overview-by-offering\/ failed|get-quickfactsviewset\/ failed|get-pricing\/ failed|get-pricingplan\/ failed/);
    server.use(
      http.get(`*${apiPaths.serviceSections}`, () => HttpResponse.json({ success: false, message: 'no sections' })),
      http.get(`*${apiPaths.quickFacts}`, () => HttpResponse.error()),
      http.get(`*${apiPaths.pricing}`, () => new HttpResponse(null, { status: 500 })),
      http.get(`*${apiPaths.pricingPlans}`, () => HttpResponse.json({ success: false })),
    );
    renderRoute('/service/service-1');
    await loaded('TallyPrime Licences');
    expect(await screen.findByText('No additional details available for this service.')).toBeInTheDocument();
    expect(await screen.findByText('Client information not available')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Plans and pricing' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading pricing...')).toBeNull());
    expect(screen.queryByRole('article', { name: 'Gold' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/no sections/)).toBeNull();
  });

  it('keeps at most 7 sections, alternating, and accepts a single object', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({
      id: i + 1,
      title: `Part ${i + 1}`,
      description: `About part ${i + 1}`,
      image: '',
    }));
    server.use(http.get(`*${apiPaths.serviceSections}`, () => HttpResponse.json({ success: true, data: nine })));
    renderRoute('/service/service-1');
    await loaded('TallyPrime Licences');
    const items = await waitFor(() => {
      const found = [...document.querySelectorAll('.service-sections__item')];
      expect(found).toHaveLength(7);
      return found;
    });
    expect(items.map((item) => item.getAttribute('data-image-side'))).toEqual(['left', 'right', 'left', 'right', 'left', 'right', 'left']);
    expect(screen.queryByText('Part 8')).toBeNull();
  });

  it('accepts sections sent as a single object', async () => {
    server.use(
      http.get(`*${apiPaths.serviceSections}`, () =>
        HttpResponse.json({ success: true, data: { id: 1, title: 'Only one', description: 'Single', image: null } }),
      ),
    );
    renderRoute('/service/service-1');
    expect(await screen.findByRole('heading', { level: 3, name: 'Only one' })).toBeInTheDocument();
  });

  it('shows at most 4 quick facts', async () => {
    server.use(
      http.get(`*${apiPaths.quickFacts}`, () =>
        HttpResponse.json({
          success: true,
          data: Array.from({ length: 6 }, (_, i) => ({
            id: i + 1,
            offering_details: 1,
            fact_key: `Key ${i + 1}`,
            fact_value: `Value ${i + 1}`,
            show_facts: true,
          })),
        }),
      ),
    );
    renderRoute('/service/service-1');
    const facts = await screen.findByRole('complementary', { name: 'Client Information' });
    await waitFor(() => expect(within(facts).getAllByRole('term')).toHaveLength(4));
    expect(within(facts).queryByText('Key 5')).toBeNull();
  });

  it('renders hostile text from the API as text', async () => {
    server.use(
      http.get(`*${apiPaths.serviceSections}`, () =>
        HttpResponse.json({
          success: true,
          data: [{ id: 1, title: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)>', image: 'javascript:alert(1)' }],
        }),
      ),
    );
    renderRoute('/service/service-1');
    expect(await screen.findByRole('heading', { level: 3, name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('.service-sections img')).toHaveAttribute('src', expect.stringMatching(/section-placeholder/));
  });

  it('has a bar with Call, WhatsApp and Get a Quote for this service, recording the page, as the pricing header has', async () => {
    renderRoute('/service/service-1');
    await loaded('TallyPrime Licences');
    const bar = screen.getByRole('navigation', { name: 'Contact us about this service' });
    expect(within(bar).getByRole('link', { name: /^Call \+91/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91\d+$/));
    const chat = within(bar).getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(chat).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/));
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const quote = '/contact?service=TallyPrime+Licences&from=%2Fservice%2Fservice-1';
    expect(within(bar).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', quote);
    const pricing = screen.getByRole('region', { name: /pricing|plans/i });
    expect(within(pricing).getAllByRole('link', { name: 'Get a Quote' })[0]).toHaveAttribute('href', quote);
  });

  it("shows 'Go to Top' after 300 px of scroll", async () => {
    renderRoute('/service/service-1');
    await loaded('TallyPrime Licences');
    expect(screen.queryByRole('button', { name: 'Go to Top' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByRole('button', { name: 'Go to Top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
});
