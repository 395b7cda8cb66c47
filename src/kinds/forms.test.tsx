// The form block as a visitor fills it in: steps, a condition, the checks at the fields, answers kept over a reload,
// what is posted and each of the server's answers; a form with a file field (its checks, its multipart post); the
// server's HTML for a visitor without scripts; the staff preview.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { readBlock, type BlockPage } from '@/blocks/block-data';
import { SiteContactProvider } from '@/components/site-contact';
import { readInBrowser } from '@/lib/page-data';
import { carriedSource } from '@/lib/page-reads';
import { server } from '@/testing/msw-server';
import { apiPaths } from '@common/api-contract';
import { CONSENT_VERSION } from '@common/enquiry-rules';
import { formDefinition, formMessages, type FormDefinition } from '@common/form-rules';
import type { FormRecord } from '@common/kinds/forms';
import { formField, type StoredFormField } from '@common/testing/form-field';
import type { SiteContact } from '@/types/site';
import { expectConsoleError } from '@common/testing/console';

import { LanguageProvider } from '@/lib/language';
import mr from '@/i18n/mr.json';
import { formatterOf } from '@common/message-format';

import { blocks } from './forms';

const stored = ({ label, ...more }: Partial<StoredFormField> & { label: string }) => formField(label, more);

const record: FormRecord = {
  id: 7,
  title: 'E-invoicing health check',
  fields: [
    stored({ label: 'Your name' }),
    stored({ label: 'Your GSTIN', type: 'gstin', help: 'The 15 characters on your GST certificate.' }),
    stored({ label: 'Do you already use e-invoicing?', type: 'radio', options: 'Yes\nNo' }),
    stored({ label: 'Which software?', show_when: 'Do you already use e-invoicing?', show_values: 'Yes' }),
    stored({ label: 'Work e-mail', type: 'email', step: 2 }),
    stored({ label: 'What should we look at?', type: 'checkboxes', options: 'E-way bills\nReturns\nPayroll', required: false, step: 2 }),
  ],
  submit_label: 'Book my health check',
  confirmation: 'Thank you! A consultant will call you within one working day.',
  redirect: '',
  reply: '',
  notify: '',
};
const definition = formDefinition(record);

const GSTIN = '27AAPFU0939F1ZV';
const page: BlockPage = { title: 'GST e-invoicing webinar', path: '/gst-webinar' };
const module = blocks.form!;
const block = readBlock(module.declaration, { type: 'form', title: 'Book your health check', form_id: 7 });

/** How to reach the company, as the layout gives it (what the form offers when it cannot send). */
const office = {
  email: 'info@dexterityconsultants.in',
  phones: [{ text: '+91 98220 45110', href: 'tel:+919822045110' }],
} as Partial<SiteContact>;

const box = (name: string) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Next' });
const send = () => screen.getByRole('button', { name: 'Book my health check' });

/** The block on a page, its form read from the API as a page's loader reads it. */
function renderBlock(options: { path?: string; answer?: FormDefinition | null; preview?: boolean; marathi?: boolean } = {}) {
  server.use(
    http.get(`*${apiPaths.form}`, () =>
      HttpResponse.json({ success: true, data: options.answer === undefined ? definition : options.answer }),
    ),
  );
  const data = readInBrowser(module.query!(block));
  const drawn = <module.Component block={block} index={1} page={{ ...page, preview: options.preview }} data={data} />;
  const site = (
    <SiteContactProvider contact={office as SiteContact}>
      <MemoryRouter initialEntries={[options.path ?? page.path]}>
        <Routes>
          <Route path="/thank-you" element={<h1>Thank you page</h1>} />
          <Route path="*" element={drawn} />
        </Routes>
      </MemoryRouter>
    </SiteContactProvider>
  );
  return render(options.marathi ? <LanguageProvider value={{ lang: 'mr', format: formatterOf(mr, 'mr') }}>{site}</LanguageProvider> : site);
}

