// The quotation builder as a visitor uses it: the total with GST as they type (CGST and SGST in Maharashtra, IGST in
// another state, the total in words), the checks at the fields before anything is sent, the request as posted and the
// quotation's page opened; the server's refusal shown at its field; a service's builder with its own items only; and
// the server's HTML for a visitor without scripts: a form that posts every field. On a Marathi or Hindi page: the total's
// words in the page's language once their locale has loaded, the states and units too, the price book's names marked
// as English.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { readBlock } from '@/blocks/block-data';
import hi from '@/i18n/hi.json';
import mr from '@/i18n/mr.json';
import { LanguageProvider } from '@/lib/language';
import { readInBrowser } from '@/lib/page-data';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { apiPaths } from '@common/api-contract';
import { CONSENT_VERSION } from '@common/enquiry-rules';
import type { PriceItem } from '@common/kinds/price-book';
import { checkQuoteRequest } from '@common/quotation-rules';
import { formatterOf } from '@common/message-format';
import { expectConsoleError } from '@common/testing/console';

import { blocks, QuoteBuilder } from './quotations';

const rate18 = [{ from: '2017-07-01', rate: 18 }];
const items: PriceItem[] = [
  {
    id: 2,
    name: 'TallyPrime Gold (multi-user)',
    description: 'Any number of users.',
    hsn_sac: '997331',
    unit: 'licence',
    price: 67_500,
    gst_rates: rate18,
    tiers: [],
    service_ids: [2],
  },
  {
    id: 3,
    name: 'TallyPrime Gold renewal (TSS)',
    description: '',
    hsn_sac: '997331',
    unit: 'year',
    price: 13_500,
    gst_rates: rate18,
    tiers: [],
    service_ids: [2, 4],
  },
  {
    id: 7,
    name: 'TallyPrime training seat',
    description: '',
    hsn_sac: '999293',
    unit: 'seat',
    price: 3_500,
    gst_rates: rate18,
    tiers: [{ min: 5, price: 3_000 }],
    service_ids: [14],
  },
];

const quantity = (name: string) => screen.getByRole('spinbutton', { name });
const totals = () => screen.getByRole('region', { name: 'Your total with GST' });

