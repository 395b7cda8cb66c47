import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';

import type { StaffRole } from '@common/staff-roles';
import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { ok, renderStaff, STAFF } from '@/testing/staff/desk-testing';
import { bodyCells } from '@/testing/table-cells';
import { readTranslationsAddress, translatedKinds, TranslationsView } from './translations-view';

const services = [
  { id: 2, title: 'TallyPrime Gold', state: 'outdated' },
  { id: 3, title: 'TallyPrime Silver', state: 'translated' },
  { id: 5, title: 'Payroll', state: 'missing' },
  { id: 6, title: '', state: 'missing' },
];

const articles = [
  { id: 11, title: 'GST rates in 2026', state: 'translated' },
  { id: 12, title: 'E-invoicing', state: 'missing' },
];

/**
 * The server's page of a list (server/translations/service.ts): 50 items a page, those in the state asked for or whose
 * title holds the words, with the counts of the whole list.
 */
function listPage(items: JsonBodyType[], search = '') {
  const query = new URLSearchParams(search);
  const all = items as Array<{ title: string; state: 'missing' | 'translated' | 'outdated' }>;
  const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = all.filter(
    (item) => (!query.get('state') || item.state === query.get('state')) && words.every((word) => item.title.toLowerCase().includes(word)),
  );
  const page = Math.min(Number(query.get('page') ?? 1), Math.max(1, Math.ceil(found.length / 50)));
  const count = (state: string) => all.filter((item) => item.state === state).length;
  return {
    items: found.slice((page - 1) * 50, page * 50),
    page,
    size: 50,
    total: found.length,
    counts: { missing: count('missing'), translated: count('translated'), outdated: count('outdated') },
  };
}

const gold = (extra: Record<string, unknown> = {}) => ({
  kind: 'services',
  id: 2,
  lang: 'mr',
  state: 'outdated',
  fields: [
    {
      name: 'heading',
      label: 'Tagline',
      type: 'text',
      english: 'Multi-user TallyPrime for office networks',
      value: 'कार्यालयीन नेटवर्कसाठी मल्टी-यूजर टॅलीप्राइम',
      state: 'translated',
      updatedAt: '2026-11-24T06:30:00.000Z',
      updatedBy: 'neha@dexterity.example',
      updatedByName: 'Neha Kulkarni',
    },
    {
      name: 'description',
      label: 'Title',
      type: 'text',
      english: 'TallyPrime Gold licence for Pune teams',
      value: 'टॅलीप्राइम गोल्ड परवाना',
      state: 'outdated',
      was: 'TallyPrime Gold licence',
      changes: [
        { text: 'TallyPrime Gold licence', change: 'same' },
        { text: ' for Pune teams', change: 'added' },
      ],
      updatedAt: '2026-11-20T06:30:00.000Z',
      updatedBy: 'neha@dexterity.example',
    },
  ],
  ...extra,
});

const gstArticle = {
  kind: 'articles',
  id: 11,
  lang: 'hi',
  state: 'outdated',
  fields: [
    { name: 'title', label: 'Title', type: 'text', english: 'GST rates in 2026', value: 'जीएसटी दरें 2026', state: 'translated' },
    {
      name: 'body',
      label: 'Article',
      type: 'rich-text',
      english: '<p>New <strong>GST</strong> rates &amp; slabs.</p><p>Filing<img src=x onerror="window.hacked=1"> stays monthly.</p>',
      value: '<p>नई दरें</p>',
      state: 'outdated',
      changes: [
        { text: '<p>New <strong>GST</strong> rates', change: 'same' },
        { text: ' &amp; slabs', change: 'added' },
        { text: '.</p><p>', change: 'same' },
        { text: 'Returns are', change: 'removed' },
        { text: 'Filing', change: 'added' },
        { text: '<img src=x onerror="window.hacked=1"> stays monthly.</p>', change: 'same' },
      ],
    },
  ],
};

interface Sent {
  path: string;
  body: unknown;
  csrf: string | null;
}