/** Records every post of answers, answering with `answer` (by default: sent, the form's confirmation). */
function recordPosts(answer = () => HttpResponse.json({ success: true, message: record.confirmation, redirect: '' }, { status: 201 })) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`*${apiPaths.sendForm}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

async function fillFirstStep(user: ReturnType<typeof userEvent.setup>, gstin = GSTIN) {
  await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Asha Kulkarni');
  await user.type(box('Your GSTIN'), gstin);
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.type(box('Which software?'), 'ClearTax');
}

async function fillSecondStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box('Work e-mail'), 'asha@kulkarni-traders.in');
  await user.click(screen.getByRole('checkbox', { name: 'Returns' }));
  await user.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
}

function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveFocus();
}

/** A two-step form with a file field (at most 2 MB) on its first step. */
const withFile = formDefinition({
  ...record,
  fields: [
    stored({ label: 'Your name' }),
    stored({ label: 'GST certificate', type: 'file', limits: '2', help: 'The PDF from the GST portal.' }),
    stored({ label: 'Work e-mail', type: 'email', step: 2 }),
    stored({ label: 'What should we look at?', type: 'checkboxes', options: 'E-way bills\nReturns\nPayroll', required: false, step: 2 }),
  ],
});
const MB = 1024 * 1024;
const pdf = (bytes = 2048) => new File([new Uint8Array(bytes)], 'certificate.pdf', { type: 'application/pdf' });

/**
 * A multipart post as the server reads it: each name's values (a file as its type and size) and the Accept header. A
 * file's name is not compared: jsdom's FormData sent through Node's fetch names every file "blob" (a browser sends it).
 */
interface MultipartPost {
  accept: string | null;
  fields: Record<string, unknown[]>;
}

/** Records every multipart post of answers, answering with `answer` (by default: sent, the form's confirmation). */
function recordMultipartPosts(
  answer = () => HttpResponse.json({ success: true, message: record.confirmation, redirect: '' }, { status: 201 }),
) {
  const posts: MultipartPost[] = [];
  server.use(
    http.post(`*${apiPaths.sendForm}`, async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const fields: Record<string, unknown[]> = {};
      for (const [name, value] of await request.formData()) {
        const read = typeof value === 'string' ? value : { type: value.type, bytes: value.size };
        (fields[name] ??= []).push(read);
      }
      posts.push({ accept: request.headers.get('accept'), fields });
      return answer();
    }),
  );
  return posts;
}

const fileInput = () => screen.getByLabelText(/^GST certificate/);

afterEach(() => sessionStorage.clear());

// Typing runs slowly on a busy machine: the default 5 s is too tight.
describe('the form block', { timeout: 30_000 }, () => {
  it('shows the first step, checks it at the fields on Next, asks the conditional question only on Yes, and Back keeps everything', async () => {
    const user = userEvent.setup();
    renderBlock();
    expect(await screen.findByRole('region', { name: 'Book your health check' })).toHaveAttribute('id', 'form-7');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('textbox', { name: 'Work e-mail' })).toBeNull();
    expect(box('Your GSTIN')).toHaveAccessibleDescription('The 15 characters on your GST certificate.');
    expect(box('Your GSTIN')).toHaveAttribute('autocapitalize', 'characters');
    expect(box('Your name')).toHaveAttribute('autocomplete', 'name');
    expect(box('Your name')).toBeRequired();

    // Shown only once the visitor says Yes, and gone again on No.
    expect(screen.queryByRole('textbox', { name: 'Which software?' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(box('Which software?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Which software?' })).toBeNull();

    await user.type(box('Your name'), 'Asha Kulkarni');
    await user.type(box('Your GSTIN'), '27AAPFU0939F1ZX');
    await user.click(next());
    expectFieldError(box('Your GSTIN'), formMessages.gstinCheck('Your GSTIN'));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();

    await user.clear(box('Your GSTIN'));
    await user.type(box('Your GSTIN'), GSTIN);
    await user.click(next());
    expect(screen.getByText('Step 2 of 2')).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    await user.type(box('Work e-mail'), 'asha@kulkarni-traders.in');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box('Your name')).toHaveValue('Asha Kulkarni');
    expect(box('Your GSTIN')).toHaveValue(GSTIN);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(next());
    expect(box('Work e-mail')).toHaveValue('asha@kulkarni-traders.in');
  });

  it('passes over a step whose heading is asked on a condition, counting only the steps shown', async () => {
    const user = userEvent.setup();
    const threeSteps = formDefinition({
      ...record,
      fields: [
        ...record.fields.slice(0, 3),
        stored({ label: 'Your e-invoicing', type: 'heading', show_when: 'Do you already use e-invoicing?', show_values: 'Yes', step: 2 }),
        stored({ label: 'Which software?', step: 2 }),
        ...record.fields.slice(4).map((field) => ({ ...field, step: 3 })),
      ],
    });
    renderBlock({ answer: threeSteps });
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Asha Kulkarni');
    await user.type(box('Your GSTIN'), GSTIN);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByText('Step 2 of 2')).toHaveFocus();
    expect(box('Work e-mail')).toBeInTheDocument();
    expect(send()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByText('Step 2 of 3')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Your e-invoicing' })).toBeInTheDocument();
    await user.click(next());
    expectFieldError(box('Which software?'), formMessages.required('Which software?'));
  });

  it('keeps the answers and the step over a reload of the page, in the tab only', async () => {
    const user = userEvent.setup();
    const first = renderBlock();
    await fillFirstStep(user);
    await user.click(next());
    await user.type(box('Work e-mail'), 'asha@');
    first.unmount();

    renderBlock();
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(box('Work e-mail')).toHaveValue('asha@');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box('Your name')).toHaveValue('Asha Kulkarni');
    expect(box('Which software?')).toHaveValue('ClearTax');
  });

  it('says how long the visitor took on their own clock, from when they first saw the form, over a reload too', async () => {
    // Their clock may be minutes off the server's: only its own difference is sent, never the moment itself.
    const seen = Date.now() - 90_000;
    sessionStorage.setItem('form-7', JSON.stringify({ answers: { 'your-name': 'Asha Kulkarni' }, step: 1, startedAt: seen }));
    const bodies = recordPosts();
    const user = userEvent.setup();
    renderBlock();
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Kulkarni');
    await user.type(box('Your GSTIN'), GSTIN);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(next());
    await fillSecondStep(user);
    const before = Date.now();
    await user.click(send());
    await screen.findByText(record.confirmation);

    const [body] = bodies as [Record<string, unknown>];
    expect(body).not.toHaveProperty('started_at');
    expect(body.filled_ms).toBeGreaterThanOrEqual(before - seen);
    expect(body.filled_ms).toBeLessThanOrEqual(Date.now() - seen);
  });

  it('posts the shown answers with the form’s context, leaves out a hidden field’s, and shows the confirmation', async () => {
    const bodies = recordPosts();
    const user = userEvent.setup();
    renderBlock();
    await fillFirstStep(user);
    // Typed, then hidden by the answer it depends on: not sent.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(next());
    await fillSecondStep(user);
    await user.click(send());

    expect((await screen.findByText(record.confirmation)).closest('[role="status"]')).toHaveFocus();
    expect(bodies).toEqual([
      {
        form_id: 7,
        'your-name': 'Asha Kulkarni',
        'your-gstin': GSTIN,
        'do-you-already-use-e-invoicing': 'No',
        'work-e-mail': 'asha@kulkarni-traders.in',
        'what-should-we-look-at': ['Returns'],
        consent_version: CONSENT_VERSION,
        website: '',
        filled_ms: expect.any(Number),
        sent_from_page: '/gst-webinar',
      },
    ]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(sessionStorage.getItem('form-7')).toBeNull();
  });

  it('checks every step before sending: a missing agreement is said at the box, and nothing is sent', async () => {
    const bodies = recordPosts();
    const user = userEvent.setup();
    renderBlock();
    await fillFirstStep(user);
    await user.click(next());
    await user.type(box('Work e-mail'), 'asha@kulkarni-traders.in');
    await user.click(send());
    expectFieldError(screen.getByRole('checkbox', { name: /privacy notice/ }), 'Please agree to the privacy notice');
    expect(bodies).toEqual([]);
  });

  it('goes to a page of the site the form names instead of the confirmation', async () => {
    recordPosts(() => HttpResponse.json({ success: true, message: record.confirmation, redirect: '/thank-you' }, { status: 201 }));
    const user = userEvent.setup();
    renderBlock();
    await fillFirstStep(user);
    await user.click(next());
    await fillSecondStep(user);
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Thank you page' })).toBeInTheDocument();
  });

  it('shows the server’s message at its field, on the step that holds it', async () => {
    expectConsoleError(/API POST \/api\/send-form\/ failed/);
    const refused = 'We could not read Your name: please type it again.';
    recordPosts(() =>
      HttpResponse.json({ success: false, message: 'Some answers need a look.', errors: { 'your-name': refused } }, { status: 400 }),
    );
    const user = userEvent.setup();
    renderBlock();
    await fillFirstStep(user);
    await user.click(next());
    await fillSecondStep(user);
    await user.click(send());

    await waitFor(() => expectFieldError(box('Your name'), refused));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields and send again.');
  });

  it('keeps everything typed when the form was deleted meanwhile, and says so', async () => {
    expectConsoleError(/API POST \/api\/send-form\/ failed/);
    recordPosts(() => HttpResponse.json({ success: false, message: 'No such form.' }, { status: 404 }));
    const user = userEvent.setup();
    renderBlock();
    await fillFirstStep(user);
    await user.click(next());
    await fillSecondStep(user);
    await user.click(send());

    const alert = screen.getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('This form is no longer available. Your answers are still here: copy them, or call or e-mail us.'),
    );
    expect(within(alert).getByRole('link', { name: '+91 98220 45110' })).toHaveAttribute('href', 'tel:+919822045110');
    expect(within(alert).getByRole('link', { name: 'info@dexterityconsultants.in' })).toBeInTheDocument();
    expect(box('Work e-mail')).toHaveValue('asha@kulkarni-traders.in');
    expect(screen.getByRole('checkbox', { name: 'Returns' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box('Your name')).toHaveValue('Asha Kulkarni');
    expect(sessionStorage.getItem('form-7')).not.toBeNull();
  });

  it('says the answers could not be sent when the server cannot be reached, and keeps them', async () => {
    expectConsoleError(/API POST \/api\/send-form\/ failed/);
    recordPosts(() => HttpResponse.error());
    const user = userEvent.setup();
    renderBlock();
    await fillFirstStep(user);
    await user.click(next());
    await fillSecondStep(user);
    await user.click(send());

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your answers could not be sent'));
    expect(box('Work e-mail')).toHaveValue('asha@kulkarni-traders.in');
    expect(send()).toBeEnabled();
  });

  it('shows the confirmation instead of the form on the page a form post without scripts comes back to', async () => {
    renderBlock({ path: '/gst-webinar?sent=7' });
    expect(await screen.findByRole('status')).toHaveTextContent(record.confirmation);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('draws nothing for a deleted form, and in the staff preview a line instead of a form', async () => {
    const { container, unmount } = renderBlock({ answer: null });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();

    renderBlock({ preview: true });
    expect(await screen.findByText(/Your name, Your GSTIN, Do you already use e-invoicing\?/)).toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('the form block without a form chosen', () => {
  it('is the contact form, the default form, under the block’s heading and anchor', async () => {
    const unchosen = readBlock(module.declaration, { type: 'form', title: 'Ask us anything', form_id: null, anchor: 'ask' });
    const data = readInBrowser(module.query!(unchosen));
    render(
      <SiteContactProvider contact={office as SiteContact}>
        <MemoryRouter initialEntries={[page.path]}>
          <module.Component block={unchosen} index={2} page={page} data={data} />
        </MemoryRouter>
      </SiteContactProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Ask us anything' });
    expect(region).toHaveAttribute('id', 'ask');
    expect(within(region).getByRole('form', { name: 'Ask us anything' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
  });
});

describe('the form block with a file field', { timeout: 30_000 }, () => {
  it('takes a PDF, JPEG or PNG up to its limit, checks the chosen file at Next, and sends it as multipart with every answer', async () => {
    const posts = recordMultipartPosts();
    const user = userEvent.setup({ applyAccept: false });
    renderBlock({ answer: withFile });
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Asha Kulkarni');
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png');
    expect(fileInput()).toBeRequired();
    expect(fileInput()).toHaveAccessibleDescription('The PDF from the GST portal. PDF, JPEG or PNG, at most 2 MB.');

    await user.click(next());
    expectFieldError(fileInput(), formMessages.required('GST certificate'));
    await user.upload(fileInput(), pdf(2 * MB + 1));
    await user.click(next());
    expectFieldError(fileInput(), formMessages.fileSize('GST certificate', 2));
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(next());
    expectFieldError(fileInput(), formMessages.fileType('GST certificate'));
    await user.upload(fileInput(), pdf());
    await user.click(next());
    expect(screen.getByText('Step 2 of 2')).toHaveFocus();

    await fillSecondStep(user);
    await user.click(send());
    expect((await screen.findByText(record.confirmation)).closest('[role="status"]')).toHaveFocus();
    expect(posts).toEqual([
      {
        accept: 'application/json',
        fields: {
          'your-name': ['Asha Kulkarni'],
          'gst-certificate': [{ type: 'application/pdf', bytes: 2048 }],
          'work-e-mail': ['asha@kulkarni-traders.in'],
          'what-should-we-look-at': ['Returns'],
          form_id: ['7'],
          consent_version: [CONSENT_VERSION],
          website: [''],
          filled_ms: [expect.stringMatching(/^\d+$/)],
          sent_from_page: ['/gst-webinar'],
        },
      },
    ]);
    expect(sessionStorage.getItem('form-7')).toBeNull();
  });

  it('checks the file at Send in a form of one step, and sends each ticked choice once', async () => {
    const posts = recordMultipartPosts();
    const user = userEvent.setup({ applyAccept: false });
    renderBlock({ answer: { ...withFile, steps: 1, fields: withFile.fields.map((field) => ({ ...field, step: 1 })) } });
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Asha Kulkarni');
    await user.upload(fileInput(), new File(['%PDF-'], 'scan.png', { type: 'image/gif' }));
    await fillSecondStep(user);
    await user.click(screen.getByRole('checkbox', { name: 'Payroll' }));
    await user.click(send());
    expectFieldError(fileInput(), formMessages.fileType('GST certificate'));
    expect(posts).toEqual([]);

    await user.upload(fileInput(), pdf(4096));
    await user.click(send());
    await screen.findByText(record.confirmation);
    expect(posts[0]!.fields['what-should-we-look-at']).toEqual(['Returns', 'Payroll']);
    expect(posts[0]!.fields['gst-certificate']).toEqual([{ type: 'application/pdf', bytes: 4096 }]);
  });

  it('says a post refused as too large at the file field, and keeps everything', async () => {
    expectConsoleError(/API POST \/api\/send-form\/ failed/);
    const tooLarge = 'The files are larger than a form takes: send at most 20 MB in all, each file at most 10 MB.';
    recordMultipartPosts(() => HttpResponse.json({ success: false, message: tooLarge }, { status: 413 }));
    const user = userEvent.setup();
    renderBlock({ answer: withFile });
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Asha Kulkarni');
    await user.upload(fileInput(), pdf());
    await user.click(next());
    await fillSecondStep(user);
    await user.click(send());

    await waitFor(() => expectFieldError(fileInput(), tooLarge));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(box('Your name')).toHaveValue('Asha Kulkarni');
  });

  it('keeps the typed answers over a reload but not the file, and asks for it again', async () => {
    const user = userEvent.setup();
    const first = renderBlock({ answer: withFile });
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Asha Kulkarni');
    await user.upload(fileInput(), pdf());
    await waitFor(() => expect(sessionStorage.getItem('form-7')).toContain('Asha Kulkarni'));
    expect(sessionStorage.getItem('form-7')).not.toContain('gst-certificate');
    first.unmount();

    renderBlock({ answer: withFile });
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Kulkarni');
    expect(fileInput()).toHaveAccessibleDescription(
      'The PDF from the GST portal. PDF, JPEG or PNG, at most 2 MB. Choose the file again: a page that reloads cannot keep it.',
    );
    await user.upload(fileInput(), pdf());
    expect(fileInput()).toHaveAccessibleDescription('The PDF from the GST portal. PDF, JPEG or PNG, at most 2 MB.');
  });
});

describe('the form block without scripts', () => {
  it('is a plain form post showing every field of every step, conditional ones not insisted on', () => {
    const data = carriedSource({ [module.query!(block).key]: definition }).start(module.query!(block), false);
    const html = renderToString(
      <StaticRouter location={page.path}>
        <module.Component block={block} index={1} page={page} data={data} />
      </StaticRouter>,
    );
    document.body.innerHTML = html;
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', apiPaths.sendForm);
    expect(form).not.toHaveAttribute('novalidate');
    const names = [...form.querySelectorAll('input, select, textarea')].map((input) => input.getAttribute('name'));
    expect(new Set(names)).toEqual(
      new Set([
        'form_id',
        'sent_from_page',
        'your-name',
        'your-gstin',
        'do-you-already-use-e-invoicing',
        'which-software',
        'work-e-mail',
        'what-should-we-look-at',
        'consent_version',
        'website',
      ]),
    );
    const value = (name: string) => form.querySelector(`[name="${name}"]`)?.getAttribute('value');
    expect(value('form_id')).toBe('7');
    expect(value('sent_from_page')).toBe('/gst-webinar');
    expect(value('consent_version')).toBe(CONSENT_VERSION);
    expect(form.querySelector('[name="your-name"]')).toBeRequired();
    expect(form.querySelector('[name="which-software"]')).not.toBeRequired();
    expect(within(form).getByRole('button', { name: 'Book my health check' })).toHaveAttribute('type', 'submit');
    expect(within(form).queryByText(/Step 1 of/)).toBeNull();
    // No file field: a plain form post.
    expect(form).not.toHaveAttribute('enctype');
    document.body.innerHTML = '';
  });

  it('keeps what a visitor typed and chose before the page’s script took over', async () => {
    const data = () => carriedSource({ [module.query!(block).key]: definition }).start(module.query!(block), false);
    const tree = () => (
      <StaticRouter location={page.path}>
        <module.Component block={block} index={1} page={page} data={data()} />
      </StaticRouter>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(tree());
    container.querySelector<HTMLInputElement>('[name="your-name"]')!.value = 'Asha Kulkarni';
    container.querySelector<HTMLInputElement>('[name="do-you-already-use-e-invoicing"][value="Yes"]')!.checked = true;
    const root = await act(async () => hydrateRoot(container, tree()));
    expect(await within(container).findByText('Step 1 of 2')).toBeInTheDocument();
    expect(within(container).getByLabelText(/Your name/)).toHaveValue('Asha Kulkarni');
    expect(within(container).getByRole('radio', { name: 'Yes' })).toBeChecked();
    act(() => root.unmount());
    container.remove();
  });

  it('posts a form with a file field as multipart/form-data, its file input taking PDF, JPEG and PNG', () => {
    const data = carriedSource({ [module.query!(block).key]: withFile }).start(module.query!(block), false);
    document.body.innerHTML = renderToString(
      <StaticRouter location={page.path}>
        <module.Component block={block} index={1} page={page} data={data} />
      </StaticRouter>,
    );
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form).toHaveAttribute('method', 'post');
    const input = form.querySelector('[name="gst-certificate"]');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('The PDF from the GST portal. PDF, JPEG or PNG, at most 2 MB.');
    document.body.innerHTML = '';
  });
});

describe('a form on a Marathi page', () => {
  /** The form's words in Marathi, the GSTIN's label not translated yet. */
  const words: FormRecord = {
    ...record,
    submit_label: 'हेल्थ चेक बुक करा',
    fields: record.fields.map((field, index) =>
      index === 0
        ? { ...field, label: 'तुमचे नाव' }
        : index === 2
          ? { ...field, label: 'तुम्ही आधीच ई-इनव्हॉइसिंग वापरता का?', options: 'होय\nनाही' }
          : field,
    ),
  };

  it('shows its words, an untranslated label marked English, says what is wrong in Marathi, and sends the English choice', async () => {
    const user = userEvent.setup();
    renderBlock({ answer: formDefinition(record, words), marathi: true });
    const name = await screen.findByRole('textbox', { name: 'तुमचे नाव' });
    expect(screen.getByText('Your GSTIN')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('तुमचे नाव')).not.toHaveAttribute('lang');
    const yes = screen.getByRole('radio', { name: 'होय' });
    expect(yes).toHaveAttribute('value', 'Yes');
    await user.click(screen.getByRole('button', { name: mr.Next }));
    expect(name).toHaveAccessibleDescription('कृपया “तुमचे नाव” भरा.');
    expect(box('Your GSTIN')).toHaveAccessibleDescription(/^The 15 characters on your GST certificate\. कृपया “Your GSTIN” भरा\.$/);
    expect(screen.getByRole('group', { name: /तुम्ही आधीच ई-इनव्हॉइसिंग वापरता का\?/ })).toHaveAccessibleDescription(
      'कृपया “तुम्ही आधीच ई-इनव्हॉइसिंग वापरता का?” मध्ये एक उत्तर निवडा.',
    );
  });

  it('says in Marathi that too many enquiries were sent, where the server’s answer is English', async () => {
    expectConsoleError(/API POST \/api\/send-form\/ failed/);
    recordPosts(() =>
      HttpResponse.json(
        { success: false, message: 'You have sent several enquiries in a short time. Please try again in 10 minutes.' },
        { status: 429 },
      ),
    );
    const user = userEvent.setup();
    renderBlock({ marathi: true });
    await fillFirstStep(user);
    await user.click(screen.getByRole('button', { name: mr.Next }));
    await user.type(box('Work e-mail'), 'asha@kulkarni-traders.in');
    await user.click(screen.getByRole('checkbox', { name: 'Returns' }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(mr['privacy notice']) }));
    await user.click(send());

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        mr['You have sent several enquiries in a short time. Please try again later, or call or e-mail us directly.'],
      ),
    );
    expect(box('Work e-mail')).toHaveValue('asha@kulkarni-traders.in');
  });
});