/** The builder's HTML as the server sends it, for a visitor without scripts. */
function serverPage(): Document {
  const html = renderToString(
    <StaticRouter location="/quote">
      <QuoteBuilder items={items} sentFrom="/quote" />
    </StaticRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

function renderBuilder(onMade = vi.fn()) {
  render(
    <MemoryRouter>
      <QuoteBuilder items={items} sentFrom="/quote" onMade={onMade} />
    </MemoryRouter>,
  );
  return onMade;
}

describe('the quotation builder', () => {
  it('shows the total with GST as the visitor types: CGST and SGST in Maharashtra, IGST in another state, and in words', async () => {
    const user = userEvent.setup();
    renderBuilder();
    expect(totals()).toHaveTextContent('Choose an item and its quantity');
    await user.type(quantity('TallyPrime Gold (multi-user)'), '2');
    await user.type(quantity('TallyPrime Gold renewal (TSS)'), '1');
    // 2 × ₹67,500 + ₹13,500 = ₹1,48,500; 9% CGST and 9% SGST: ₹13,365 each.
    expect(totals()).toHaveTextContent('Taxable value₹1,48,500.00');
    expect(totals()).toHaveTextContent('CGST₹13,365.00SGST₹13,365.00');
    expect(totals()).toHaveTextContent('Total₹1,75,230.00');
    expect(totals()).toHaveTextContent('Rupees One Lakh Seventy-Five Thousand Two Hundred Thirty only');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Your state' }), 'Karnataka');
    expect(totals()).toHaveTextContent('IGST₹26,730.00');
    expect(totals()).not.toHaveTextContent('CGST');

    // 5 seats reach the lower price: 5 × ₹3,000.
    await user.type(quantity('TallyPrime training seat'), '5');
    expect(totals()).toHaveTextContent('Taxable value₹1,63,500.00');
  });

  it('signs the round-off as the quotation’s page and PDF do', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <QuoteBuilder items={[{ ...items[0]!, name: 'Tally add-on', price: 99.99 }]} sentFrom="/quote" onMade={vi.fn()} />
      </MemoryRouter>,
    );
    // ₹99.99 and 9% CGST and SGST of ₹9.00 each: ₹117.99, rounded up to ₹118.
    await user.type(quantity('Tally add-on'), '1');
    expect(totals()).toHaveTextContent('Round-off+₹0.01');
    expect(totals()).toHaveTextContent('Total₹118.00');
  });

  it('checks the request at its fields before sending: nothing chosen, no name, no consent; focus on the first', async () => {
    const user = userEvent.setup();
    const posted = vi.fn();
    server.use(http.post(`*${apiPaths.quotations}`, () => posted()));
    renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Get my quotation' }));
    expect(quantity('TallyPrime Gold (multi-user)')).toHaveFocus();
    expect(screen.getByText('Please choose at least one item and its quantity.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByRole('checkbox', { name: /privacy notice/ })).toHaveAttribute('aria-invalid', 'true');

    await user.type(quantity('TallyPrime Gold (multi-user)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Get my quotation' }));
    expect(quantity('TallyPrime Gold (multi-user)')).toHaveFocus();
    expect(quantity('TallyPrime Gold (multi-user)')).toHaveAccessibleDescription(
      expect.stringContaining('TallyPrime Gold (multi-user): please give a whole number of units from 0 to 10,000.'),
    );
    expect(posted).not.toHaveBeenCalled();
  });

  it('posts the request and opens the quotation; a refusal from the server shows at its field', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    let refuse = true;
    server.use(
      http.post(`*${apiPaths.quotations}`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        if (refuse)
          return HttpResponse.json(
            {
              success: false,
              message: 'Please correct the highlighted fields and ask again.',
              errors: { 'qty-2': 'This item is no longer in the price book: reload the page to see the current items.' },
            },
            { status: 400 },
          );
        return HttpResponse.json(
          { success: true, message: 'Quotation DX-Q-2026-00042 is ready.', data: { number: 'DX-Q-2026-00042', href: '/quotation/abc' } },
          { status: 201 },
        );
      }),
    );
    // The API client logs a refused post.
    expectConsoleError(/API POST \/api\/quotations\/ failed/);
    const onMade = renderBuilder();
    await user.type(quantity('TallyPrime Gold (multi-user)'), '2');
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Asha Kulkarni');
    await user.type(screen.getByRole('textbox', { name: /GSTIN/ }), '27aahfd4821k1zc');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'asha@kulkarni.example');
    await user.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await user.click(screen.getByRole('button', { name: 'Get my quotation' }));

    expect(await screen.findByText('Please correct the highlighted fields and ask again.')).toBeInTheDocument();
    expect(quantity('TallyPrime Gold (multi-user)')).toHaveFocus();
    expect(quantity('TallyPrime Gold (multi-user)')).toHaveValue(2);
    expect(onMade).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Get my quotation' }));
    await vi.waitFor(() => expect(onMade).toHaveBeenCalledWith('/quotation/abc'));
    expect(bodies.at(-1)).toMatchObject({
      'qty-2': '2',
      state: '27',
      full_name: 'Asha Kulkarni',
      gstin: '27aahfd4821k1zc',
      email: 'asha@kulkarni.example',
      consent_version: CONSENT_VERSION,
      sent_from_page: '/quote',
    });
  });

  it('on a service’s page offers that service’s items only, and nothing when it offers none', async () => {
    server.use(http.get(`*${apiPaths.priceBook}`, () => HttpResponse.json({ success: true, data: items })));
    const module = blocks['quotation-builder']!;
    const draw = (serviceId: number) => {
      const block = readBlock(module.declaration, { type: 'quotation-builder', title: 'Price it with GST', service_id: serviceId });
      return (
        <MemoryRouter>
          <module.Component
            block={block}
            index={2}
            page={{ title: 'Multi-user TallyPrime', path: '/service/service-2' }}
            data={readInBrowser(module.query!(block))}
          />
        </MemoryRouter>
      );
    };
    const { unmount } = render(draw(2));
    const section = await screen.findByRole('region', { name: 'Price it with GST' });
    expect(
      within(section)
        .getAllByRole('spinbutton')
        .map((input) => input.getAttribute('name')),
    ).toEqual(['qty-2', 'qty-3']);
    unmount();
    const { container } = render(draw(9));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('on a Hindi service page, under its heading in Hindi', async () => {
    server.use(http.get(`*${apiPaths.priceBook}`, () => HttpResponse.json({ success: true, data: items })));
    renderRoute('/hi/service/service-2');
    const section = await screen.findByRole('region', { name: hi['Price it with GST'] }, { timeout: 30_000 });
    expect(within(section).getAllByRole('spinbutton')).toHaveLength(2);
  });

  it('without scripts is a form the server answers: it posts every field, the state preset to Maharashtra', () => {
    const form = serverPage().querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(apiPaths.quotations);
    expect(form.hasAttribute('novalidate')).toBe(false);
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual([
      'sent_from_page',
      'qty-2',
      'qty-3',
      'qty-7',
      'state',
      'full_name',
      'company',
      'gstin',
      'email',
      'phone',
      'consent_version',
      'website',
    ]);
    expect(form.querySelector<HTMLSelectElement>('[name="state"]')!.querySelector('option[selected]')?.textContent).toBe('Maharashtra');
    expect(form.querySelector('[name="consent_version"]')!.getAttribute('value')).toBe(CONSENT_VERSION);
  });

  it('without scripts stops each of the buyer’s fields where the server’s rules would refuse one character more', () => {
    const page = serverPage();
    const longest = (name: string) => Number(page.querySelector(`[name="${name}"]`)!.getAttribute('maxlength'));
    const request = { 'qty-2': '1', state: '27', full_name: 'Asha Kulkarni', phone: '+91 98220 11111', consent_version: CONSENT_VERSION };
    const refused = (name: string, value: string) => {
      const checked = checkQuoteRequest(items, { ...request, [name]: value }, '2026-12-07');
      return checked.ok ? undefined : checked.errors[name];
    };
    // An address as long as asked: a 64-character name at a domain of labels no longer than 63 characters.
    const email = (length: number) => `${'a'.repeat(64)}@${`${'b'.repeat(49)}.`.repeat(3)}${'b'.repeat(length - 220)}.test`;
    const fill = (name: string, length: number) =>
      name === 'email' ? email(length) : name === 'phone' ? '9'.repeat(length) : 'A'.repeat(length);
    for (const name of ['full_name', 'company', 'email', 'phone']) {
      expect(refused(name, fill(name, longest(name))), `${name} at its longest`).toBeUndefined();
      expect(refused(name, fill(name, longest(name) + 1)), `${name} one longer`).toEqual(expect.any(String));
    }
    expect(longest('gstin')).toBe('27AAPFU0939F1ZV'.length);
  });
});

