import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { ContentPreviewFrame, type FrameStyles } from './content-preview-frame';

/** The frame, and the document inside it once the portal has drawn there. */
function frameOf(title = 'Preview of the page at a phone’s width (375 px)') {
  const frame = screen.getByTitle(title) as HTMLIFrameElement;
  return { frame, inside: frame.contentDocument! };
}

function Harness({ width = 375, scale = 1 }: { width?: number; scale?: number }) {
  const [styles, setStyles] = useState<FrameStyles>();
  return (
    <>
      <ContentPreviewFrame title="Preview of the page at a phone’s width (375 px)" width={width} scale={scale} onStyles={setStyles}>
        <h1>GST e-invoicing webinar</h1>
        <a href="/contact">Ask us</a>
      </ContentPreviewFrame>
      <output data-testid="styles">{styles}</output>
    </>
  );
}

const added: Element[] = [];
/** A stylesheet of the staff page, as the build links one (or the development server writes one). */
function addSheet(make: () => HTMLElement) {
  const sheet = make();
  document.head.append(sheet);
  added.push(sheet);
  return sheet;
}
const link = (href: string) => () => Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
const style = (css: string) => () => Object.assign(document.createElement('style'), { textContent: css });

afterEach(() => {
  for (const sheet of added.splice(0)) sheet.remove();
  document.documentElement.removeAttribute('data-bs-theme');
});

describe('the preview’s frame', () => {
  it('draws its elements inside a document of its own, at its width, inert', async () => {
    render(<Harness />);
    const { frame, inside } = frameOf();
    expect(frame.style.width).toBe('375px');
    const heading = await within(inside.body).findByRole('heading', { name: 'GST e-invoicing webinar', hidden: true });
    expect(heading.ownerDocument).toBe(inside);
    expect(heading.ownerDocument).not.toBe(document);
    // Nothing of it is in the staff page's document, and none of it takes focus or clicks.
    expect(screen.queryByText('GST e-invoicing webinar')).toBeNull();
    expect(heading.closest('[inert]')).not.toBeNull();
    expect(inside.getElementsByTagName('a')[0]!.closest('[inert]')).not.toBeNull();
  });

  it('takes its scaled size in the page and keeps its own width inside', () => {
    render(<Harness width={1280} scale={0.5} />);
    const { frame } = frameOf();
    expect(frame.style.width).toBe('1280px');
    expect(frame.style.transform).toBe('scale(0.5)');
    expect(frame.parentElement!.style.width).toBe('640px');
  });

  it('copies the staff page’s stylesheets, those added later too, and shows itself once they have loaded', async () => {
    addSheet(style('.block-hero { color: rebeccapurple; }'));
    const site = addSheet(link('/assets/main.css'));
    render(<Harness />);
    const { frame, inside } = frameOf();
    const copied = () => [...inside.head.querySelectorAll('link[rel="stylesheet"]')].map((sheet) => sheet.getAttribute('href'));
    expect(copied()).toEqual([site.getAttribute('href')]);
    expect(inside.head.querySelector('style')!.textContent).toContain('rebeccapurple');
    // Hidden while its stylesheets load, rather than a page without styles.
    expect(frame.style.visibility).toBe('hidden');
    expect(screen.getByTestId('styles')).toHaveTextContent('loading');
    act(() => void inside.head.querySelector('link')!.dispatchEvent(new Event('load')));
    await waitFor(() => expect(frame.style.visibility).toBe(''));
    expect(screen.getByTestId('styles')).toHaveTextContent('ready');

    // A block's chunk brings its stylesheet when it loads.
    const block = addSheet(link('/assets/hero.css'));
    await waitFor(() => expect(copied()).toEqual([site.getAttribute('href'), block.getAttribute('href')]));
  });

  it('says so when a stylesheet cannot load', async () => {
    addSheet(link('/assets/main.css'));
    render(<Harness />);
    const { frame, inside } = frameOf();
    act(() => void inside.head.querySelector('link')!.dispatchEvent(new Event('error')));
    await waitFor(() => expect(screen.getByTestId('styles')).toHaveTextContent('failed'));
    // Shown as it is, not hidden for ever.
    expect(frame.style.visibility).toBe('');
  });

  it('takes the theme the site shows, and follows a change of it', async () => {
    document.documentElement.setAttribute('data-bs-theme', 'dark');
    render(<Harness />);
    const { inside } = frameOf();
    expect(inside.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    document.documentElement.setAttribute('data-bs-theme', 'light');
    await waitFor(() => expect(inside.documentElement).toHaveAttribute('data-bs-theme', 'light'));
  });
});