/** Answers the lists and items of the translations API from what the test gives, and records each save. */
function serveTranslations({
  lists = { 'services/mr': services, 'articles/hi': articles } as Record<string, JsonBodyType[]>,
  items = { 'services/2/mr': gold(), 'articles/11/hi': gstArticle } as Record<string, JsonBodyType>,
  answer = (): Response => ok({ ...gold(), state: 'translated' }),
}: {
  lists?: Record<string, JsonBodyType[]>;
  items?: Record<string, JsonBodyType>;
  answer?: (body: unknown) => Response;
} = {}) {
  const reads: string[] = [];
  const sent: Sent[] = [];
  server.use(
    http.get(`${STAFF}/translations/:kind/:lang`, ({ params, request }) => {
      const key = `${String(params.kind)}/${String(params.lang)}`;
      const { search } = new URL(request.url);
      reads.push(`${key}${search}`);
      return ok(listPage(lists[key] ?? [], search));
    }),
    http.get(`${STAFF}/translations/:kind/:id/:lang`, ({ params }) => {
      const key = `${String(params.kind)}/${String(params.id)}/${String(params.lang)}`;
      reads.push(key);
      const item = items[key];
      return item ? ok(item) : HttpResponse.json({ success: false, message: 'There is no service with id 9.' }, { status: 404 });
    }),
    http.put(`${STAFF}/translations/:kind/:id/:lang`, async ({ request }) => {
      const body = (await request.json()) as unknown;
      sent.push({ path: new URL(request.url).pathname, body, csrf: request.headers.get('X-CSRF-Token') });
      return answer(body);
    }),
    // A draft saved: the translation as it stands, with the draft's values.
    http.put(`${STAFF}/translations/:kind/:id/:lang/draft`, async ({ request }) => {
      const body = (await request.json()) as { values: Record<string, string>; publishAt: string | null };
      sent.push({ path: new URL(request.url).pathname, body, csrf: request.headers.get('X-CSRF-Token') });
      return ok({
        ...gold(),
        draft: {
          values: body.values,
          ...(body.publishAt ? { publishAt: new Date(body.publishAt).toISOString() } : {}),
          version: 1,
          updatedBy: 'ravi@dexterity.example',
          updatedByName: 'Ravi Deshmukh',
          updatedAt: '2026-11-30T04:30:00Z',
        },
        history: [
          { at: '2026-11-30T04:30:00Z', by: 'ravi@dexterity.example', byName: 'Ravi Deshmukh', what: 'draft', values: body.values },
        ],
      });
    }),
  );
  return { reads, sent };
}

const show = (address = '/staff/translations?kind=services&lang=mr', role: StaffRole = 'editor') =>
  renderStaff(<TranslationsView />, address, role);

/** Each row's first two cells. */
const rowsOf = (table: HTMLElement) => bodyCells(table).map((cells) => cells.slice(0, 2));

