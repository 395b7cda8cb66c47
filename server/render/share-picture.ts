// GET /og/service-<id>.png: a service's share picture (1200×630), drawn on the server from its title,
// offering and the brand (the Site settings' company name, city and partner year) with satori (layout to SVG) and resvg (SVG to PNG), kept per content version.
// Nothing leaves the machine: the fonts are Inter's files from the npm package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance } from 'fastify';
import satori from 'satori';

import { company } from '../../common/company.ts';
import type { ContentStore } from '../db/content-store.ts';

export const SHARE_PICTURE = { width: 1200, height: 630 } as const;

const SLUG = /^service-([1-9]\d{0,14})\.png$/;

const require = createRequire(import.meta.url);
function font(file: string): Buffer {
  return readFileSync(require.resolve(`@fontsource/inter/files/${file}`));
}

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
function loadFonts() {
  fonts ??= [
    { name: 'Inter', data: font('inter-latin-700-normal.woff'), weight: 700, style: 'normal' },
    { name: 'Inter', data: font('inter-latin-400-normal.woff'), weight: 400, style: 'normal' },
    // ₹, accented names and the like.
    { name: 'Inter', data: font('inter-latin-ext-700-normal.woff'), weight: 700, style: 'normal' },
    { name: 'Inter', data: font('inter-latin-ext-400-normal.woff'), weight: 400, style: 'normal' },
  ];
  return fonts;
}

/** An element for satori: the shape React elements have, without React. */
interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string; [key: string]: unknown };
}
const h = (type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({ type, props: { style, children } });

export interface SharePictureText {
  title: string;
  offering: string;
  heading: string;
  /** The company as the Site settings name it (the built-in copy when they cannot be read). */
  company: { name: string; tagline: string; locality: string; partnerSince: number };
}

/** The picture's layout: brand mark and name, the offering, the service's title and heading. */
function layout({ title, offering, heading, company: site }: SharePictureText): Node {
  const titleSize = title.length > 60 ? 56 : 68;
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 88px',
      fontFamily: 'Inter',
      color: '#0f172a',
      backgroundImage: 'linear-gradient(135deg, #eff6ff 0%, #ecfeff 100%)',
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: '20px' },
      h(
        'div',
        {
          width: '72px',
          height: '72px',
          borderRadius: '18px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          backgroundImage: 'linear-gradient(135deg, #2563eb, #0e7490)',
          color: '#ffffff',
          fontSize: '44px',
          fontWeight: 700,
        },
        site.name.charAt(0),
      ),
      h('div', { fontSize: '40px', fontWeight: 700, color: '#1e3a8a' }, site.name),
      h('div', { fontSize: '26px', color: '#475569', marginLeft: '12px' }, site.tagline),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: '20px' },
      h('div', { fontSize: '30px', fontWeight: 700, color: '#0e7490', textTransform: 'uppercase', letterSpacing: '2px' }, offering),
      h('div', { fontSize: `${titleSize}px`, fontWeight: 700, lineHeight: 1.1, letterSpacing: '-1px', wordBreak: 'break-word' }, title),
      ...(heading ? [h('div', { fontSize: '32px', color: '#334155', lineHeight: 1.3, wordBreak: 'break-word' }, heading)] : []),
    ),
    h('div', { fontSize: '26px', color: '#475569' }, `${site.locality} · Tally 5-Star partner since ${site.partnerSince}`),
  );
}

/** Long texts are cut so that the picture keeps its shape. */
function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

export async function drawSharePicture(text: SharePictureText): Promise<Buffer> {
  const svg = await satori(
    layout({
      ...text,
      title: clip(text.title, 90),
      offering: clip(text.offering, 60),
      heading: clip(text.heading, 140),
      company: { ...text.company, name: clip(text.company.name, 40) },
    }) as never,
    { ...SHARE_PICTURE, fonts: loadFonts() },
  );
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_PICTURE.width } }).render().asPng();
}

/** The texts of a service's picture, or undefined when there is no such service. */
function pictureText(store: ContentStore, serviceId: number): SharePictureText | undefined {
  const service = store.services().find((item) => item.id === serviceId);
  if (!service) return undefined;
  const offering = store.offerings().find((item) => item.id === service.offering_id)?.offering_name ?? '';
  const [settings] = store.siteSettings();
  const site = settings
    ? { name: settings.company_name, tagline: settings.tagline, locality: settings.locality, partnerSince: settings.partner_since }
    : { name: company.name, tagline: company.tagline, locality: company.address.locality, partnerSince: company.partnerSince };
  return { title: service.description || service.heading, offering, heading: service.description ? service.heading : '', company: site };
}

export async function sharePicturePlugin(app: FastifyInstance, { store }: { store: ContentStore }) {
  const pictures = new Map<number, Promise<Buffer>>();
  let revision = '';
  app.get<{ Params: { slug: string } }>('/og/:slug', async (request, reply) => {
    const id = request.params.slug.match(SLUG)?.[1];
    const text = id === undefined ? undefined : pictureText(store, Number(id));
    if (id === undefined || !text) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('No such share picture');
    }
    if (store.revision() !== revision) {
      pictures.clear();
      revision = store.revision();
    }
    let picture = pictures.get(Number(id));
    if (!picture) {
      picture = drawSharePicture(text);
      pictures.set(Number(id), picture);
      picture.catch(() => pictures.delete(Number(id)));
    }
    // A picture changes with the content: link previews may keep it a day, then ask again.
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('image/png')
      .send(await picture);
  });
}
