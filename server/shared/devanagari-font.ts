// The site's own Noto Sans Devanagari for the pages the server writes itself (a quotation's page:
// server/quotations/page.ts; the answer to a plain form post: ./answer-page.ts), so a phone or computer without a
// Devanagari font reads their Marathi and Hindi too: the file the build made of it, looked for once among the build's
// files, and the @font-face that names it, as the site's pages declare it (src/styles/_fonts.scss). None without a build
// (development, tests without one): those pages then use the system's fonts.
import { createHash } from 'node:crypto';

import { DEVANAGARI_FONT_LOCAL_NAMES, DEVANAGARI_FONT_RANGE } from '../../common/languages.ts';

import { escapeHtml } from './escape-html.ts';

/** The build's files, as the render's source gives them (server/render/bundle.ts). */
export interface BuildFiles {
  assets(url: string): Promise<{ assetFiles: readonly string[] }>;
}

/** Each build's font, looked for when a page first asks (the server starts without reading the build's files). */
const found = new WeakMap<BuildFiles, Promise<string | undefined>>();

async function lookFor(source: BuildFiles): Promise<string | undefined> {
  try {
    const file = (await source.assets('/')).assetFiles.find((name) => /^noto-sans-devanagari-400-[\w-]+\.woff2$/.test(name));
    return file && `/assets/${file}`;
  } catch {
    return undefined;
  }
}

/**
 * The build's Noto Sans Devanagari file (regular; its weights are drawn from it), as a page's address: none without a
 * build, or a build whose files cannot be read.
 */
export function devanagariFontOf(source: BuildFiles | undefined): Promise<string | undefined> {
  if (!source) return Promise.resolve(undefined);
  let font = found.get(source);
  if (!font) found.set(source, (font = lookFor(source)));
  return font;
}

/** The font first, for Devanagari alone (its unicode-range); everything else in the system's own sans-serif. */
export const DEVANAGARI_FONT_STACK = '"Noto Sans Devanagari",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';

/**
 * The @font-face of the build's file (`/assets/…woff2`, its regular weight; bold drawn from it, as on the site's
 * pages): fetched only by a page that draws Devanagari (its unicode-range), and `optional`, as on the site's pages, so
 * that it never moves a line drawn before it came. An Android phone's own copy comes first, as on the site's pages.
 */
export const devanagariFontFace = (file: string) =>
  `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-weight:400;font-display:optional;src:${DEVANAGARI_FONT_LOCAL_NAMES.map((name) => `local("${name}")`).join(',')},url(${file}) format("woff2");unicode-range:${DEVANAGARI_FONT_RANGE}}`;

/**
 * Asked for with a page that draws Devanagari, so that it is there for the first paint: `optional`, it is never swapped
 * in later, which would move the page's lines (a phone without it in time keeps its own Devanagari font).
 */
export const devanagariFontPreload = (file: string) =>
  `<link rel="preload" href="${escapeHtml(file)}" as="font" type="font/woff2" crossorigin>`;

/** An inline style as a Content-Security-Policy allows it: by its hash. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
