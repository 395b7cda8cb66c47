import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';
import { renderWithStaff, samplePicture, serveAltChanges, refuseUpload, serveLibrary, serveUpload } from '@/testing/staff/media-testing';

import { MediaLibraryView } from './media-library-view';

/** An earlier version of a service names the picture: no edit can take it out. */
const historyUse = {
  kind: 'services',
  kind_label: 'Service',
  id: 2,
  title: 'TallyPrime Server',
  field: 'image',
  field_label: 'Picture',
  state: 'history',
};
const cover = samplePicture(3, {
  alt: 'The office’s front door in Pune',
  name: 'office.png',
  bytes: 2_400_000,
  used_by: [
    {
      kind: 'articles',
      kind_label: 'Article',
      id: 4,
      title: 'Closing the books',
      field: 'cover_image',
      field_label: 'Cover picture',
      state: 'live',
    },
    { kind: 'pages', kind_label: 'Page', id: null, title: 'Webinar', field: 'blocks', field_label: 'Blocks', state: 'draft' },
    historyUse,
  ],
});
const spare = samplePicture(2, { name: 'spare.png', bytes: 81_920 });
const older = samplePicture(1, { name: '', uploaded_by: null });

const rowOf = async (name: RegExp) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('the Media page', () => {
  it('lists every picture with its thumbnail, size, description and where it is used', async () => {
    serveLibrary([cover, spare, older]);
    renderWithStaff(<MediaLibraryView />);
    expect(await screen.findByRole('heading', { name: '3 pictures, newest first' })).toBeInTheDocument();
    const row = await rowOf(/^office\.png/);
    expect(within(row).getByRole('cell', { name: /^office\.png/ })).toHaveTextContent('PNG, 640×480, 2.3 MB');
    expect(within(row).getByRole('link', { name: 'Open The office’s front door in Pune in a new tab' })).toHaveAttribute('href', cover.url);
    expect(row.querySelector('img')).toHaveAttribute('src', cover.thumbnail);
    expect(within(row).getByLabelText('Description of The office’s front door in Pune')).toHaveValue('The office’s front door in Pune');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Article “Closing the books”: Cover picture',
      'Page “Webinar”: Blocks (a draft)',
      'In the history of the service “TallyPrime Server”: Picture',
    ]);
    expect(within(await rowOf(/^spare\.png/)).getByText('Not used')).toBeInTheDocument();
    expect(await rowOf(/Uploaded before the library/)).toHaveTextContent(/^aaaa+1-640x480\.png/);
  });

  it('saves a description in place and says so', async () => {
    serveLibrary([spare]);
    const sent: unknown[] = [];
    server.use(
      http.patch('*/api/staff/media/2', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { ...spare, alt: 'A spare laptop' },
          message: 'The description is saved: every page that shows this picture without its own uses it.',
        });
      }),
    );
    const user = userEvent.setup();
    renderWithStaff(<MediaLibraryView />);
    const field = await screen.findByLabelText('Description of spare.png');
    expect(screen.getByRole('button', { name: 'Save description' })).toBeDisabled();
    await user.type(field, 'A spare laptop');
    await user.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The description is saved: every page that shows this picture without its own uses it.',
    );
    expect(sent).toEqual([{ alt: 'A spare laptop' }]);
  });

  it('marks a picture as decoration, its description empty, and takes the mark off again', async () => {
    serveLibrary([spare]);
    const sent = serveAltChanges();
    const user = userEvent.setup();
    renderWithStaff(<MediaLibraryView />);
    const field = await screen.findByLabelText('Description of spare.png');
    const mark = screen.getByRole('checkbox', { name: 'It only decorates (spare.png)' });
    await user.click(mark);
    expect(field).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText('Marked as decoration.')).toBeInTheDocument();
    expect(mark).toBeChecked();
    await user.click(mark);
    await user.type(field, 'A spare laptop');
    await user.click(screen.getByRole('button', { name: 'Save description' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { alt: '', decorative: true },
        { alt: 'A spare laptop', decorative: false },
      ]),
    );
  });

  it('shows the server’s reason when a description is refused', async () => {
    expectConsoleError(/API PATCH .*media\/2 failed/);
    serveLibrary([spare]);
    const message = 'A picture’s description may be at most 250 characters; this one has 251.';
    server.use(
      http.patch('*/api/staff/media/2', () => HttpResponse.json({ success: false, message, fields: { alt: message } }, { status: 400 })),
    );
    const user = userEvent.setup();
    renderWithStaff(<MediaLibraryView />);
    await user.type(await screen.findByLabelText('Description of spare.png'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Description of spare.png')).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('names ten places of a picture the whole site uses, counts the rest, and says why Delete is off', async () => {
    const everywhere = samplePicture(6, {
      name: 'ledger.png',
      used_by: Array.from({ length: 10 }, (_, n) => ({
        kind: 'articles',
        kind_label: 'Article',
        id: 100 + n,
        title: `GST note ${n + 1}`,
        field: 'cover_image',
        field_label: 'Cover picture',
        state: 'live',
      })),
      used_count: { current: 1_204, history: 3 },
    });
    serveLibrary([everywhere]);
    renderWithStaff(<MediaLibraryView />);
    const row = await rowOf(/^ledger\.png/);
    const places = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(places).toHaveLength(11);
    expect(places[0]).toBe('Article “GST note 1”: Cover picture');
    expect(places[10]).toBe('and 1,197 more places');
    expect(within(row).getByRole('button', { name: /^Delete / })).toHaveAccessibleDescription(
      'In use: take it out of those 1,204 places first. The history of 3 items keeps it too.',
    );
  });

  it('keeps Delete off for a picture only earlier versions use, and says that history keeps it', async () => {
    const kept = samplePicture(5, { name: 'old-cover.png', used_by: [historyUse] });
    serveLibrary([kept]);
    renderWithStaff(<MediaLibraryView />);
    const button = within(await rowOf(/^old-cover\.png/)).getByRole('button', { name: /^Delete / });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Kept by the history of an item: an earlier version there can be restored with it.');
  });

  it('offers Delete only for a picture nothing uses, and asks first', async () => {
    serveLibrary([cover, spare]);
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/staff/media/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ success: true, message: 'The picture and its copies were deleted.' });
      }),
    );
    const user = userEvent.setup();
    renderWithStaff(<MediaLibraryView />);
    const used = within(await rowOf(/^office\.png/)).getByRole('button', { name: 'Delete The office’s front door in Pune' });
    expect(used).toBeDisabled();
    // The history's use is no place an edit can take it out of: it is named apart.
    expect(used).toHaveAccessibleDescription('In use: take it out of those 2 places first. The history of an item keeps it too.');
    await user.click(within(await rowOf(/^spare\.png/)).getByRole('button', { name: 'Delete spare.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “spare.png”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    await user.click(within(await rowOf(/^spare\.png/)).getByRole('button', { name: 'Delete spare.png' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The picture and its copies were deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['2']);
  });

  it('shows 50 pictures a page, the page in the address, and a search from its first page', async () => {
    const many = Array.from({ length: 60 }, (_, index) => samplePicture(60 - index, { name: `photo-${60 - index}.png` }));
    const queries = serveLibrary(many);
    const user = userEvent.setup();
    renderWithStaff(<MediaLibraryView />);
    // Text and counts rather than role and label queries: such a query over 50 rows' forms takes seconds in jsdom.
    const searchBox = screen.getByLabelText('Search descriptions and file names');
    const rows = () => document.querySelectorAll('tbody tr');
    expect(await screen.findByText('60 pictures, newest first, page 1 of 2')).toBeInTheDocument();
    expect(rows()).toHaveLength(50);
    const pages = screen.getByRole('navigation', { name: 'Pages of pictures' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    // The reader is taken to the top of the new page, its heading; not left on the Next page button it disabled.
    await waitFor(() => expect(screen.getByText('60 pictures, newest first, page 2 of 2')).toHaveFocus());
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('photo-1.png')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(screen.getByText('60 pictures, newest first, page 1 of 2')).toHaveFocus());
    await user.type(searchBox, 'photo-5');
    expect(await screen.findByText('11 pictures, newest first')).toBeInTheDocument();
    // A search shows its first page and leaves the reader typing.
    expect(searchBox).toHaveFocus();
    expect(queries).toEqual(['', '#2', '', 'photo-5']);
  });

  it('searches descriptions and file names, and uploads a picture into the list', async () => {
    const queries = serveLibrary([cover, spare]);
    serveUpload('/media/uploads/ffffffffffffffffffffffffffffffff-640x480.png');
    const user = userEvent.setup();
    renderWithStaff(<MediaLibraryView />);
    await screen.findByRole('heading', { name: '2 pictures, newest first' });
    await user.type(screen.getByLabelText('Search descriptions and file names'), 'front door');
    expect(await screen.findByRole('heading', { name: '1 picture, newest first' })).toBeInTheDocument();
    expect(queries.at(-1)).toBe('front door');
    await user.upload(screen.getByLabelText(/Upload a picture/), new File(['png'], 'new.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploaded new.png. Give it a description below.')).toBeInTheDocument();
    // The search is cleared to show the whole library, the new picture with it.
    await waitFor(() => expect(queries.at(-1)).toBe(''));
  });

  it('says why a file was refused, and takes the next one', async () => {
    serveLibrary([cover]);
    refuseUpload('The image is 8000×8000 pixels (64 megapixels); at most 50 megapixels is accepted.');
    const user = userEvent.setup();
    renderWithStaff(<MediaLibraryView />);
    await screen.findByRole('heading', { name: '1 picture, newest first' });
    const input = screen.getByLabelText(/Upload a picture/);
    await user.upload(input, new File(['png'], 'huge.png', { type: 'image/png' }));
    expect(
      await screen.findByText('The image is 8000×8000 pixels (64 megapixels); at most 50 megapixels is accepted.'),
    ).toBeInTheDocument();
    expect(input).toBeEnabled();
    serveUpload('/media/uploads/ffffffffffffffffffffffffffffffff-640x480.png');
    await user.upload(input, new File(['png'], 'small.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploaded small.png. Give it a description below.')).toBeInTheDocument();
    expect(screen.queryByText('The image is 8000×8000 pixels (64 megapixels); at most 50 megapixels is accepted.')).not.toBeInTheDocument();
  });
});