/** Opens the item's translation with its Translate button. */
async function openItem(title: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Translate “${title}”` }));
  return user;
}

describe('the Translations page', () => {
  it('lists the kind and language in the address: each item’s title and state, and how many are translated, outdated or missing', async () => {
    const { reads } = serveTranslations();
    show('/staff/translations?kind=articles&lang=hi');
    const table = await screen.findByRole('table', { name: 'Insights: articles, each with its translation into Hindi' });
    expect(reads).toEqual(['articles/hi']);
    expect(screen.getByText('Insights: articles in Hindi: 1 translated, 0 outdated, 1 missing.')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'In Hindi', 'Actions']);
    expect(rowsOf(table)).toEqual([
      ['GST rates in 2026', 'Translated'],
      ['E-invoicing', 'Missing'],
    ]);
    expect(screen.getByLabelText('What to translate')).toHaveValue('articles');
    expect(screen.getByLabelText('Language')).toHaveValue('hi');
    expect(
      within(screen.getByLabelText('What to translate'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Services',
      'Service sections',
      'Quick facts',
      'Pricing entries',
      'Pricing plans',
      'Home: hero slides',
      'Home: statistics',
      'Home: questions (FAQ)',
      'Our Story: statistics',
      'Our Story: Why Dexterity points',
      'Our Story: how-we-work steps',
      'Page titles and descriptions',
      'Pages',
      'Menus',
      'Insights: articles',
      'Customer stories',
      'Forms',
      'Site settings',
      'Home page',
      'Our Story',
      'Contact page',
    ]);
    expect(
      within(screen.getByLabelText('Language'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Marathi (मराठी)', 'Hindi (हिंदी)']);
  });

  it('shows another kind and language when chosen, in the address, with a status line while it loads', async () => {
    const { reads } = serveTranslations();
    show('/staff/translations');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the services…');
    const table = await screen.findByRole('table', { name: 'Services, each with its translation into Marathi' });
    expect(rowsOf(table)).toEqual([
      ['TallyPrime Gold', 'Outdated'],
      ['TallyPrime Silver', 'Translated'],
      ['Payroll', 'Missing'],
      ['Service 6', 'Missing'],
    ]);
    expect(screen.getByText('Services in Marathi: 1 translated, 1 outdated, 2 missing.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('What to translate'), 'articles');
    await user.selectOptions(screen.getByLabelText('Language'), 'hi');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/staff/translations?kind=articles&lang=hi');
    expect(await screen.findByRole('table', { name: 'Insights: articles, each with its translation into Hindi' })).toBeInTheDocument();
    expect(reads).toEqual(['services/mr', 'articles/hi']);
  });

  it('shows the items in one state, or whose titles hold the words searched, 50 a page, each kept in the address', async () => {
    const many = Array.from({ length: 53 }, (_, index) => ({
      id: 100 + index,
      title: index % 10 === 0 ? `GST note ${index}` : `Payroll note ${index}`,
      state: index < 3 ? 'translated' : 'missing',
    }));
    const { reads } = serveTranslations({ lists: { 'articles/mr': many } });
    show('/staff/translations?kind=articles&lang=mr');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Insights: articles, each with its translation into Marathi' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('status')).toHaveTextContent('53 articles, page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowsOf(table).map(([title]) => title)).toEqual(['GST note 50', 'Payroll note 51', 'Payroll note 52']));
    expect(reads.at(-1)).toBe('articles/mr?page=2');

    // What is left to translate, with GST in its title: from the first page.
    await user.selectOptions(screen.getByLabelText('Which'), 'Missing');
    await user.type(screen.getByLabelText('Titles with'), 'gst');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toEqual([10, 20, 30, 40, 50].map((n) => [`GST note ${n}`, 'Missing'])));
    expect(reads.at(-1)).toBe('articles/mr?state=missing&q=gst');
    expect(screen.getByRole('status')).toHaveTextContent('5 articles');
    // The counts stay the whole list's.
    expect(screen.getByText('Insights: articles in Marathi: 3 translated, 0 outdated, 50 missing.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Which'), 'Outdated');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No articles outdated match “gst”.')).toBeInTheDocument();
  });

  it('opens at the state, search and page its address names', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ id: 100 + index, title: `Note ${index}`, state: 'missing' }));
    const { reads } = serveTranslations({ lists: { 'articles/mr': many } });
    show('/staff/translations?kind=articles&lang=mr&show=missing&q=note&page=2');
    const table = await screen.findByRole('table', { name: 'Insights: articles, each with its translation into Marathi' });
    expect(rowsOf(table)[0]).toEqual(['Note 50', 'Missing']);
    expect(reads).toEqual(['articles/mr?state=missing&q=note&page=2']);
    expect(screen.getByLabelText('Which')).toHaveValue('missing');
    expect(screen.getByLabelText('Titles with')).toHaveValue('note');
  });

  it('says why the list could not be read, and reads it again with Try again', async () => {
    expectConsoleError(/API GET \/api\/staff\/translations\/services\/mr failed/);
    let answers = 0;
    server.use(
      http.get(`${STAFF}/translations/services/mr`, () => {
        answers += 1;
        return answers === 1
          ? HttpResponse.json({ success: false, message: 'The server could not answer this request.' }, { status: 500 })
          : ok(listPage(services));
      }),
    );
    show();
    const alert = await screen.findByText(/The list could not be read/);
    expect(alert).toHaveTextContent('The list could not be read: The server could not answer this request. Try again');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Services/ })).toBeInTheDocument();
    expect(screen.queryByText(/The list could not be read/)).not.toBeInTheDocument();
  });

  it('opens an item’s translation below the list: each field’s English beside a box labelled in the language', async () => {
    serveTranslations();
    show();
    await openItem('TallyPrime Gold');
    const heading = await screen.findByRole('heading', { level: 2, name: 'TallyPrime Gold in Marathi' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent('/staff/translations?kind=services&lang=mr&open=2');
    expect(screen.getByRole('button', { name: 'Translate “TallyPrime Gold”' })).toHaveAttribute('aria-expanded', 'true');

    const tagline = await screen.findByLabelText('Tagline in Marathi');
    expect(tagline.tagName).toBe('INPUT');
    expect(tagline).toHaveAttribute('lang', 'mr');
    expect(tagline).toHaveValue('कार्यालयीन नेटवर्कसाठी मल्टी-यूजर टॅलीप्राइम');
    expect(screen.getByTestId('translation-heading-english')).toHaveTextContent('Multi-user TallyPrime for office networks');
    expect(screen.getByTestId('translation-heading-english')).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Title in Marathi')).toHaveValue('टॅलीप्राइम गोल्ड परवाना');
    expect(document.querySelector('.translation-field__saved')).toHaveTextContent('Last saved 24 Nov 2026, 12:00 pm by Neha Kulkarni');

    // Close leaves the list, the focus back on the item's Translate button.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { level: 2, name: 'TallyPrime Gold in Marathi' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Translate “TallyPrime Gold”' })).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/staff\/translations\?kind=services&lang=mr$/);
  });

  it('shows an outdated field’s English change: removed words struck through, added words underlined', async () => {
    serveTranslations();
    show();
    await openItem('TallyPrime Gold');
    const title = await screen.findByLabelText('Title in Marathi');
    const note = document.getElementById(title.getAttribute('aria-describedby')!)!;
    expect(note).toHaveTextContent('The English changed since this was translated.');
    expect([...note.querySelectorAll('ins')].map((element) => element.textContent)).toEqual([' for Pune teams']);
    expect(note.querySelectorAll('del')).toHaveLength(0);
    expect(screen.getAllByText('Outdated').length).toBeGreaterThan(0);
  });

  it('shows formatted English as its words, never as markup, and its change without the tags', async () => {
    serveTranslations();
    show('/staff/translations?kind=articles&lang=hi&open=11');
    const body = await screen.findByLabelText('Article in Hindi');
    expect(body.tagName).toBe('TEXTAREA');
    expect(body).toHaveAttribute('lang', 'hi');
    expect(screen.getByTestId('translation-body-english').textContent).toBe('New GST rates & slabs.\nFiling stays monthly.');
    expect(screen.getByTestId('translation-body-english').children).toHaveLength(0);
    expect(document.querySelector('.translation-editor img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(body).toHaveAccessibleDescription(expect.stringContaining('Formatted text, written as HTML'));
    const note = document.getElementById(`${body.id.replace(/-input$/, '')}-outdated`)!;
    expect([...note.querySelectorAll('del')].map((element) => element.textContent)).toEqual(['Returns are']);
    expect([...note.querySelectorAll('ins')].map((element) => element.textContent)).toEqual([' & slabs', 'Filing']);
    expect(note.querySelector('p[lang="en"]')).toHaveTextContent(
      'New GST rates [added: & slabs]. [removed: Returns are] [added: Filing] stays monthly.',
    );
  });

  it('saves only the fields changed, as { values, was }, and shows Saved with the new states', async () => {
    const { sent } = serveTranslations({
      answer: () =>
        ok({
          ...gold(),
          state: 'translated',
          fields: gold().fields.map((field) =>
            field.name === 'description'
              ? { ...field, value: 'पुण्यातील संघांसाठी टॅलीप्राइम गोल्ड परवाना', state: 'translated', was: undefined, changes: undefined }
              : field,
          ),
        }),
    });
    show();
    const user = await openItem('TallyPrime Gold');
    const title = await screen.findByLabelText('Title in Marathi');
    await user.clear(title);
    await user.type(title, 'पुण्यातील संघांसाठी टॅलीप्राइम गोल्ड परवाना');
    expect(screen.getByText('1 field changed, not saved yet.')).toBeInTheDocument();
    expect(screen.getByText('Changes not saved yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Every field is translated.');
    expect(sent).toEqual([
      {
        path: '/api/staff/translations/services/2/mr',
        // Each field with the text it was typed over: one a colleague saved since is refused, not saved over unseen.
        body: { values: { description: 'पुण्यातील संघांसाठी टॅलीप्राइम गोल्ड परवाना' }, was: { description: 'टॅलीप्राइम गोल्ड परवाना' } },
        csrf: 'session-token',
      },
    ]);
    expect(title).toHaveValue('पुण्यातील संघांसाठी टॅलीप्राइम गोल्ड परवाना');
    expect(screen.queryByText('The English changed since this was translated.')).not.toBeInTheDocument();
    expect(screen.queryByText('Changes not saved yet')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Services/ });
    expect(rowsOf(table)[0]).toEqual(['TallyPrime Gold', 'Translated']);
    expect(screen.getByText('Services in Marathi: 2 translated, 0 outdated, 2 missing.')).toBeInTheDocument();

    // Nothing changed since: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: no translation was changed.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('refuses to save over a colleague’s save made since, names it at the field, and saves over it when Save is pressed again', async () => {
    expectConsoleError(/API PUT \/api\/staff\/translations\/services\/2\/mr failed/);
    const hers = 'गोल्ड परवाना, पुणे';
    const since = { ...gold(), fields: gold().fields.map((field) => (field.name === 'description' ? { ...field, value: hers } : field)) };
    let saves = 0;
    const { sent } = serveTranslations({
      answer: () => {
        saves += 1;
        if (saves > 1) return ok({ ...gold(), state: 'translated' });
        return HttpResponse.json(
          {
            success: false,
            message: 'The translation was not saved: a colleague saved some of these fields since you opened them.',
            fields: {
              description: `was saved by Meera Joshi since you opened it, as “${hers}”: save again to put your words in its place`,
            },
          },
          { status: 409 },
        );
      },
    });
    show();
    const user = await openItem('TallyPrime Gold');
    const title = await screen.findByLabelText('Title in Marathi');
    await user.clear(title);
    await user.type(title, 'माझे शब्द');
    // Meera's save reaches the server meanwhile: the item read after the refusal holds it.
    server.use(http.get(`${STAFF}/translations/services/2/mr`, () => ok(since)));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        expect.stringContaining(`Title in Marathi was saved by Meera Joshi since you opened it, as “${hers}”`),
      ),
    );
    expect(title).toHaveValue('माझे शब्द');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ values: { description: 'माझे शब्द' }, was: { description: hers } });
  });

  it('shows a refused field’s message at the field, focused, and keeps what was typed', async () => {
    expectConsoleError(/API PUT \/api\/staff\/translations\/services\/2\/mr failed/);
    const long = 'क'.repeat(301);
    serveTranslations({
      answer: () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The translation was not saved: correct the marked fields.',
            fields: { description: 'must be at most 300 characters' },
          },
          { status: 400 },
        ),
    });
    show();
    const user = await openItem('TallyPrime Gold');
    const title = await screen.findByLabelText('Title in Marathi');
    await user.clear(title);
    await user.click(title);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Title in Marathi must be at most 300 characters'));
    expect(title).toHaveValue(long);
    expect(screen.getByLabelText('Tagline in Marathi')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Changes not saved yet')).toBeInTheDocument();
  });

  it('keeps what was typed while another item is open, until it is saved', async () => {
    serveTranslations({ items: { 'services/2/mr': gold(), 'services/3/mr': gold({ id: 3 }) } });
    show();
    const user = await openItem('TallyPrime Gold');
    const tagline = await screen.findByLabelText('Tagline in Marathi');
    await user.type(tagline, ' नवीन');
    await openItem('TallyPrime Silver');
    expect(await screen.findByRole('heading', { level: 2, name: 'TallyPrime Silver in Marathi' })).toBeInTheDocument();
    await openItem('TallyPrime Gold');
    expect(await screen.findByLabelText('Tagline in Marathi')).toHaveValue('कार्यालयीन नेटवर्कसाठी मल्टी-यूजर टॅलीप्राइम नवीन');
  });

  it('lets a writer save a draft, not put a translation live nor set its time: the draft shows who saved it, and its preview', async () => {
    const { sent } = serveTranslations();
    show('/staff/translations?kind=services&lang=mr&open=2', 'writer');
    expect(
      await screen.findByText(
        'Writers save drafts of translations: an owner or editor publishes them or sets their time (a writer’s save takes a draft’s time off).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const title = screen.getByLabelText('Title in Marathi');
    await user.clear(title);
    await user.type(title, 'टॅलीप्राइम गोल्ड');
    // The time a draft goes live is an owner's or editor's to set.
    expect(screen.queryByLabelText('Publish at (India time)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved: visitors still see the live translation.');
    expect(sent).toEqual([
      {
        path: '/api/staff/translations/services/2/mr/draft',
        body: { values: { description: 'टॅलीप्राइम गोल्ड' }, publishAt: null, base: null },
        csrf: expect.any(String),
      },
    ]);
    // The colleague named as colleagues read each other: by the name their account gives itself.
    expect(screen.getByText(/Draft saved by Ravi Deshmukh at/, { selector: '.translation-draft-note' })).toHaveTextContent(
      'not live yet. The fields show the draft.',
    );
    expect(screen.getByRole('link', { name: /^Preview/ })).toHaveAttribute('href', '/mr/service/service-2?preview=1');
    expect(title).toHaveValue('टॅलीप्राइम गोल्ड');
    // A writer publishes nothing: the draft waits for an owner or editor (or its time).
    expect(screen.queryByRole('button', { name: 'Publish draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeInTheDocument();
    // Its history in Marathi: the draft, by whom, with its words.
    await user.click(screen.getByText('History in Marathi (1 save)'));
    const history = screen.getByRole('group');
    expect(history).toHaveTextContent('Draft saved by Ravi Deshmukh at 30 Nov 2026, 10:00 am');
    expect(history).toHaveTextContent('Titleटॅलीप्राइम गोल्ड');
  });

  it('puts an earlier save’s words back in the fields from its history, and Save puts them live', async () => {
    const earlier = { at: '2026-11-28T06:30:00Z', by: 'neha@dexterity.example', what: 'saved', values: { description: 'गोल्ड परवाना' } };
    const { sent } = serveTranslations({ items: { 'services/2/mr': { ...gold(), history: [earlier] } } });
    show('/staff/translations?kind=services&lang=mr&open=2');
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Title in Marathi');
    await user.click(screen.getByText('History in Marathi (1 save)'));
    await user.click(screen.getByRole('button', { name: 'Put back the words of 28 Nov 2026, 12:00 pm' }));
    expect(title).toHaveValue('गोल्ड परवाना');
    expect(title).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The words of 28 Nov 2026, 12:00 pm are back in the fields: save them to keep them.',
    );
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/api/staff/translations/services/2/mr', body: { values: { description: 'गोल्ड परवाना' } } });
  });

  it('names the site’s own saves in words in the history and beside a field: a draft published at its time, the starting content', async () => {
    const history = [
      { at: '2026-11-29T03:30:00Z', by: 'system:schedule', what: 'saved', values: { description: 'गोल्ड परवाना' } },
      { at: '2026-11-01T03:30:00Z', by: 'seed', what: 'saved', values: { description: 'गोल्ड' } },
    ];
    const [tagline, title] = gold().fields;
    const fields = [tagline, { ...title, updatedBy: 'seed' }];
    serveTranslations({ items: { 'services/2/mr': { ...gold(), fields, history } } });
    show('/staff/translations?kind=services&lang=mr&open=2');
    const user = userEvent.setup();
    await screen.findByLabelText('Title in Marathi');
    const saved = document.querySelectorAll('.translation-field__saved');
    expect(saved[1]).toHaveTextContent(/^Last saved .* by the site’s starting content$/);
    expect(saved[1]).not.toHaveTextContent('by seed');
    await user.click(screen.getByText('History in Marathi (2 saves)'));
    const entries = within(screen.getByRole('group')).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(/^Saved by its schedule at 29 Nov 2026, 9:00 am/);
    expect(entries[1]).toHaveTextContent(/^Saved by the site’s starting content at 1 Nov 2026, 9:00 am/);
    expect(screen.getByRole('group')).not.toHaveTextContent(/system:|by seed/);
  });

  it('shows the server’s refusal of a save in an alert, keeping what was typed', async () => {
    expectConsoleError(/API PUT \/api\/staff\/translations\/services\/2\/mr failed/);
    const refusal = 'A translation goes live when it is saved: only owners and editors save them.';
    serveTranslations({ answer: () => HttpResponse.json({ success: false, message: refusal }, { status: 403 }) });
    show('/staff/translations?kind=services&lang=mr&open=2');
    const user = userEvent.setup();
    const tagline = await screen.findByLabelText('Tagline in Marathi');
    await user.type(tagline, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(tagline).toHaveValue('कार्यालयीन नेटवर्कसाठी मल्टी-यूजर टॅलीप्राइम!');
  });
});

describe('what the Translations page offers', () => {
  it('is every kind with a translatable field, and reads the address leniently', () => {
    const kinds = translatedKinds();
    expect(kinds.map((kind) => kind.name)).toEqual([
      'services',
      'sections',
      'quick-facts',
      'pricing-entries',
      'pricing-plans',
      'hero-slides',
      'statistics',
      'faq',
      'our-story-stats',
      'why-dexterity-points',
      'how-we-work-steps',
      'page-meta',
      'pages',
      'menu-items',
      'articles',
      'customer-stories',
      'forms',
      'site-settings',
      'home',
      'our-story',
      'contact-page',
    ]);
    expect(readTranslationsAddress(new URLSearchParams('kind=offerings&lang=en&open=x'), kinds)).toMatchObject({
      kind: { name: 'services' },
      lang: 'mr',
      open: undefined,
    });
    expect(readTranslationsAddress(new URLSearchParams('kind=articles&lang=hi&open=11'), kinds)).toMatchObject({
      kind: { name: 'articles' },
      lang: 'hi',
      open: 11,
    });
  });
});
