import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { BLOCKS } from '@common/blocks/declarations';

import { BlocksPreview } from './blocks-preview';
import { RenderBlocks } from './render-blocks';
import { blockModules, loadBlocks, blockComponent } from './registry';

const LOAD = { timeout: 30_000 };

function renderPreview(blocks: unknown[]) {
  return render(
    <MemoryRouter>
      <BlocksPreview blocks={blocks} page={{ title: 'GST webinar', path: '/gst-webinar' }} />
    </MemoryRouter>,
  );
}

describe('the block registry', () => {
  it('has a module drawing every block type the library declares, and no other', async () => {
    expect(Object.keys(blockModules).sort()).toEqual(BLOCKS.map((block) => block.type).sort());
    await loadBlocks(BLOCKS.map((block) => block.type));
    for (const { type } of BLOCKS) expect(typeof (await blockModules[type]()).Component, type).toBe('function');
    expect(blockComponent('no-such-block')).toBeUndefined();
  });
});

describe('RenderBlocks', () => {
  it('draws blocks whose modules have loaded without Suspense boundaries, so a page hydrates in one pass', async () => {
    // A boundary in the server's HTML (<!--$-->) is hydrated apart from the page, and at once, in one long task,
    // when an update reaches it first.
    const blocks = [
      { type: 'hero', title: 'GST e-invoicing webinar' },
      { type: 'faq', items: [{ question: 'Is it online?', answer: 'Yes.' }] },
    ];
    await loadBlocks(blocks.map((block) => block.type));
    const html = renderToString(
      <StaticRouter location="/gst-webinar">
        <RenderBlocks blocks={blocks} page={{ title: 'GST webinar', path: '/gst-webinar' }} />
      </StaticRouter>,
    );
    expect(html).toContain('GST e-invoicing webinar');
    expect(html).toContain('Is it online?');
    expect(html).not.toContain('<!--$');
  });
});

describe('a block’s anchor', () => {
  it('is its section’s id, and a button’s #anchor is a plain link to it that the router leaves to the browser', async () => {
    const blocks = [
      { type: 'hero', title: 'GST webinar', buttons: [{ label: 'Ask us', href: '#enquiry' }], anchor: 'top-of-page' },
      { type: 'call-to-action', title: 'Seats are few', button_label: 'See the questions', button_href: '#questions' },
      { type: 'faq', items: [{ question: 'Is it online?', answer: 'Yes.' }], anchor: 'questions' },
      { type: 'contact-form', anchor: 'enquiry' },
      // Half typed in the editor: not an anchor yet, so no id.
      { type: 'rich-text', html: '<p>More</p>', anchor: 'Not One' },
    ];
    await loadBlocks(blocks.map((block) => block.type));
    const html = renderToString(
      <StaticRouter location="/gst-webinar">
        <RenderBlocks blocks={blocks} page={{ title: 'GST webinar', path: '/gst-webinar' }} />
      </StaticRouter>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect([...page.querySelectorAll('section[id]')].map((section) => section.id)).toEqual(['top-of-page', 'questions', 'enquiry']);
    expect(page.querySelector('section#questions')?.textContent).toContain('Is it online?');
    expect(page.querySelector('section#enquiry')?.textContent).toContain('Tell us what you need');
    const ask = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Ask us');
    expect(ask?.getAttribute('href')).toBe('#enquiry');
    expect(ask?.hasAttribute('target')).toBe(false);
    expect([...page.querySelectorAll('a')].find((link) => link.textContent?.includes('See the questions'))?.getAttribute('href')).toBe(
      '#questions',
    );
  });
});

describe('BlocksPreview', () => {
  it('draws half-typed blocks as far as they go, and leaves out what is not a block', async () => {
    renderPreview([
      { type: 'hero', title: 'Webinar' },
      { type: 'faq', items: [{ question: 'When?', answer: '12 December' }, { question: 'When?' }, { answer: 'no question' }] },
      { type: 'statistics', items: [{}, { value: '500+', label: 'Clients' }] },
      { type: 'call-to-action' },
      { type: 'testimonials', items: [{ quote: 'They set up our GST in a day.' }] },
      { type: 'video', url: 'not a video' },
      { type: 'logos', items: 'not a list' },
      { type: 'image-text' },
      { type: 'pricing' },
      { type: 'no-such-block', title: 'Unknown' },
      null,
      'text',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Webinar' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'When?' }, LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'When?' })).toHaveLength(1);
    expect(screen.getByText('500+')).toBeInTheDocument();
    // An empty button takes the declaration's defaults.
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('They set up our GST in a day.')).toBeInTheDocument();
    expect(screen.queryByText('Unknown')).toBeNull();
    expect(document.querySelector('iframe, .video-section')).toBeNull();
  });

  it('draws typed rich text without scripts, handlers or javascript: links', async () => {
    renderPreview([
      {
        type: 'rich-text',
        html: '<h2>What you will learn</h2><script>alert(1)</script><img src="/x.png" alt="" onerror="alert(2)"><a href="javascript:alert(3)">Go</a>',
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'What you will learn' }, LOAD)).toBeInTheDocument();
    const prose = document.querySelector('.prose')!;
    expect(prose.querySelector('script')).toBeNull();
    expect(prose.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(screen.getByText('Go')).not.toHaveAttribute('href');
  });

  it('reads the data its blocks draw through the API: every service without an offering', async () => {
    renderPreview([{ type: 'service-cards', title: 'Our services' }]);
    expect(await screen.findByRole('heading', { name: 'Our services' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(1));
  });

  it('draws the contact form block as a picture of the form: the preview sits inside the editor’s form, where no form may', async () => {
    renderPreview([{ type: 'contact-form', title: 'Ask us' }]);
    expect(await screen.findByRole('heading', { name: 'Ask us' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/The enquiry form: name, e-mail, phone/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });
});
