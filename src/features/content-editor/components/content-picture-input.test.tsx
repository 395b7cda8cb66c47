import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';

import { hero, logos } from '@common/blocks/declarations';
import { services } from '@common/content-model/kinds';
import type { ImageField } from '@common/content-model/fields';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';
import { renderWithStaff, samplePicture, serveAltChanges, serveLibrary, serveUpload } from '@/testing/staff/media-testing';

import { DESCRIBE_QUESTION } from './content-picture-describe';
import { ContentPictureInput, NO_DESCRIPTION_WARNING } from './content-picture-input';
import type { Draft } from './content-form-drafts';
import { pictureAltOf } from './content-picture-alt';

const described = samplePicture(2, { alt: 'The office’s front door in Pune', name: 'office.png' });
const undescribed = samplePicture(1, { name: 'team.png' });

/**
 * A block's picture field and its description field, held as a form holds them (a hero's by default); the drafts
 * shown for the test to read.
 */
function Harness({
  image = '',
  alt = '',
  fields = hero.fields,
  altName = 'image_alt',
}: {
  image?: string;
  alt?: string;
  fields?: typeof hero.fields | typeof logos.fields.items.fields;
  altName?: string;
}) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({ image, [altName]: alt });
  const field = fields.image as ImageField;
  return (
    <>
      <ContentPictureInput
        id="block-image"
        field={field}
        value={String(drafts.image)}
        onChange={(url) => setDrafts((now) => ({ ...now, image: url }))}
        pictureAlt={pictureAltOf(field, fields, drafts, 'image', (changes) => setDrafts((now) => ({ ...now, ...changes })))}
      />
      <output data-testid="drafts">{JSON.stringify(drafts)}</output>
    </>
  );
}

const drafts = () => JSON.parse(screen.getByTestId('drafts').textContent!) as Record<string, string>;

