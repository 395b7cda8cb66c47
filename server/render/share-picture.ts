// GET /og/service-<id>.png: a service's share picture (1200×630), drawn on the server from its title,
// offering and the brand (the Site settings' company name, city and partner year) with satori (layout to SVG) and resvg (SVG to PNG), kept per content version.
// GET /og/mr/service-<id>.png and /og/hi/service-<id>.png: the same picture in Marathi and Hindi (docs/languages.md):
// the service's translations (its English where a field has none) and the bottom line in that language. Satori shapes
// text with HarfBuzz, so Devanagari's conjuncts, reph and vowel signs are drawn as a browser draws them.
// Nothing leaves the machine: the fonts are Inter's and Noto Sans Devanagari's files from the npm packages.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import satori from 'satori';

import { scopedPlugin } from '../shared/plugin.ts';
import { company } from '../../common/company.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.ts';
import { isTranslatedLanguage } from '../../common/translation-states.ts';
import type { ContentStore } from '../db/content-store.ts';
import { matchesEtag, strongEtag } from '../cached-body.ts';

export const SHARE_PICTURE = { width: 1200, height: 630 } as const;

const SLUG = /^service-([1-9]\d{0,14})\.png$/;

const require = createRequire(import.meta.url);
function font(file: string, family = 'inter'): Buffer {
  return readFileSync(require.resolve(`@fontsource/${family}/files/${file}`));
}

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Font[] | undefined;
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

/** Inter for Latin letters and digits, then Noto Sans Devanagari (its Devanagari files: the letters, ZWJ and ZWNJ). */
let devanagariFonts: Font[] | undefined;
function loadDevanagariFonts() {
  const noto = (weight: 400 | 700) => font(`noto-sans-devanagari-devanagari-${weight}-normal.woff`, 'noto-sans-devanagari');
  devanagariFonts ??= [
    ...loadFonts(),
    { name: 'Noto Sans Devanagari', data: noto(700), weight: 700, style: 'normal' },
    { name: 'Noto Sans Devanagari', data: noto(400), weight: 400, style: 'normal' },
  ];
  return devanagariFonts;
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

/** How a language's picture is written: its fonts, its text's spacing, its bottom line, and where a long text is cut. */
interface PictureLanguage {
  fontFamily: string;
  fonts: () => Font[];
  title: { lineHeight: number; letterSpacing: string };
  headingLineHeight: number;
  partnerLine: (locality: string, partnerSince: number) => string;
  clip: (text: string, max: number) => string;
}

/** Long texts are cut so that the picture keeps its shape. */
function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/**
 * clip() for Devanagari: cut between letters as they are drawn (graphemes: a conjunct such as क्ष with its vowel signs
 * is one), never inside one, which would leave a lone vowel sign or virama.
 */
function clipGraphemes(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let kept = '';
  for (const { segment } of graphemes.segment(clean)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
}

/** The city in Devanagari when the Site settings name the company's own (any other shows as they have it). */
const LOCALITY: Readonly<Record<string, string>> = { [company.address.locality]: 'पुणे' };
const localityIn = (locality: string) => LOCALITY[locality] ?? locality;

const devanagari = {
  fontFamily: 'Inter, Noto Sans Devanagari',
  fonts: loadDevanagariFonts,
  // Room for the reph above and the vowel signs below the line; no letter spacing, which would break the headline.
  title: { lineHeight: 1.3, letterSpacing: '0px' },
  headingLineHeight: 1.45,
  clip: clipGraphemes,
} as const;

const PICTURE_LANGUAGES: Readonly<Record<Language, PictureLanguage>> = {
  en: {
    fontFamily: 'Inter',
    fonts: loadFonts,
    title: { lineHeight: 1.1, letterSpacing: '-1px' },
    headingLineHeight: 1.3,
    partnerLine: (locality, since) => `${locality} · Tally 5-Star partner since ${since}`,
    clip,
  },
  mr: { ...devanagari, partnerLine: (locality, since) => `${localityIn(locality)} · ${since} पासून Tally 5-Star पार्टनर` },
  hi: { ...devanagari, partnerLine: (locality, since) => `${localityIn(locality)} · ${since} से Tally 5-Star पार्टनर` },
};

/** The picture's layout: brand mark and name, the offering, the service's title and heading. */
function layout({ title, offering, heading, company: site }: SharePictureText, language: PictureLanguage): Node {
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
      fontFamily: language.fontFamily,
      color: '#0f172a',
      backgroundImage: 'linear-gradient(135deg, #eff6ff 0%, #ecfeff 100%)',
      // The frame is the picture, its padding inside it: the bottom line stays within the picture's edge.
      boxSizing: 'border-box',
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
      h(
        'div',
        {
          fontSize: `${titleSize}px`,
          fontWeight: 700,
          lineHeight: language.title.lineHeight,
          letterSpacing: language.title.letterSpacing,
          wordBreak: 'break-word',
        },
        title,
      ),
      ...(heading
        ? [h('div', { fontSize: '32px', color: '#334155', lineHeight: language.headingLineHeight, wordBreak: 'break-word' }, heading)]
        : []),
    ),
    h('div', { fontSize: '26px', color: '#475569' }, language.partnerLine(site.locality, site.partnerSince)),
  );
}

