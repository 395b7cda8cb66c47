// A built page on a Marathi page before staff translate it: every block type the library declares, its words still
// in English. Whatever a visitor reads in English (a text, a button, a picture's description) is marked `lang="en"`,
// so a screen reader speaks it in English and not as Marathi; the interface's own words are Marathi.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { apiPaths } from '@common/api-contract';
import { englishReadAsOtherLanguage, wordsReadAsOtherLanguage } from '@common/testing/english-marks';
import { BLOCKS } from '@common/blocks/declarations';
import { formDefinition } from '@common/form-rules';
import { formatterOf } from '@common/message-format';
import { formField } from '@common/testing/form-field';
import mr from '@/i18n/mr.json';
import { LanguageProvider } from '@/lib/language';
import { readInBrowser } from '@/lib/page-data';
import { server } from '@/testing/msw-server';

import { blockQuery, loadBlocks } from './registry';
import { RenderBlocks } from './render-blocks';

const LOAD = { timeout: 30_000 };
const PICTURE = '/uploads/2026/11/office.jpg';

/** One block of each type, every word in English as staff typed it. */
const ENGLISH_BLOCKS = [
  {
    type: 'hero',
    title: 'GST e-invoicing webinar',
    text: 'An hour on what changes for your invoices.',
    buttons: [
      { label: 'Book a seat', href: '/contact' },
      { label: 'Read the agenda', href: 'https://example.com/agenda' },
    ],
    image: PICTURE,
    image_alt: 'Our trainer at the whiteboard',
  },
  { type: 'rich-text', html: '<h2>What you will learn</h2><p>How to send an e-invoice from TallyPrime.</p>' },
  { type: 'image-text', title: 'Who teaches it', html: '<p>Our certified trainers.</p>', image: PICTURE, image_alt: 'A trainer' },
  { type: 'call-to-action', title: 'Seats are limited', text: 'Book before Friday.', button_label: 'Book now', button_href: '/contact' },
  { type: 'service-cards', title: 'What we do', offering_id: null },
  { type: 'pricing', title: 'Plans', service_id: 1 },
  { type: 'faq', title: 'Questions', items: [{ question: 'Is it free?', answer: 'Yes, for our customers.' }] },
  { type: 'statistics', title: 'In figures', items: [{ value: '500+', label: 'Businesses served' }] },
  { type: 'video', title: 'A look inside', caption: 'Our office in Pune', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  {
    type: 'testimonials',
    title: 'What they say',
    items: [{ quote: 'They closed our books in days.', name: 'Asha Kulkarni', role: 'Director' }],
  },
  { type: 'logos', title: 'Our customers', items: [{ image: PICTURE, name: 'Pune Traders' }] },
  { type: 'contact-form', title: 'Ask us', text: 'We answer within a day.' },
  { type: 'customer-stories', title: 'Stories', service_id: null, count: 3 },
  { type: 'form', title: 'Register', text: 'A seat is yours once we confirm it.', form_id: 1 },
  { type: 'quotation-builder', title: 'Your quotation', service_id: null },
];

/** The site's data the data blocks draw, as the API answers it: in English, not translated yet. */
const story = {
  id: 1,
  title: 'A distributor closes its month in 3 days',
  slug: 'distributor-closes-month',
  client: 'A pharmaceutical distributor',
  industry: 'Pharmaceutical distribution',
  city: 'Pune',
  summary: 'One multi-user TallyPrime brought two godowns together.',
  challenge: 'Stock lived in spreadsheets.',
  solution: '<p>We set up TallyPrime Gold.</p>',
  results: [{ '3 days': 'to close the month’s books' }],
  quote: 'Month-end is no longer a crisis.',
  quote_person: 'The managing director',
  quote_role: 'Director',
  photo: PICTURE,
  photo_alt: 'The godown',
  service_ids: [1],
  search_title: '',
  search_description: '',
};
const priceItem = {
  id: 2,
  name: 'TallyPrime Gold (multi-user)',
  description: 'Any number of users.',
  hsn_sac: '997331',
  unit: 'licence',
  price: 67_500,
  gst_rates: [{ from: '2017-07-01', rate: 18 }],
  tiers: [],
  service_ids: [1],
};
const form = formDefinition({
  id: 1,
  title: 'Webinar registration',
  fields: [
    formField('Your name', { help: 'As it should read on your certificate.' }),
    formField('Seat', { type: 'radio', options: 'Morning\nEvening' }),
  ],
  submit_label: 'Register me',
  confirmation: 'Thank you!',
  redirect: '',
  reply: '',
  notify: '',
});

function answerTheSiteData() {
  server.use(
    http.get('*/api/get-customer-stories/', () => HttpResponse.json({ success: true, data: [story] })),
    http.get('*/api/get-price-book/', () => HttpResponse.json({ success: true, data: [priceItem] })),
    http.get(`*${apiPaths.form}`, () => HttpResponse.json({ success: true, data: form })),
  );
}

describe('a built page on a Marathi page, not translated yet', () => {
  it('marks every English word of every block type lang="en"', async () => {
    expect(ENGLISH_BLOCKS.map((block) => block.type).sort()).toEqual(BLOCKS.map((block) => block.type).sort());
    answerTheSiteData();
    // As a built page's loader does: the blocks' modules loaded, and the reads of those that draw the site's data.
    await loadBlocks(ENGLISH_BLOCKS.map((block) => block.type));
    const data = ENGLISH_BLOCKS.map((block) => {
      const query = blockQuery(block);
      return query && readInBrowser(query);
    });
    const { container } = render(
      <div lang="mr">
        <LanguageProvider value={{ lang: 'mr', format: formatterOf(mr, 'mr') }}>
          <MemoryRouter initialEntries={['/mr/gst-webinar']}>
            <RenderBlocks blocks={ENGLISH_BLOCKS} page={{ title: 'GST webinar', path: '/mr/gst-webinar' }} data={data} />
          </MemoryRouter>
        </LanguageProvider>
      </div>,
    );
    // Every block drawn, those that draw the site's data once it has arrived.
    for (const name of ['What we do', 'Plans', 'Stories', 'Register', 'Your quotation']) await screen.findByRole('heading', { name }, LOAD);
    await screen.findByRole('textbox', { name: /Your name/ }, LOAD);
    expect(englishReadAsOtherLanguage(container)).toEqual([]);
    // The interface's own words are Marathi, read as such.
    expect(screen.getByRole('button', { name: 'चौकशी पाठवा' }).closest('[lang]')).toHaveAttribute('lang', 'mr');

    // The forms' messages are Marathi sentences naming a field or an item by its English: that name is marked.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Register me' }));
    const nameMessage = await screen.findByText((_, element) => element?.textContent === 'कृपया “Your name” भरा.', undefined, LOAD);
    expect(within(nameMessage).getByText('Your name')).toHaveAttribute('lang', 'en');
    await user.type(screen.getByRole('spinbutton', { name: 'TallyPrime Gold (multi-user)' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'माझे कोटेशन मिळवा' }));
    const itemMessage = await screen.findByText(
      (_, element) => /^TallyPrime Gold \(multi-user\): कृपया/.test(element?.textContent ?? '') && element?.tagName === 'P',
    );
    expect(within(itemMessage).getByText('TallyPrime Gold (multi-user)')).toHaveAttribute('lang', 'en');
    expect(englishReadAsOtherLanguage(container)).toEqual([]);
    expect(wordsReadAsOtherLanguage(container, ['Your name', 'TallyPrime Gold (multi-user)', 'As it should read'])).toEqual([]);
  }, 60_000);
});
