// The service detail page: where its service comes from, and its loading, error and not-found states
// (docs/requirements/spec.md §4, §8). Its parts (sections, quick facts, pricing) are in service-details-parts.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { servicesFixture } from '@/testing/handlers/services';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { warmUpServicePages } from '@/testing/slow-machine';
import { apiPaths } from '@common/api-contract';

warmUpServicePages();

const requested: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requested.push(url.pathname + url.search);
});
// From each test's start: the warm-up's requests (before the first test) are not the test's.
beforeEach(() => {
  requested.length = 0;
});

async function loaded(title: string) {
  return screen.findByRole('heading', { level: 1, name: title });
}

describe('service detail page', () => {
  it('by direct URL: loading, then the service of its id, in the order of SPEC §2', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*${apiPaths.service}`, async () => {
        await answered;
        return HttpResponse.json({ success: true, data: servicesFixture });
      }),
    );
    renderRoute('/service/service-1');
    expect(await screen.findByText('Loading service details...')).toBeInTheDocument();
    release();
    expect(screen.getByRole('status')).toContainElement(document.querySelector('.spinner-border'));

    await loaded('TallyPrime Licences');
    expect(screen.getByText('Licences for every team size')).toBeInTheDocument();
    // The one service of the URL's id, not the whole list.
    expect(requested).toContain(`${apiPaths.service}?id=1`);
    expect(requested).not.toContain(apiPaths.services);

    // The main image, 510 px high.
    const main = screen.getByRole('img', { name: 'TallyPrime Licences' });
    expect(main).toHaveAttribute('src', '/media/services/tallyprime.svg');
    expect(main).toHaveAttribute('height', '510');
    expect(main).toHaveStyle({ height: '510px' });
    // Asked for from the head, ahead of the stylesheets and fonts: it is the page's largest paint.
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('href', '/media/services/tallyprime.svg'),
    );
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute('fetchpriority', 'high');

    // Quick facts: the service's own, hidden ones left out.
    const facts = await screen.findByRole('complementary', { name: 'Client Information' });
    await waitFor(() =>
      expect(
        within(facts)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Client', 'Category']),
    );
    expect(within(facts).getByText('Retail and distribution')).toBeInTheDocument();
    expect(within(facts).queryByText('Not for visitors')).toBeNull();

    // Sections alternate, the first image on the left; a missing image shows the placeholder.
    const items = await waitFor(() => {
      const found = document.querySelectorAll('.service-sections__item');
      expect(found).toHaveLength(3);
      return [...found];
    });
    expect(items.map((item) => item.getAttribute('data-image-side'))).toEqual(['left', 'right', 'left']);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Choose your edition' })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/section-placeholder/));

    // Pricing header, then the plans.
    expect(await screen.findByRole('heading', { level: 2, name: 'TallyPrime licence pricing' })).toBeInTheDocument();
    expect(screen.getByText('Choose the edition that fits your team.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Gold' })).toBeInTheDocument();
    expect(requested).toContain(`${apiPaths.pricing}?offering_details=1`);
    expect(requested).toContain(`${apiPaths.serviceSections}?id=1`);

    // The order of the page.
    const order = ['h1', '.service-details__image', '.quick-facts', '.service-sections', '.service-pricing'].map((selector) =>
      document.querySelector(selector)!,
    );
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    await waitFor(() => expect(document.title).toBe('TallyPrime Licences | Dexterity'));
  });

  it('describes the service’s and its sections’ pictures by the media library’s words, else by their titles', async () => {
    const [service] = servicesFixture;
    server.use(
      http.get(`*${apiPaths.service}`, () =>
        HttpResponse.json({ success: true, data: [{ ...service, image_alt: 'A TallyPrime invoice on a laptop' }] }),
      ),
      http.get(`*${apiPaths.serviceSections}`, () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              id: 11,
              title: 'Choose your edition',
              description: 'Silver or Gold.',
              image: '/media/uploads/a.png',
              image_alt: 'Two boxes',
              image_focus: '',
            },
            { id: 12, title: 'Installed and configured', description: 'We set it up.', image: '', image_alt: '', image_focus: '' },
          ],
        }),
      ),
    );
    renderRoute('/service/service-1');
    await loaded('TallyPrime Licences');
    expect(screen.getByRole('img', { name: 'A TallyPrime invoice on a laptop' })).toHaveAttribute('src', '/media/services/tallyprime.svg');
    expect(await screen.findByRole('img', { name: 'Two boxes' })).toHaveAttribute('src', '/media/uploads/a.png');
    expect(screen.getByRole('img', { name: 'Installed and configured' })).toBeInTheDocument();
  });

  it('uses raw API data from the route state directly, and runs the related calls for its id', async () => {
    renderRoute('/service/service-7', {
      state: { id: 7, heading: 'Passed heading', description: 'Passed service', image: 'javascript:alert(1)' },
    });
    await loaded('Passed service');
    expect(screen.getByText('Passed heading')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Passed service' })).toHaveAttribute('src', expect.stringMatching(/service-default/));
    await waitFor(() => expect(requested).toContain(`${apiPaths.serviceSections}?id=7`));
    await waitFor(() => expect(requested).toContain(`${apiPaths.pricing}?offering_details=7`));
    expect(requested).toContain(apiPaths.quickFacts);
    expect(requested.filter((path) => path.startsWith(apiPaths.service))).toEqual([]);
    expect(await screen.findByText('No additional details available for this service.')).toBeInTheDocument();
    expect(await screen.findByText('Client information not available')).toBeInTheDocument();
  });

  it('uses a prepared object from the route state directly', async () => {
    renderRoute('/service/service-2', {
      state: { id: 2, number: '02', title: 'Prepared title', subTitle: 'Prepared subtitle', thumbnailSrc: 'https://cdn.example.com/p.png' },
    });
    await loaded('Prepared title');
    expect(screen.getByText('Prepared subtitle')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Prepared title' })).toHaveAttribute('src', 'https://cdn.example.com/p.png');
    expect(requested.filter((path) => path.startsWith(apiPaths.service))).toEqual([]);
    const facts = await screen.findByRole('complementary', { name: 'Client Information' });
    expect(await within(facts).findByText('Manufacturing')).toBeInTheDocument();
  });

  it("a service missing from the list: 'Service Not Found' with 'Service not found' and a way back to the services", async () => {
    const { router } = renderRoute('/service/service-99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/^Service not found\./)).toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'Return to Services' });
    // A real link underneath: it works with scripts off too. As a button, Space presses it.
    expect(back).toHaveAttribute('href', '/service');
    back.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/service'));
    // The services page loads its tabs and services (its requests end here, not in the next test).
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(await screen.findByText(servicesFixture[0]!.description)).toBeInTheDocument();
  });

  it("no id and no data (/service/service-abc): 'Service not found' without any request for it", async () => {
    renderRoute('/service/service-abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/^Service not found\./)).toBeInTheDocument();
    expect(requested.filter((path) => path.startsWith(apiPaths.service))).toEqual([]);
  });

  it('route state for another service than the URL names is not used', async () => {
    renderRoute('/service/service-99999', { state: { id: 1, heading: 'Stale', description: 'Stale state' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
  });

  it("the services call unsuccessful with a message: 'Unable to Load Service' and the response's message", async () => {
    expectConsoleError(/get-service\/ failed/);
    server.use(http.get(`*${apiPaths.service}`, () => HttpResponse.json({ success: false, message: 'Services are being updated' })));
    renderRoute('/service/service-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to Load Service' })).toBeInTheDocument();
    expect(screen.getByText('Services are being updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it("the services call unsuccessful without a message: 'Failed to fetch services'", async () => {
    expectConsoleError(/get-service\/ failed/);
    server.use(http.get(`*${apiPaths.service}`, () => HttpResponse.json({ success: false })));
    renderRoute('/service/service-1');
    expect(await screen.findByText('Failed to fetch services')).toBeInTheDocument();
  });

  it("any other failure fetching: 'Service details not available. Please try again later.'; Try Again reloads", async () => {
    expectConsoleError(/get-service\/ failed/);
    let calls = 0;
    server.use(
      http.get(`*${apiPaths.service}`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, data: [{ id: 1, heading: 'Back again', description: 'Recovered service', image: '' }] });
      }),
    );
    renderRoute('/service/service-1');
    expect(await screen.findByText('Service details not available. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await loaded('Recovered service');
    expect(calls).toBe(2);
  });

  it('a malformed answer (HTML with status 500) is a failure fetching', async () => {
    expectConsoleError(/get-service\/ failed/);
    server.use(
      http.get(`*${apiPaths.service}`, () => new HttpResponse('<html>', { status: 500, headers: { 'Content-Type': 'text/html' } })),
    );
    renderRoute('/service/service-1');
    expect(await screen.findByText('Service details not available. Please try again later.')).toBeInTheDocument();
  });

  it('Go Back on the first page of a visit goes to the services', async () => {
    expectConsoleError(/get-service\/ failed|Error fetching services|get-offering\/ failed|Error fetching labels/);
    server.use(http.get(`*${apiPaths.service}`, () => HttpResponse.error()));
    const { router } = renderRoute('/service/service-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service'));
    // The services page's head is its own: nothing of the page before it (its "noindex", its address) stays there,
    // however the navigation's render went (a render React set aside must not leave its head tags behind).
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', expect.stringMatching(/\/service$/)),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.innerHTML).not.toContain('service-1');
  });

  it('Go Back returns to the previous page when the page was loaded from another page of this site (also after a reload)', async () => {
    expectConsoleError(/get-service\/ failed|Error fetching services/);
    server.use(http.get(`*${apiPaths.service}`, () => HttpResponse.error()));
    // A first history entry of the app (key 'default'), opened from /about: the browser has the page before it.
    window.history.pushState(null, '');
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/about`);
    try {
      const { router } = renderRoute('/service/service-1');
      const navigate = vi.spyOn(router, 'navigate');
      await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
      expect(navigate).toHaveBeenCalledWith(-1);
      expect(navigate).not.toHaveBeenCalledWith('/service', expect.anything());
    } finally {
      referrer.mockRestore();
    }
  });

  it('Go Back from a page opened from another site goes to the services', async () => {
    expectConsoleError(/get-service\/ failed|Error fetching services|get-offering\/ failed|Error fetching labels/);
    server.use(http.get(`*${apiPaths.service}`, () => HttpResponse.error()));
    window.history.pushState(null, '');
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    try {
      const { router } = renderRoute('/service/service-1');
      await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/service'));
    } finally {
      referrer.mockRestore();
    }
  });

  it('Go Back returns to the previous page of the visit', async () => {
    expectConsoleError(/get-service\/ failed/);
    server.use(http.get(`*${apiPaths.service}`, () => HttpResponse.error()));
    const { router } = renderRoute('/about');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await router.navigate('/service/service-3');
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(router.state.historyAction).toBe('POP');
  });
});
