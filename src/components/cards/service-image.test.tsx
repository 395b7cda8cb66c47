// A photo staff uploaded shows as a <picture> of its resized copies (AVIF, WebP, JPEG) on the service
// card and the service page; our SVG artwork stays a plain <img> (docs/decisions/0022-phone-photos.md).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { servicesFixture } from '@/testing/handlers/services';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { warmUpServicePages } from '@/testing/slow-machine';
import { apiPaths } from '@common/api-contract';

import { ServiceCard } from './service-card';

warmUpServicePages();

const PHOTO = '/media/uploads/0123456789abcdef0123456789abcdef-2560x1920.jpg';
const SECTION_PHOTO = '/media/uploads/fedcba9876543210fedcba9876543210-1200x900.png';

/** The srcset of a stored photo's copies in one format, at the widths it has. */
const srcset = (url: string, widths: number[], format: string) =>
  widths.map((w) => `${url.replace(/\.\w+$/, `-${w}.${format}`)} ${w}w`).join(', ');

/** The <picture> around an image, with its sources' types, srcsets and sizes. */
function pictureOf(img: HTMLElement) {
  const picture = img.parentElement!;
  expect(picture.tagName).toBe('PICTURE');
  return [...picture.querySelectorAll('source')].map((source) => ({
    type: source.type,
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));
}

function renderCard(image: string, imageFocus = '50% 50%', imageAlt = '') {
  const raw = { id: 1, heading: 'Licences', description: 'TallyPrime Licences', image, image_alt: imageAlt, image_focus: imageFocus };
  const service = { id: 1, title: 'TallyPrime Licences', subtitle: 'Licences', image, imageAlt, imageFocus, raw };
  const { container } = render(
    <MemoryRouter>
      <ServiceCard service={service} />
    </MemoryRouter>,
  );
  return container.querySelector('img')!;
}

describe('uploaded photos', () => {
  it('on a service card: described by the media library’s words, else left to the card’s title beside it', () => {
    expect(renderCard(PHOTO, '50% 50%', 'A TallyPrime invoice on a laptop')).toHaveAttribute('alt', 'A TallyPrime invoice on a laptop');
    cleanup();
    expect(renderCard(PHOTO)).toHaveAttribute('alt', '');
  });

  it('on a service card: AVIF and WebP sources of four widths, a JPEG srcset, sized and lazy', () => {
    const img = renderCard(PHOTO);
    const sizes = '(min-width: 1200px) 420px, (min-width: 768px) 50vw, 100vw';
    expect(pictureOf(img)).toEqual([
      { type: 'image/avif', srcset: srcset(PHOTO, [480, 960, 1440, 2560], 'avif'), sizes },
      { type: 'image/webp', srcset: srcset(PHOTO, [480, 960, 1440, 2560], 'webp'), sizes },
    ]);
    expect(img).toHaveAttribute('src', PHOTO);
    expect(img).toHaveAttribute('srcset', srcset(PHOTO, [480, 960, 1440, 2560], 'jpg'));
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('leaves our SVG artwork, earlier uploads and other addresses a plain <img>', () => {
    for (const image of [
      '/media/services/tallyprime.svg',
      '/media/uploads/0123456789abcdef0123456789abcdef.jpg',
      'https://cdn.example.com/x-2560x1920.jpg',
    ]) {
      const img = renderCard(image);
      expect(img.parentElement!.tagName, image).not.toBe('PICTURE');
      expect(img, image).toHaveAttribute('src', image);
      expect(img, image).not.toHaveAttribute('srcset');
    }
  });

  it('shows our artwork when a copy fails to load', async () => {
    const img = renderCard(PHOTO);
    fireEvent.error(img);
    await waitFor(() => expect(document.querySelector('picture')).toBeNull());
    expect(document.querySelector('.service-card__image')!.getAttribute('src')).toMatch(/service-default.*\.svg/);
  });

  it('keeps the focal point in view where the picture is cropped: card, page and sections', async () => {
    expect(renderCard('/media/services/tallyprime.svg', '20% 80%').style.objectPosition).toBe('20% 80%');
    server.use(
      http.get(`*${apiPaths.service}`, () =>
        HttpResponse.json({
          success: true,
          data: servicesFixture.map((service) => (service.id === 1 ? { ...service, image_focus: '10% 90%' } : service)),
        }),
      ),
      http.get(`*${apiPaths.serviceSections}`, () =>
        HttpResponse.json({
          success: true,
          data: [
            { id: 11, title: 'Choose your edition', description: 'Silver or Gold.', image: SECTION_PHOTO, image_focus: '75% 25%' },
            // A value without the form is centred rather than passed to the page.
            { id: 12, title: 'Installed', description: 'We set it up.', image: SECTION_PHOTO, image_focus: 'url(x)' },
          ],
        }),
      ),
    );
    renderRoute('/service/service-1');
    expect((await screen.findByRole('img', { name: 'TallyPrime Licences' })).style.objectPosition).toBe('10% 90%');
    expect((await screen.findByRole('img', { name: 'Choose your edition' })).style.objectPosition).toBe('75% 25%');
    expect(screen.getByRole('img', { name: 'Installed' }).style.objectPosition).toBe('50% 50%');
  });

  it("on a service page: the main image (at once, high priority) and its sections' images", async () => {
    server.use(
      http.get(`*${apiPaths.service}`, () =>
        HttpResponse.json({
          success: true,
          data: servicesFixture.map((service) => (service.id === 1 ? { ...service, image: PHOTO } : service)),
        }),
      ),
      http.get(`*${apiPaths.serviceSections}`, () =>
        HttpResponse.json({
          success: true,
          data: [{ id: 11, title: 'Choose your edition', description: 'Silver or Gold.', image: SECTION_PHOTO }],
        }),
      ),
    );
    renderRoute('/service/service-1');
    const main = await screen.findByRole('img', { name: 'TallyPrime Licences' });
    const mainSizes = '(min-width: 1400px) 840px, (min-width: 992px) 66vw, 100vw';
    expect(pictureOf(main)).toEqual([
      { type: 'image/avif', srcset: srcset(PHOTO, [480, 960, 1440, 2560], 'avif'), sizes: mainSizes },
      { type: 'image/webp', srcset: srcset(PHOTO, [480, 960, 1440, 2560], 'webp'), sizes: mainSizes },
    ]);
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('height', '510');

    const section = await screen.findByRole('img', { name: 'Choose your edition' });
    // Stored 1,200 px wide: copies at 480, 960 and its own width.
    expect(pictureOf(section)[0]).toEqual({
      type: 'image/avif',
      srcset: srcset(SECTION_PHOTO, [480, 960, 1200], 'avif'),
      sizes: '(min-width: 1400px) 620px, (min-width: 768px) 50vw, 100vw',
    });
    expect(section).toHaveAttribute('srcset', srcset(SECTION_PHOTO, [480, 960, 1200], 'jpg'));
    expect(section).toHaveAttribute('src', SECTION_PHOTO);
  });
});
