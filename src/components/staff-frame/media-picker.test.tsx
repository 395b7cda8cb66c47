import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithStaff, samplePicture, refuseUpload, serveLibrary, serveUpload } from '@/testing/staff/media-testing';

import { MediaPicker } from './media-picker';

const office = samplePicture(2, { alt: 'The office’s front door in Pune', name: 'office.png' });
const team = samplePicture(1, { name: 'team.png' });

function open() {
  const onChoose = vi.fn();
  const onCancel = vi.fn();
  renderWithStaff(
    <>
      <button type="button">Behind the dialog</button>
      <MediaPicker show onChoose={onChoose} onCancel={onCancel} />
    </>,
  );
  return { onChoose, onCancel };
}

describe('the media picker', () => {
  it('is a dialog named by its title, showing the pictures as buttons named by their descriptions', async () => {
    serveLibrary([office, team]);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    expect(await within(dialog).findByRole('button', { name: 'The office’s front door in Pune' })).toBeInTheDocument();
    // A picture without a description is named by its file and says it has none.
    expect(within(dialog).getByRole('button', { name: /^team\.png,\s?No description$/ })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the keyboard inside, and Escape closes it', async () => {
    serveLibrary([office]);
    const user = userEvent.setup();
    const { onCancel } = open();
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    await within(dialog).findByRole('button', { name: 'The office’s front door in Pune' });
    const inside = () => dialog.contains(document.activeElement);
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      // Past its last control the keyboard leaves the page (jsdom's body), never for what is behind the dialog.
      expect(inside() || document.activeElement === document.body, `Tab ${step + 1}`).toBe(true);
    }
    // A modal dialog to assistive technology; focus sent behind it comes back (react-bootstrap's enforceFocus).
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const behind = screen.getByText('Behind the dialog');
    act(() => behind.focus());
    await waitFor(() => expect(inside()).toBe(true));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('searches descriptions and file names, and says when nothing matches', async () => {
    const queries = serveLibrary([office, team]);
    const user = userEvent.setup();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    await within(dialog).findByRole('button', { name: 'The office’s front door in Pune' });
    await user.type(within(dialog).getByLabelText('Search descriptions and file names'), 'front door');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /team\.png/ })).not.toBeInTheDocument());
    expect(queries.at(-1)).toBe('front door');
    await user.type(within(dialog).getByLabelText('Search descriptions and file names'), 'xyz');
    expect(await within(dialog).findByText('No picture’s description or file name has “front doorxyz”.')).toBeInTheDocument();
  });

  it('shows 50 pictures a page, with Next and Previous page, and a search starts again from its first page', async () => {
    const many = Array.from({ length: 60 }, (_, index) => samplePicture(60 - index, { name: `photo-${60 - index}.png` }));
    const queries = serveLibrary(many);
    const user = userEvent.setup();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    expect(await within(dialog).findByText('60 pictures, page 1 of 2')).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(50);
    const pages = within(dialog).getByRole('navigation', { name: 'Pages of pictures' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('60 pictures, page 2 of 2')).toBeVisible();
    // The chooser is taken to the top of the new page, the count, not left on the Next page button it disabled.
    await waitFor(() => expect(within(dialog).getByText('60 pictures, page 2 of 2')).toHaveFocus());
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByRole('button', { name: /^photo-1\.png/ })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Search descriptions and file names'), 'photo-5');
    // photo-5 and photo-50 to photo-59, on one page: the buttons go.
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(11));
    expect(within(dialog).queryByRole('navigation', { name: 'Pages of pictures' })).not.toBeInTheDocument();
    expect(queries).toEqual(['', '#2', 'photo-5']);
  });

  it('chooses a picture with its description', async () => {
    serveLibrary([office, team]);
    const user = userEvent.setup();
    const { onChoose } = open();
    await user.click(await screen.findByRole('button', { name: 'The office’s front door in Pune' }));
    expect(onChoose).toHaveBeenCalledWith({ url: office.url, alt: 'The office’s front door in Pune', decorative: false, id: office.id });
  });

  it('uploads a new picture into the library and chooses it', async () => {
    serveLibrary([]);
    serveUpload('/media/uploads/ffffffffffffffffffffffffffffffff-640x480.png');
    const user = userEvent.setup();
    const { onChoose } = open();
    expect(await screen.findByText('The library has no pictures yet: upload one.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Or upload a new picture/), new File(['png'], 'new.png', { type: 'image/png' }));
    await waitFor(() =>
      // Uploaded just now: the field it fills asks for a description.
      expect(onChoose).toHaveBeenCalledWith({
        url: '/media/uploads/ffffffffffffffffffffffffffffffff-640x480.png',
        alt: '',
        decorative: false,
        id: 99,
        uploaded: true,
      }),
    );
  });

  it('says why a file was refused and chooses nothing', async () => {
    serveLibrary([]);
    refuseUpload('The file must be a PNG, JPEG, WebP or SVG image.');
    const user = userEvent.setup();
    const { onChoose } = open();
    await screen.findByText('The library has no pictures yet: upload one.');
    await user.upload(screen.getByLabelText(/Or upload a new picture/), new File(['pdf'], 'menu.png', { type: 'image/png' }));
    expect(await screen.findByText('The file must be a PNG, JPEG, WebP or SVG image.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Or upload a new picture/)).toBeEnabled();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
