import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { CONTENT, ok, pendingDraft, recordChanges, renderEditor, serveLists, service, stubNewTab } from '@/testing/staff/content-testing';

const OFFERINGS = [{ id: 1, position: 0, version: 1, offering_name: 'Tally Software & Services' }];

const webinar = (blocks: unknown[]) => ({
  id: 4,
  position: 0,
  version: 2,
  title: 'GST e-invoicing webinar',
  slug: 'gst-e-invoicing-webinar',
  search_title: '',
  search_description: '',
  share_image: '',
  blocks,
});

const THREE = [
  {
    type: 'hero',
    title: 'GST e-invoicing webinar, 12 December',
    text: 'Sixty minutes on IRN and QR codes',
    image: '',
    image_alt: '',
    buttons: [],
  },
  { type: 'faq', title: 'Questions', items: [{ question: 'Is it free?', answer: 'Yes.' }] },
  { type: 'contact-form', title: 'Tell us what you need', text: '' },
];

/** The answer to a draft saved of the page. */
const draftSaved = (blocks: unknown[]) => () =>
  ok({
    ...webinar(blocks),
    draft: pendingDraft(9, { kind: 'pages', item_id: 4, title: 'GST e-invoicing webinar', values: {}, changes: [] }),
  });

/** Opens the editor on the pages, with one page of these blocks. */
async function openPage(blocks: unknown[] = THREE) {
  const user = userEvent.setup();
  serveLists({ pages: [webinar(blocks)], offerings: OFFERINGS, services: [service(1, 'TallyPrime')] });
  server.use(http.get(`${CONTENT}/pages/4`, () => ok(webinar(blocks))));
  renderEditor('?kind=pages');
  await user.click(await screen.findByRole('button', { name: 'Edit GST e-invoicing webinar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit page “GST e-invoicing webinar”' });
  return { user, dialog, blocks: within(dialog).getByRole('group', { name: 'Blocks' }) };
}

const blockNames = (blocks: HTMLElement) =>
  within(blocks)
    .getAllByRole('button', { expanded: true })
    .concat(within(blocks).queryAllByRole('button', { expanded: false }))
    .map((button) => button.querySelector('.content-blocks__type')?.textContent);

describe('a page’s blocks in its form', () => {
  it('adds a block from the picker, which shows every type with its description and drawing', async () => {
    const { user, dialog, blocks } = await openPage();
    await user.click(within(blocks).getByRole('button', { name: 'Add a block' }));
    const picker = await screen.findByRole('dialog', { name: 'Add a block' });
    const choices = within(picker)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('content-block-picker__choice'));
    expect(choices).toHaveLength(15);
    const statistics = within(picker).getByRole('button', { name: 'Figures' });
    expect(statistics).toHaveAccessibleDescription('A row of figures with their labels, such as “500+ clients”.');
    expect(statistics.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');

    await user.click(statistics);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a block' })).not.toBeInTheDocument());
    expect(blockNames(blocks)).toContain('4. Figures');
    // Focus goes to the new block, whose fields are its declaration's.
    const added = within(blocks).getByRole('button', { name: /^4\. Figures/ });
    await waitFor(() => expect(added).toHaveFocus());
    expect(within(dialog).getByRole('group', { name: 'Figures' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add a figure' })).toBeInTheDocument();
  });

  it('moves a block by its Down and Up buttons, focus staying on the button pressed, and saves the new order', async () => {
    const { user, dialog, blocks } = await openPage();
    const sent = recordChanges('patch', '/pages/4', draftSaved(THREE));

    await user.click(within(blocks).getByRole('button', { name: 'Move block 1, hero down' }));
    await waitFor(() => expect(within(blocks).getByRole('button', { name: 'Move block 2, hero down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    // At the end its Down button is disabled: the Up button takes focus.
    await waitFor(() => expect(within(blocks).getByRole('button', { name: 'Move block 3, hero up' })).toHaveFocus());
    expect(within(blocks).getByRole('button', { name: 'Move block 3, hero down' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(blocks).getByRole('button', { name: 'Move block 2, hero up' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as { blocks: Array<{ type: string }> };
    expect(body.blocks.map((block) => block.type)).toEqual(['faq', 'hero', 'contact-form']);
  });

  it('moves a block by dragging its handle', async () => {
    const { blocks } = await openPage();
    const items = blocks.querySelectorAll<HTMLElement>('li[data-row-id]');
    items.forEach((item, index) => {
      item.getBoundingClientRect = () => ({
        top: index * 100,
        height: 100,
        bottom: index * 100 + 100,
        left: 0,
        right: 600,
        width: 600,
        x: 0,
        y: index * 100,
        toJSON: () => ({}),
      });
    });
    const handle = within(blocks).getByRole('button', { name: 'Drag block 1, hero' });
    const pointer = (type: string, y: number) => new MouseEvent(type, { bubbles: true, clientY: y, button: 0 });
    const down = Object.assign(pointer('pointerdown', 50), { pointerId: 1, pointerType: 'mouse' });
    handle.dispatchEvent(down);
    window.dispatchEvent(Object.assign(pointer('pointermove', 260), { pointerId: 1, pointerType: 'mouse' }));
    window.dispatchEvent(Object.assign(pointer('pointerup', 260), { pointerId: 1, pointerType: 'mouse' }));
    await waitFor(() => expect(blockNames(blocks)).toEqual(['1. Questions and answers', '2. Contact form', '3. Hero']));
  });

  it('duplicates a block after it with the same fields, and removes one, focus going to its neighbour', async () => {
    const { user, dialog, blocks } = await openPage();
    await user.click(within(blocks).getByRole('button', { name: 'Duplicate block 2, questions and answers' }));
    expect(blockNames(blocks)).toEqual(['1. Hero', '2. Questions and answers', '3. Questions and answers', '4. Contact form']);
    await waitFor(() => expect(within(blocks).getByRole('button', { name: /^3\. Questions and answers/ })).toHaveFocus());
    // The copy is its own: changing its question leaves the first block's as it was.
    const questions = within(dialog).getAllByLabelText('Question');
    expect(questions).toHaveLength(2);
    await user.clear(questions[1]!);
    await user.type(questions[1]!, 'Is there a recording?');
    expect(
      within(dialog)
        .getAllByLabelText('Question')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Is it free?', 'Is there a recording?']);

    await user.click(within(blocks).getByRole('button', { name: 'Remove block 1, hero' }));
    expect(blockNames(blocks)).toEqual(['1. Questions and answers', '2. Questions and answers', '3. Contact form']);
    await waitFor(() => expect(within(blocks).getByRole('button', { name: /^1\. Questions and answers/ })).toHaveFocus());
  });

  it('adds and removes a list’s entries, named after the entry', async () => {
    const { user, dialog } = await openPage();
    const list = within(dialog).getByRole('group', { name: 'Questions' });
    await user.click(within(list).getByRole('button', { name: 'Add a question' }));
    expect(within(list).getAllByLabelText('Question')).toHaveLength(2);
    await waitFor(() => expect(within(list).getAllByLabelText('Question')[1]).toHaveFocus());
    await user.type(within(list).getAllByLabelText('Question')[1]!, 'Who is it for?');
    await user.click(within(list).getByRole('button', { name: 'Remove question 1' }));
    expect(
      within(list)
        .getAllByLabelText('Question')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Who is it for?']);
  });

  it('shows the server’s message for a block’s field at that field, and opens the block', async () => {
    const { user, dialog, blocks } = await openPage();
    await user.click(within(blocks).getByRole('button', { name: /^2\. Questions and answers/ }));
    expect(within(blocks).getByRole('button', { name: /^2\. Questions and answers/ })).toHaveAttribute('aria-expanded', 'false');
    expectConsoleError(/API PATCH \/api\/staff\/content\/pages\/4 failed/);
    server.use(
      http.patch(`${CONTENT}/pages/4`, () =>
        HttpResponse.json(
          { success: false, message: 'Correct the marked fields.', fields: { 'blocks[1].items[0].answer': 'is required' } },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    const answer = await within(dialog).findByLabelText('Answer');
    await waitFor(() => expect(answer).toHaveAccessibleDescription('Answer is required'));
    expect(within(blocks).getByRole('button', { name: /^2\. Questions and answers/ })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(answer).toHaveFocus());
  });
});

describe('a page’s live preview', () => {
  it('follows what is typed, at a phone’s or a desktop’s width, and Preview on the real page opens its address', async () => {
    const { user, dialog } = await openPage();
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    const page = within(preview).getByTestId('page-preview');
    expect(page).toHaveAttribute('data-width', 'phone');
    // The blocks are drawn in a frame as wide as a phone, whose document is the page's: the site's layout for that width.
    const frame = within(page).getByTitle('Preview of the page at a phone’s width (375 px)') as HTMLIFrameElement;
    expect(frame.style.width).toBe('375px');
    const inside = frame.contentDocument!.body;
    await waitFor(() => expect(inside).toHaveTextContent('GST e-invoicing webinar, 12 December'));
    expect(within(inside).getByRole('heading', { level: 1, hidden: true }).closest('[inert]')).not.toBeNull();

    const heading = within(dialog).getAllByLabelText('Heading (the page’s main heading)')[0]!;
    await user.clear(heading);
    await user.type(heading, 'Webinar: GST e-invoicing');
    await waitFor(() => expect(inside).toHaveTextContent('Webinar: GST e-invoicing'));
    await user.click(within(preview).getByRole('radio', { name: 'Desktop (1280 px)' }));
    expect(page).toHaveAttribute('data-width', 'desktop');
    // The same frame, at a desktop's width.
    expect(frame).toHaveAttribute('title', 'Preview of the page at a desktop’s width (1280 px)');
    expect(frame.style.width).toBe('1280px');

    const { tab } = stubNewTab();
    recordChanges('patch', '/pages/4', draftSaved(THREE));
    await user.click(within(preview).getByRole('button', { name: 'Preview on the real page' }));
    await waitFor(() => expect(tab.location.href).toBe('/gst-e-invoicing-webinar?preview=1'));
  });

  it('gives each block an Anchor, offers the page’s anchors to its buttons, and warns of a button whose anchor no block has', async () => {
    const hero = { ...THREE[0]!, buttons: [{ label: 'Ask us', href: '/contact' }] };
    const { user, dialog, blocks } = await openPage([hero, THREE[1]!, { ...THREE[2]!, anchor: 'enquiry' }]);
    expect(within(blocks).getByRole('group', { name: 'Block 3, Contact form' }).querySelector('input[value="enquiry"]')).not.toBeNull();
    const button = within(blocks).getByRole('group', { name: 'Block 1, Hero' });
    const chooser = within(button).getByLabelText('Link: a page of the site or a block on this page');
    const onThisPage = within(chooser).getByRole('group', { name: 'A block on this page' });
    expect(
      within(onThisPage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Contact form, block 3 (#enquiry)']);
    await user.selectOptions(chooser, 'Contact form, block 3 (#enquiry)');
    const address = within(button).getByLabelText('Link (address)');
    expect(address).toHaveValue('#enquiry');

    await user.clear(address);
    await user.type(address, '#prices');
    expect(
      within(button).getByText('No block of this page has the anchor “prices” yet: give a block that anchor, or the button does nothing.'),
    ).toBeInTheDocument();
    const sent = recordChanges('patch', '/pages/4', () => ok(webinar([])));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText(
        'The button “Ask us” in block 1 leads to #prices, but no block of this page has the anchor “prices”: pressing it does nothing until one has.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    // A warning, not a refusal: Publish anyway sends it.
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as { blocks: Array<{ anchor: string; buttons?: Array<{ href: string }> }> };
    expect(body.blocks.map((block) => block.anchor)).toEqual(['', '', 'enquiry']);
    expect(body.blocks[0]!.buttons).toEqual([{ label: 'Ask us', href: '#prices' }]);
  });
});
