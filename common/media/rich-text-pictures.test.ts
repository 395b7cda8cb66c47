import { describe, expect, it } from 'vitest';

import { hero } from '../blocks/declarations.ts';
import { pages } from '../content-model/page-kinds.ts';

import { fillResponsivePictures, mayHoldRichText, responsivePictures, RICH_TEXT_PICTURE_SIZES } from './rich-text-pictures.ts';

const PHOTO = '/media/uploads/0123456789abcdef0123456789abcdef-2560x1920.jpg';
const SMALL = '/media/uploads/fedcba9876543210fedcba9876543210-800x600.png';
const GONE = '/media/uploads/00000000000000000000000000000000-1600x900.webp';
const library = new Map([
  [PHOTO, { width: 2560, height: 1920 }],
  [SMALL, { width: 800, height: 600 }],
]);
const lookup = (path: string) => library.get(path);

/** The attributes of the first tag of this name (and, for a <source>, this type) in some HTML. */
function attributes(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}([^>]*)>`).exec(html);
  if (!element) throw new Error(`No <${tag}> in ${html}`);
  return Object.fromEntries([...element[1]!.matchAll(/([a-z-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

describe('pictures in rich text', () => {
  it('serves an upload the library has from its resized copies, at its size, lazily', () => {
    const html = responsivePictures(`<p>Before</p><p><img src="${PHOTO}" alt="A ledger &amp; a pen"></p>`, lookup);
    expect(html).toMatch(
      /^<p>Before<\/p><p><picture><source type="image\/avif" [^>]*><source type="image\/webp" [^>]*><img [^>]*><\/picture><\/p>$/,
    );
    const base = PHOTO.slice(0, -'.jpg'.length);
    const img = attributes(html, 'img');
    expect(img).toEqual({
      src: PHOTO,
      alt: 'A ledger &amp; a pen',
      width: '2560',
      height: '1920',
      srcset: `${base}-480.jpg 480w, ${base}-960.jpg 960w, ${base}-1440.jpg 1440w, ${base}-2560.jpg 2560w`,
      sizes: RICH_TEXT_PICTURE_SIZES,
      loading: 'lazy',
      decoding: 'async',
    });
    expect(attributes(html, 'source(?= type="image/avif")').srcset).toBe(
      `${base}-480.avif 480w, ${base}-960.avif 960w, ${base}-1440.avif 1440w, ${base}-2560.avif 2560w`,
    );
  });

  it('keeps a size staff gave, in proportion, and shows a narrow picture at most that wide', () => {
    const img = attributes(responsivePictures(`<img src="${SMALL}" alt="" width="400">`, lookup), 'img');
    expect(img).toMatchObject({ width: '400', height: '300', sizes: '(max-width: 400px) 100vw, 400px' });
    expect(img.srcset).toBe(`${SMALL.slice(0, -4)}-480.jpg 480w, ${SMALL.slice(0, -4)}-800.jpg 800w`);
  });

  it('leaves alone a picture whose library row is gone, one that is not an upload, and an earlier upload without copies', () => {
    const html = [
      `<img src="${GONE}" alt="Gone from the library">`,
      '<img src="/media/sections/chart-v1.svg" alt="Artwork">',
      '<img src="https://example.com/photo.jpg" alt="Elsewhere">',
      '<img src="/media/uploads/0123456789abcdef0123456789abcdef.png" alt="Before copies">',
      `<img alt="odd" src='${PHOTO}'>`,
    ].join('');
    expect(responsivePictures(html, lookup)).toBe(html);
    expect(responsivePictures('<p>No pictures</p>', lookup)).toBe('<p>No pictures</p>');
  });

  it('reaches rich text inside a page’s blocks, and only rich text', () => {
    expect(mayHoldRichText(pages.fields)).toBe(true);
    expect(mayHoldRichText(hero.fields)).toBe(false);
    const page = {
      blocks: [
        { type: 'hero', title: `<img src="${PHOTO}">`, image: PHOTO },
        { type: 'rich-text', html: `<img src="${PHOTO}" alt="">` },
        { type: 'image-text', html: `<p><img src="${SMALL}" alt=""></p>`, image: SMALL },
      ],
    };
    fillResponsivePictures(pages.fields, page, lookup);
    expect(page.blocks[0]).toEqual({ type: 'hero', title: `<img src="${PHOTO}">`, image: PHOTO });
    expect(page.blocks[1]!.html).toContain('srcset=');
    expect(page.blocks[2]!.html).toContain('srcset=');
    expect(page.blocks[2]!.image).toBe(SMALL);
  });
});
