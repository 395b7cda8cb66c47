import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { field } from '@common/content-model/fields';

import { renderWithStaff, samplePicture, serveLibrary } from '@/testing/staff/media-testing';

import { ContentRichTextInput } from './content-rich-text-input';

const TEXT = field.richText({ label: 'Text', help: 'What the section says.', max: 1000 });

/** The field with its value held as a form holds it; the last value sent is shown for the test to read. */
function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <ContentRichTextInput id="text" field={TEXT} value={html} onChange={setHtml} error={error} />
      <output data-testid="html">{html}</output>
    </>
  );
}

/** Pastes HTML into the editing area, as a browser does from Word or Docs. */
function paste(area: HTMLElement, html: string) {
  const data = { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'], files: [] as File[], items: [] };
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.assign(event, { clipboardData: data });
  fireEvent(area, event);
}

// jsdom lays nothing out: the editor's scrolling to the selection asks a range for boxes it does not have.
// Given for this file only (the test files of a worker share jsdom).
const range = Range.prototype as unknown as Record<string, unknown>;
const stubs: Record<string, () => unknown> = {
  getClientRects: () => Object.assign([], { item: () => null }),
  getBoundingClientRect: () => new DOMRect(),
};
const stubbed: string[] = [];
beforeAll(() => {
  for (const [name, stub] of Object.entries(stubs)) {
    if (name in range) continue;
    range[name] = stub;
    stubbed.push(name);
  }
});
afterAll(() => {
  for (const name of stubbed) delete range[name];
});

describe('a rich-text field', () => {
  it('is a labelled, described editing area with its toolbar, showing the value it is given', async () => {
    render(<Harness initial="<h2>What you will learn</h2><p>Generating an IRN</p>" error="Text is too long" />);
    const area = await screen.findByRole('textbox', { name: 'Text' });
    expect(area).toHaveAccessibleDescription('What the section says. Text is too long');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area.querySelector('h2')).toHaveTextContent('What you will learn');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['H2', 'H3', 'H4', 'Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Quote', 'Table', 'Picture'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Bold' }));
  });

  it('sends HTML, keeping only what the site allows of a paste from Word', async () => {
    render(<Harness />);
    const area = await screen.findByRole('textbox', { name: 'Text' });
    act(() =>
      paste(
        area,
        '<p class="MsoNormal" style="font-family:Calibri"><b style="mso-bidi">IRN</b> and <span style="color:red">QR codes</span></p>' +
          '<script>alert(1)</script><img src="https://elsewhere.test/x.png"><p><u>Underlined</u></p>',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('IRN'));
    const html = screen.getByTestId('html').textContent ?? '';
    expect(html).toBe('<p><strong>IRN</strong> and QR codes</p><p>Underlined</p>');
  });

  it('makes the line a heading from the toolbar, the button saying it is on', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Agenda</p>" />);
    await screen.findByRole('textbox', { name: 'Text' });
    await user.click(screen.getByRole('button', { name: 'H3' }));
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<h3>Agenda</h3>'));
    expect(screen.getByRole('button', { name: 'H3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a link’s address, refuses one that leads off the site by "//", and keeps an IRI as the web sends it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Agenda</p>" />);
    const area = await screen.findByRole('textbox', { name: 'Text' });
    // The paragraph's words selected, as a drag would (jsdom has no layout for a click or a drag to place them by).
    act(() => {
      area.focus();
      document.getSelection()!.selectAllChildren(area.querySelector('p')!);
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address (empty removes the link)');
    await waitFor(() => expect(address).toHaveFocus());
    for (const offSite of ['//evil.example', '/\\evil.example']) {
      await user.clear(address);
      await user.paste(offSite);
      await user.click(screen.getByRole('button', { name: 'Set link' }));
      expect(address).toHaveAccessibleDescription(
        `The link must be a page of this site starting with one / (such as /about) or an https:// address: "${offSite.slice(0, 2)}" at its start leads to another site.`,
      );
    }
    expect(screen.getByTestId('html')).not.toHaveTextContent('href');
    await user.clear(address);
    await user.paste('https://hi.example.in/भारत');
    await user.click(screen.getByRole('button', { name: 'Set link' }));
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent('href="https://hi.example.in/%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4"'),
    );
  });

  it('asks for a picture’s address and accepts only this site’s pictures', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Agenda</p>" />);
    await screen.findByRole('textbox', { name: 'Text' });
    await user.click(screen.getByRole('button', { name: 'Picture' }));
    const address = screen.getByLabelText('Picture address');
    await waitFor(() => expect(address).toHaveFocus());
    await user.type(address, 'https://elsewhere.test/x.png');
    await user.click(screen.getByRole('button', { name: 'Add picture' }));
    expect(address).toHaveAccessibleDescription('The picture must be one of this site’s, such as /media/photo.webp.');
    await user.clear(address);
    await user.type(address, '/media/webinar.webp');
    await user.type(screen.getByLabelText('Picture description (alt text)'), 'The speaker{Enter}');
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<img src="/media/webinar.webp" alt="The speaker">'));
  });

  it('chooses a picture from the media library, its description with it', async () => {
    const office = samplePicture(2, { alt: 'The office’s front door in Pune', name: 'office.png' });
    serveLibrary([office]);
    const user = userEvent.setup();
    renderWithStaff(<Harness initial="<p>Agenda</p>" />);
    await screen.findByRole('textbox', { name: 'Text' });
    await user.click(screen.getByRole('button', { name: 'Picture' }));
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a picture' });
    await user.click(await within(picker).findByRole('button', { name: 'The office’s front door in Pune' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Picture address')).toHaveValue(office.url);
    expect(screen.getByLabelText('Picture description (alt text)')).toHaveValue('The office’s front door in Pune');
    await user.click(screen.getByRole('button', { name: 'Add picture' }));
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent(`<img src="${office.url}" alt="The office’s front door in Pune">`),
    );
  });
});