/** A service's share picture in a language (English unless told): its texts are that language's already. */
export async function drawSharePicture(text: SharePictureText, lang: Language = DEFAULT_LANGUAGE): Promise<Buffer> {
  const language = PICTURE_LANGUAGES[lang];
  const svg = await satori(
    layout(
      {
        ...text,
        title: language.clip(text.title, 90),
        offering: language.clip(text.offering, 60),
        heading: language.clip(text.heading, 140),
        company: { ...text.company, name: language.clip(text.company.name, 40) },
      },
      language,
    ) as never,
    { ...SHARE_PICTURE, fonts: language.fonts() },
  );
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_PICTURE.width } }).render().asPng();
}

/** The texts of a service's picture in a language (its translations, else its English), or undefined when there is no such service. */
function pictureText(store: ContentStore, serviceId: number, lang: Language): SharePictureText | undefined {
  const service = store.services(lang).find((item) => item.id === serviceId);
  if (!service) return undefined;
  const offering = store.offerings().find((item) => item.id === service.offering_id)?.offering_name ?? '';
  const [settings] = store.siteSettings(lang);
  const site = settings
    ? { name: settings.company_name, tagline: settings.tagline, locality: settings.locality, partnerSince: settings.partner_since }
    : { name: company.name, tagline: company.tagline, locality: company.address.locality, partnerSince: company.partnerSince };
  return { title: service.description || service.heading, offering, heading: service.description ? service.heading : '', company: site };
}

export const sharePicturePlugin = scopedPlugin('sharePicturePlugin', async (app: FastifyInstance, { store }: { store: ContentStore }) => {
  /** The pictures drawn since the content last changed, with their ETags, by language and service (`mr:1`). */
  const pictures = new Map<string, Promise<{ png: Buffer; etag: string }>>();
  let revision = '';
  async function answer(request: FastifyRequest, reply: FastifyReply, lang: Language | undefined, slug: string) {
    const id = slug.match(SLUG)?.[1];
    const text = id === undefined || lang === undefined ? undefined : pictureText(store, Number(id), lang);
    if (id === undefined || lang === undefined || !text) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('No such share picture');
    }
    if (store.revision() !== revision) {
      pictures.clear();
      revision = store.revision();
    }
    const key = `${lang}:${Number(id)}`;
    let picture = pictures.get(key);
    if (!picture) {
      picture = drawSharePicture(text, lang).then((png) => ({ png, etag: strongEtag(png) }));
      pictures.set(key, picture);
      picture.catch(() => pictures.delete(key));
    }
    const { png, etag } = await picture;
    // A picture changes with the content: link previews may keep it a day, then ask again with its ETag, and get a 304
    // while it is drawn the same.
    reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/png').send(png);
  }
  app.get<{ Params: { slug: string } }>('/og/:slug', (request, reply) => answer(request, reply, DEFAULT_LANGUAGE, request.params.slug));
  // Marathi and Hindi only: English has no prefix (/og/en/… is not a picture, as /en/… is not a page).
  app.get<{ Params: { lang: string; slug: string } }>('/og/:lang/:slug', (request, reply) =>
    answer(request, reply, isTranslatedLanguage(request.params.lang) ? request.params.lang : undefined, request.params.slug),
  );
});