describe('a picture field', () => {
  it('chooses a picture from the library and fills its empty description from the library’s', async () => {
    serveLibrary([described, undescribed]);
    const user = userEvent.setup();
    renderWithStaff(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    await user.click(await within(dialog).findByRole('button', { name: 'The office’s front door in Pune' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(drafts()).toEqual({ image: described.url, image_alt: 'The office’s front door in Pune' });
    expect(screen.getByLabelText('Picture')).toHaveValue(described.url);
    expect(screen.queryByText(NO_DESCRIPTION_WARNING, { exact: false })).not.toBeInTheDocument();
  });

  it('keeps a description the field has of its own', async () => {
    serveLibrary([described]);
    const user = userEvent.setup();
    renderWithStaff(<Harness alt="Our door at dawn" />);
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    await user.click(await screen.findByRole('button', { name: 'The office’s front door in Pune' }));
    expect(drafts()).toEqual({ image: described.url, image_alt: 'Our door at dawn' });
  });

  it('warns when the picture has no description in the field or in the library', async () => {
    serveLibrary([described, undescribed]);
    const user = userEvent.setup();
    renderWithStaff(<Harness image={undescribed.url} />);
    const input = screen.getByLabelText('Picture');
    expect(await screen.findByText(NO_DESCRIPTION_WARNING, { exact: false })).toBeInTheDocument();
    // Read out with the field.
    expect(input).toHaveAccessibleDescription(expect.stringContaining(NO_DESCRIPTION_WARNING));
    // A picture the library describes: no warning.
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    await user.click(await screen.findByRole('button', { name: 'The office’s front door in Pune' }));
    await waitFor(() => expect(screen.queryByText(NO_DESCRIPTION_WARNING, { exact: false })).not.toBeInTheDocument());
  });

  it('does not ask the library, nor warn, when the field has its own description or the picture is not an upload', async () => {
    const queries = serveLibrary([undescribed]);
    renderWithStaff(
      <>
        <Harness image={undescribed.url} alt="Three consultants" />
        <Harness image="https://example.com/photo.png" />
        <Harness image={undescribed.url} />
      </>,
    );
    // Only the third field asks, for its picture alone (not the whole library), and only it warns.
    expect(await screen.findAllByText(NO_DESCRIPTION_WARNING, { exact: false })).toHaveLength(1);
    expect(queries).toEqual([`url=${undescribed.url}`]);
  });

  it('warns under a picture field without a description field of its own (a service’s picture) when the library has none', async () => {
    serveLibrary([described, undescribed]);
    const user = userEvent.setup();
    function Service({ image }: { image: string }) {
      const [value, setValue] = useState(image);
      return <ContentPictureInput id="service-image" field={services.fields.image} value={value} onChange={setValue} />;
    }
    renderWithStaff(<Service image={undescribed.url} />);
    const input = screen.getByLabelText('Picture');
    expect(await screen.findByText(NO_DESCRIPTION_WARNING, { exact: false })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`${NO_DESCRIPTION_WARNING} Describe it under Media.`));
    // The library's description is the picture's: no warning.
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    await user.click(await screen.findByRole('button', { name: 'The office’s front door in Pune' }));
    await waitFor(() => expect(input).toHaveValue(described.url));
    expect(screen.queryByText(NO_DESCRIPTION_WARNING, { exact: false })).not.toBeInTheDocument();
  });

  it('describes a logo by its name: choosing one fills an empty name from the library, and an empty name warns', async () => {
    serveLibrary([described, undescribed]);
    const user = userEvent.setup();
    renderWithStaff(<Harness image={undescribed.url} fields={logos.fields.items.fields} altName="name" />);
    expect(await screen.findByText(NO_DESCRIPTION_WARNING, { exact: false })).toHaveTextContent('Describe it in “Name (its alt text)”');
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    await user.click(await screen.findByRole('button', { name: 'The office’s front door in Pune' }));
    await waitFor(() => expect(drafts()).toEqual({ image: described.url, name: 'The office’s front door in Pune' }));
    expect(screen.queryByText(NO_DESCRIPTION_WARNING, { exact: false })).not.toBeInTheDocument();
  });

  it('uploads a picture into the library and chooses it, asking for the description it has not got yet', async () => {
    serveLibrary([]);
    serveUpload('/media/uploads/ffffffffffffffffffffffffffffffff-640x480.png');
    const user = userEvent.setup();
    renderWithStaff(<Harness />);
    await user.upload(screen.getByLabelText(/Or upload a picture/), new File(['png'], 'new.png', { type: 'image/png' }));
    await waitFor(() => expect(drafts().image).toBe('/media/uploads/ffffffffffffffffffffffffffffffff-640x480.png'));
    expect(await screen.findByRole('group', { name: DESCRIBE_QUESTION })).toBeInTheDocument();
    // The warning waits while the question asks.
    expect(screen.queryByText(NO_DESCRIPTION_WARNING, { exact: false })).toBeNull();
  });

  describe('on a clock the test moves', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits for an upload the server takes a minute to prepare (a phone photo on a busy server), then chooses it', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      serveLibrary([]);
      let reached = false;
      server.use(
        http.post('*/api/staff/content/images', async () => {
          reached = true;
          await delay(60_000);
          return HttpResponse.json(
            {
              success: true,
              data: { url: NEW_UPLOAD, type: 'png', width: 640, height: 480, removed: [], id: 99, alt: '', decorative: false },
            },
            { status: 201 },
          );
        }),
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithStaff(<Harness />);
      await user.upload(screen.getByLabelText(/Or upload a picture/), new File(['png'], 'new.png', { type: 'image/png' }));
      await waitFor(() => expect(reached).toBe(true));
      // Meanwhile the field says so, and takes no second file.
      expect(screen.getByText('Uploading…')).toHaveAttribute('role', 'status');
      expect(screen.getByLabelText(/Or upload a picture/)).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      await waitFor(() => expect(drafts().image).toBe(NEW_UPLOAD));
      expect(screen.queryByText('Uploading…')).toBeNull();
      expect(screen.getByLabelText(/Or upload a picture/)).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});

const NEW_UPLOAD = '/media/uploads/ffffffffffffffffffffffffffffffff-640x480.png';

/** Uploads a picture into the field, as staff pick a file; answers the question it asks, when it asks. */
async function uploadInto(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText(/Or upload a picture/), new File(['png'], 'new.png', { type: 'image/png' }));
  await waitFor(() => expect(drafts().image).toBe(NEW_UPLOAD));
}

describe('an upload without a description', () => {
  it('asks once for one, which becomes the library’s and the field’s', async () => {
    serveLibrary([]);
    serveUpload(NEW_UPLOAD, 99);
    const sent = serveAltChanges();
    const user = userEvent.setup();
    renderWithStaff(<Harness />);
    await uploadInto(user);
    const question = await screen.findByRole('group', { name: DESCRIBE_QUESTION });
    const words = within(question).getByLabelText('What the picture shows');
    // Asked at once: the question has the focus.
    expect(words).toHaveFocus();
    await user.type(words, 'Accountants at a training day in Pune');
    await user.click(within(question).getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText(/^The description is saved/)).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ alt: 'Accountants at a training day in Pune' }]);
    expect(drafts()).toEqual({ image: NEW_UPLOAD, image_alt: 'Accountants at a training day in Pune' });
    expect(screen.queryByRole('group', { name: DESCRIBE_QUESTION })).toBeNull();
    expect(screen.queryByText(NO_DESCRIPTION_WARNING, { exact: false })).toBeNull();
    // Focus goes back where the picture came from, not to the page's start.
    expect(screen.getByLabelText(/Or upload a picture/)).toHaveFocus();
  });

  it('takes “It only decorates”: the description stays empty, and nothing warns or asks again', async () => {
    serveLibrary([]);
    serveUpload(NEW_UPLOAD, 99);
    const sent = serveAltChanges();
    const user = userEvent.setup();
    function Service() {
      const [value, setValue] = useState('');
      return (
        <>
          <ContentPictureInput id="service-image" field={services.fields.image} value={value} onChange={setValue} />
          <output data-testid="drafts">{JSON.stringify({ image: value })}</output>
        </>
      );
    }
    renderWithStaff(<Service />);
    await uploadInto(user);
    const question = await screen.findByRole('group', { name: DESCRIBE_QUESTION });
    await user.click(within(question).getByLabelText('It only decorates'));
    expect(within(question).getByLabelText('What the picture shows')).toBeDisabled();
    await user.click(within(question).getByRole('button', { name: 'Save: it only decorates' }));
    expect(await screen.findByText('Marked as decoration.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ alt: '', decorative: true }]);
    expect(screen.queryByRole('group', { name: DESCRIBE_QUESTION })).toBeNull();
    expect(screen.queryByText(NO_DESCRIPTION_WARNING, { exact: false })).toBeNull();
  });

  it('shows a description longer than the library takes as the field’s message, and Not now leaves the warning', async () => {
    serveLibrary([]);
    serveUpload(NEW_UPLOAD, 99);
    serveAltChanges();
    expectConsoleError(/API PATCH \/api\/staff\/media\/99 failed/);
    const user = userEvent.setup();
    renderWithStaff(<Harness />);
    await uploadInto(user);
    const question = await screen.findByRole('group', { name: DESCRIBE_QUESTION });
    const words = within(question).getByLabelText('What the picture shows');
    await user.click(words);
    await user.paste('A'.repeat(260));
    await user.click(within(question).getByRole('button', { name: 'Save description' }));
    await waitFor(() => expect(words).toHaveAccessibleDescription(/at most 250 characters; this one has 260/));
    expect(words).toBeInvalid();
    await user.click(within(question).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('group', { name: DESCRIBE_QUESTION })).toBeNull();
    expect(drafts().image_alt).toBe('');
    expect(await screen.findByText(NO_DESCRIPTION_WARNING, { exact: false })).toBeInTheDocument();
  });

  it('is not asked for a picture the library describes or marks as decoration, nor when the field has its own', async () => {
    const decoration = samplePicture(3, { name: 'swirl.png', decorative: true });
    serveLibrary([described, decoration]);
    serveUpload(described.url, described.id, described.alt);
    const user = userEvent.setup();
    renderWithStaff(<Harness />);
    await user.upload(screen.getByLabelText(/Or upload a picture/), new File(['png'], 'office.png', { type: 'image/png' }));
    await waitFor(() => expect(drafts()).toEqual({ image: described.url, image_alt: described.alt }));
    expect(screen.queryByRole('group', { name: DESCRIBE_QUESTION })).toBeNull();
    // Decoration is told apart in the library's grid, and chosen, it is not warned of.
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const choice = await screen.findByRole('button', { name: /swirl\.png.*Decoration: no description/ });
    await user.click(choice);
    await waitFor(() => expect(drafts().image).toBe(decoration.url));
    expect(screen.queryByText(NO_DESCRIPTION_WARNING, { exact: false })).toBeNull();
  });
});
