import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { hero, logos } from '@common/blocks/declarations';
import { services } from '@common/content-model/kinds';
import type { ImageField } from '@common/content-model/fields';

import { renderWithStaff, samplePicture, serveLibrary, serveUpload } from '@/testing/staff/media-testing';

import { ContentPictureInput, NO_DESCRIPTION_WARNING } from './content-picture-input';
import { pictureAltOf, type Draft } from './content-values';

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
    // Only the third field asks, and only it warns.
    expect(await screen.findAllByText(NO_DESCRIPTION_WARNING, { exact: false })).toHaveLength(1);
    expect(queries).toEqual(['']);
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

  it('uploads a picture into the library and chooses it, warning that it has no description yet', async () => {
    serveLibrary([]);
    serveUpload('/media/uploads/ffffffffffffffffffffffffffffffff-640x480.png');
    const user = userEvent.setup();
    renderWithStaff(<Harness />);
    await user.upload(screen.getByLabelText(/Or upload a picture/), new File(['png'], 'new.png', { type: 'image/png' }));
    await waitFor(() => expect(drafts().image).toBe('/media/uploads/ffffffffffffffffffffffffffffffff-640x480.png'));
    expect(await screen.findByText(NO_DESCRIPTION_WARNING, { exact: false })).toBeInTheDocument();
  });
});
