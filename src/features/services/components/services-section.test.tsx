import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import hi from '@/i18n/hi.json';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { warmUpServicePages } from '@/testing/slow-machine';
import { apiPaths } from '@common/api-contract';

warmUpServicePages();

async function cardsList() {
  return screen.findByRole('list', { name: /services$/ });
}

function cardTitles(list: HTMLElement) {
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('Our Offerings page', () => {
  it("shows 'Loading labels...' and 'Loading services...' while they are under way, then 'All' and the server's labels", async () => {
    // The answers wait until the loading state has been seen (the page's loader starts both reads at once).
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    // Returning nothing hands the request on to the default handlers.
    const held = () => async () => {
      await answered;
    };
    server.use(http.get(`*${apiPaths.offerings}`, held()), http.get(`*${apiPaths.services}`, held()));
    renderRoute('/service');
    expect(await screen.findByText('Loading labels...')).toBeInTheDocument();
    expect(screen.getByText('Loading services...')).toBeInTheDocument();
    release();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Tally Software & Services', 'ERP Consultation', 'Cloud Services']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Loading labels...')).toBeNull();

    const list = await cardsList();
    expect(cardTitles(list)).toEqual([
      '01. TallyPrime Licences',
      '02. TallyPrime Server',
      '03. ERP Readiness Review',
      '12. Tally on Cloud',
    ]);
    expect(screen.queryByText('Loading services...')).toBeNull();
  });

  it('speaks the page’s language on a Hindi page: its heading and the first tab, every offering’s (the offerings’ own names stay English)', async () => {
    renderRoute('/hi/service');
    expect(await screen.findByRole('heading', { level: 2, name: hi['Browse our offerings'] })).toBeInTheDocument();
    expect(screen.getByText(hi['What we offer'])).not.toHaveAttribute('lang');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('lang')])).toEqual([
      [hi.All, null],
      ['Tally Software & Services', 'en'],
      ['ERP Consultation', 'en'],
      ['Cloud Services', 'en'],
    ]);
  });

  it('numbers each card by its id padded to two digits, with description as title and heading as subtitle', async () => {
    renderRoute('/service');
    const list = await cardsList();
    const first = within(list).getAllByRole('article')[0]!;
    expect(within(first).getByText('01')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('TallyPrime Licences');
    expect(within(first).getByText('Licences for every team size')).toBeInTheDocument();
    expect(within(list).getByText('12')).toBeInTheDocument();
  });

  it('shows the API image, resolved relative paths, and the default image when there is none', async () => {
    renderRoute('/service');
    const list = await cardsList();
    const images = within(list)
      .getAllByRole('presentation')
      .map((img) => img.getAttribute('src'));
    expect(images[0]).toBe('/media/services/tallyprime.svg');
    expect(images[1]).toBe('https://cdn.example.com/server.png');
    expect(images[2]).toMatch(/service-default.*\.svg/);
  });

  it('choosing a tab loads that offering by its id and puts it in the URL; Back returns to All', async () => {
    const requests: string[] = [];
    let allRequests = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(apiPaths.servicesByOffering)) requests.push(new URL(request.url).search);
      if (request.url.includes(apiPaths.services)) allRequests += 1;
    });
    const { router } = renderRoute('/service');
    await cardsList();
    await userEvent.click(await screen.findByRole('tab', { name: 'ERP Consultation' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'ERP Consultation' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() =>
      expect(cardTitles(screen.getByRole('list', { name: 'ERP Consultation services' }))).toEqual(['03. ERP Readiness Review']),
    );
    expect(requests).toEqual(['?offering_id=3']);
    expect(router.state.location.search).toBe('?offering=ERP+Consultation');

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(cardTitles(screen.getByRole('list', { name: 'All services' }))).toHaveLength(4));
    expect(router.state.location.search).toBe('');
    // Choosing 'All' reloads every service (docs/requirements/spec.md §4), and choosing ERP
    // Consultation again asks again.
    expect(allRequests).toBe(2);
    await userEvent.click(screen.getByRole('tab', { name: 'ERP Consultation' }));
    await waitFor(() => expect(requests).toEqual(['?offering_id=3', '?offering_id=3']));
    // All is chosen once ERP Consultation shows as chosen, as a visitor sees it: its read starts before the page moves.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'ERP Consultation' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(allRequests).toBe(3));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'ERP Consultation' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() =>
      expect(cardTitles(screen.getByRole('list', { name: 'ERP Consultation services' }))).toEqual(['03. ERP Readiness Review']),
    );
    server.events.removeAllListeners();
  });

  it('selects the tab named by ?offering= on arrival', async () => {
    renderRoute(`/service?offering=${encodeURIComponent('Tally Software & Services')}`);
    expect(await screen.findByRole('tab', { name: 'Tally Software & Services' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Tally Software & Services services' });
    expect(cardTitles(list)).toEqual(['01. TallyPrime Licences', '02. TallyPrime Server']);
  });

  it('an offering in the URL with no known id is only logged and All is shown', async () => {
    expectConsoleError(/No offering id for the label "Payroll"/);
    renderRoute('/service?offering=Payroll');
    expect(await screen.findByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles(await cardsList())).toHaveLength(4);
    expect(console.error).toHaveBeenCalledWith('No offering id for the label "Payroll"');
  });

  it('a label without an id is only logged; nothing changes on screen (SPEC §8)', async () => {
    expectConsoleError(/No offering id for the label "Corporate Trainings"/);
    server.use(
      http.get(`*${apiPaths.offerings}`, () =>
        HttpResponse.json({
          success: true,
          data: [{ id: 1, offering_name: 'All' }, { id: 3, offering_name: 'ERP Consultation' }, { offering_name: 'Corporate Trainings' }],
        }),
      ),
    );
    const { router } = renderRoute('/service');
    const list = await cardsList();
    const before = cardTitles(list);
    await userEvent.click(screen.getByRole('tab', { name: 'Corporate Trainings' }));
    expect(console.error).toHaveBeenCalledWith('No offering id for the label "Corporate Trainings"');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Corporate Trainings' })).toHaveAttribute('aria-selected', 'false');
    expect(cardTitles(screen.getByRole('list', { name: 'All services' }))).toEqual(before);
    expect(router.state.location.search).toBe('');
  });

  it("labels failing without a server message: 'Failed to fetch labels' is logged, 'Error loading labels' shown", async () => {
    expectConsoleError(/get-offering\/ failed|Error fetching labels/);
    server.use(http.get(`*${apiPaths.offerings}`, () => HttpResponse.json({ success: false })));
    renderRoute('/service');
    expect(await screen.findByText('Error loading labels')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Error fetching labels:', 'Failed to fetch labels');
    // The services still load.
    expect(cardTitles(await cardsList())).toHaveLength(4);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("labels failing with a server message: 'Failed to load labels' is logged", async () => {
    expectConsoleError(/get-offering\/ failed|Error fetching labels/);
    server.use(http.get(`*${apiPaths.offerings}`, () => HttpResponse.json({ success: false, message: 'Offerings table is locked' })));
    renderRoute('/service');
    expect(await screen.findByText('Error loading labels')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Error fetching labels:', 'Failed to load labels');
  });

  it("labels failing on the network: 'Failed to load labels' is logged", async () => {
    expectConsoleError(/get-offering\/ failed|Error fetching labels/);
    server.use(http.get(`*${apiPaths.offerings}`, () => HttpResponse.error()));
    renderRoute('/service');
    expect(await screen.findByText('Error loading labels')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Error fetching labels:', 'Failed to load labels');
  });

  it("services failing: 'Error: Failed to load services' (SPEC §8)", async () => {
    expectConsoleError(/get-offering-details\/ failed|Error fetching services/);
    server.use(http.get(`*${apiPaths.services}`, () => HttpResponse.json({ success: false, message: 'Database unavailable' })));
    renderRoute('/service');
    expect(await screen.findByText('Error: Failed to load services')).toBeInTheDocument();
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
  });

  it("one offering's services failing shows the error; All loads again", async () => {
    expectConsoleError(/get-by-offering\/ failed|Error fetching services/);
    server.use(http.get(`*${apiPaths.servicesByOffering}`, () => new HttpResponse(null, { status: 500 })));
    renderRoute('/service');
    await cardsList();
    await userEvent.click(screen.getByRole('tab', { name: 'Cloud Services' }));
    expect(await screen.findByText('Error: Failed to load services')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(cardTitles(await cardsList())).toHaveLength(4);
  });

  it('drops malformed services and rejects unsafe image URLs, rendering text as text', async () => {
    server.use(
      http.get(`*${apiPaths.services}`, () =>
        HttpResponse.json({
          success: true,
          data: [
            null,
            { heading: 'no id' },
            { id: 'abc' },
            { id: 7, heading: 42, description: '<b>Bold</b>', image: 'javascript:alert(1)' },
          ],
        }),
      ),
    );
    renderRoute('/service');
    const list = await cardsList();
    expect(cardTitles(list)).toEqual(['07. <b>Bold</b>']);
    expect(within(list).getByText('42')).toBeInTheDocument();
    expect(within(list).getByRole('presentation').getAttribute('src')).toMatch(/service-default/);
    expect(list.querySelector('b')).toBeNull();
  });

  it('opens the detail page with the service data in the route state', async () => {
    const { router } = renderRoute('/service');
    const list = await cardsList();
    await userEvent.click(within(list).getByRole('link', { name: '02. TallyPrime Server' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service/service-2'));
    expect(router.state.location.state).toEqual({
      id: 2,
      heading: 'Many users, one company file',
      description: 'TallyPrime Server',
      image: 'https://cdn.example.com/server.png',
      image_alt: '',
      image_focus: '50% 50%',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'TallyPrime Server' })).toBeInTheDocument();
  });

  it('moves focus between tabs with the arrow keys and chooses with Enter', async () => {
    const { router } = renderRoute('/service');
    await cardsList();
    const all = screen.getByRole('tab', { name: 'All' });
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tally Software & Services' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cloud Services' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?offering=Cloud+Services'));
  });

  it("shows a 'Go to Top' button after 300 px of scroll", async () => {
    renderRoute('/service');
    await cardsList();
    expect(screen.queryByRole('button', { name: 'Go to Top' })).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const button = await screen.findByRole('button', { name: 'Go to Top' });
    await userEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Go to Top' })).toBeNull());
    vi.mocked(window.scrollTo).mockClear();
  });
});