describe('the quotation builder on a Marathi or Hindi page', () => {
  const catalogues = { mr, hi };
  function renderIn(lang: 'mr' | 'hi') {
    render(
      <LanguageProvider value={{ lang, format: formatterOf(catalogues[lang], lang) }}>
        <MemoryRouter>
          <QuoteBuilder items={items} sentFrom="/quote" onMade={vi.fn()} />
        </MemoryRouter>
      </LanguageProvider>,
    );
  }

  it('writes the total in Marathi words, the states and units in Marathi, the price book’s own words marked as English', async () => {
    const user = userEvent.setup();
    renderIn('mr');
    const marathiTotals = () => screen.getByRole('region', { name: 'GST सह तुमची एकूण रक्कम' });

    // The units in Marathi; the items' names and description as staff wrote them, in English and marked so.
    expect(screen.getByText('₹67,500.00 प्रति लायसन्स')).toBeInTheDocument();
    expect(screen.getByText('₹13,500.00 प्रति वर्ष')).toBeInTheDocument();
    expect(screen.getByText('₹3,500.00 प्रति सीट')).toBeInTheDocument();
    expect(screen.queryByText(/per (licence|year|seat)/)).toBeNull();
    expect(screen.getByText('TallyPrime Gold (multi-user)')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Any number of users.')).toHaveAttribute('lang', 'en');

    // The states in Marathi, each still posting its code.
    const state = screen.getByRole('combobox', { name: 'तुमचे राज्य' });
    expect(within(state).getByRole('option', { name: 'महाराष्ट्र', selected: true })).toHaveValue('27');
    expect(within(state).getByRole('option', { name: 'तमिळनाडू' })).toHaveValue('33');
    expect(within(state).getByRole('option', { name: 'पश्चिम बंगाल' })).toHaveValue('19');
    expect(within(state).queryByRole('option', { name: 'Maharashtra' })).toBeNull();

    // 2 × ₹67,500 = ₹1,35,000 and 18% GST: ₹1,59,300, in words once the Marathi locale has loaded.
    await user.type(quantity('TallyPrime Gold (multi-user)'), '2');
    expect(marathiTotals()).toHaveTextContent('एकूण₹1,59,300.00');
    const words = await within(marathiTotals()).findByText('एक लाख एकोणसाठ हजार तीनशे रुपये फक्त');
    expect(words).not.toHaveAttribute('lang');
    expect(marathiTotals()).not.toHaveTextContent(/Rupees|only/);

    await user.selectOptions(state, 'कर्नाटक');
    expect(state).toHaveValue('29');
    expect(marathiTotals()).toHaveTextContent('IGST₹24,300.00');
  });

  it('says what to correct in Marathi: the items, the name, a GSTIN of another state; no English message left', async () => {
    const user = userEvent.setup();
    renderIn('mr');
    await user.click(screen.getByRole('button', { name: 'माझे कोटेशन मिळवा' }));
    expect(screen.getByText('कृपया किमान एक वस्तू आणि तिचे नग निवडा.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /तुमचे नाव/ })).toHaveAccessibleDescription('कृपया तुमचे पूर्ण नाव लिहा.');

    await user.type(quantity('TallyPrime Gold (multi-user)'), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'तुमचे राज्य' }), 'कर्नाटक');
    await user.type(screen.getByRole('textbox', { name: /GSTIN/ }), '27AAHFD4821K1ZC');
    await user.click(screen.getByRole('button', { name: 'माझे कोटेशन मिळवा' }));
    expect(screen.getByRole('textbox', { name: /GSTIN/ })).toHaveAccessibleDescription(
      expect.stringContaining('तुमचा GSTIN कर्नाटक राज्यातील नाही: त्याचे पहिले दोन अंक राज्याचा कोड असतात.'),
    );
    expect(screen.queryByText(/Please|GSTIN is not/)).toBeNull();
  });

  it('writes the total in Hindi words, with the states and units in Hindi', async () => {
    const user = userEvent.setup();
    renderIn('hi');
    expect(screen.getByText('₹13,500.00 प्रति वर्ष')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'तमिलनाडु' })).toHaveValue('33');
    // ₹13,500 and 18% GST: ₹15,930.
    await user.type(quantity('TallyPrime Gold renewal (TSS)'), '1');
    const hindiTotals = screen.getByRole('region', { name: 'GST समेत आपकी कुल रक़म' });
    expect(await within(hindiTotals).findByText('पंद्रह हज़ार नौ सौ तीस रुपये मात्र')).toBeInTheDocument();
  });
});
