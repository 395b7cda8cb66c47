// The page answering a plain form post (a form staff built, the quotation builder) before scripts arrive: in the
// language of the page it came from (`back`), what to correct (or the confirmation), and the way back to that page;
// in the browser's own light or dark colours, as the visitor's system asks. A Marathi or Hindi one is drawn in the
// site's own Devanagari font when the build has it (./devanagari-font.ts), as the page it came from was: a phone or
// computer without a Devanagari font of its own would show its words as boxes.
import type { FastifyReply } from 'fastify';

import { DEFAULT_LANGUAGE, languageOfPath, languageTag } from '../../common/languages.ts';

import {
  devanagariFontFace,
  devanagariFontOf,
  devanagariFontPreload,
  DEVANAGARI_FONT_STACK,
  styleHash,
  type BuildFiles,
} from './devanagari-font.ts';
import { escapeHtml } from './escape-html.ts';
import { API_SECURITY_HEADERS } from './responses.ts';
import { wordsIn, type Words } from './words.ts';

/**
 * What an answer page says: `title` and `backLabel` in the page's words, `lines` one under another, `back` the page it
 * leads back to; `note` undefined says the answers are still in the form, empty says nothing.
 */
export interface Answer {
  title: (t: Words) => string;
  lines?: readonly string[];
  back: string;
  note?: string;
  backLabel?: (t: Words) => string;
}

/** An answer page and the Content-Security-Policy it is sent under. */
export interface AnswerPage {
  html: string;
  policy: string;
}

/** The style of a page in Devanagari: the build's font, and the text in it. */
const devanagariStyle = (font: string) => `${devanagariFontFace(font)}body{font-family:${DEVANAGARI_FONT_STACK}}`;

/** The policy for each font file (one per build), worked out at the first page that asks, not at every one. */
const policies = new Map<string, string>();

/**
 * A page in Devanagari's policy: the API's (nothing loads, no page frames it), with its one style and the font from this
 * server.
 */
function devanagariPolicy(font: string): string {
  let policy = policies.get(font);
  if (policy === undefined) {
    policy = `default-src 'none'; style-src ${styleHash(devanagariStyle(font))}; font-src 'self'; frame-ancestors 'none'`;
    policies.set(font, policy);
  }
  return policy;
}

/**
 * The answer page; `devanagariFont` the address of the build's Noto Sans Devanagari file when the page is in Marathi or
 * Hindi (sendAnswerPage looks for it only then: an English page names no font).
 */
function answerPage(
  { title, lines = [], back, note, backLabel = (t) => t('Back to the page') }: Answer,
  devanagariFont?: string,
): AnswerPage {
  const lang = languageOfPath(back).lang;
  const t = wordsIn(lang);
  const heading = escapeHtml(title(t));
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  const said = note ?? t('Go back with your browser’s Back button: what you typed is still in the form.');
  const head = devanagariFont ? `<style>${devanagariStyle(devanagariFont)}</style>${devanagariFontPreload(devanagariFont)}` : '';
  return {
    html: `<!doctype html><html lang="${languageTag(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${heading}</title>${head}</head><body><main><h1>${heading}</h1>${items ? `<ul>${items}</ul>` : ''}${said ? `<p>${escapeHtml(said)}</p>` : ''}<p><a href="${escapeHtml(back)}">${escapeHtml(backLabel(t))}</a></p></main></body></html>`,
    policy: devanagariFont ? devanagariPolicy(devanagariFont) : API_SECURITY_HEADERS['content-security-policy']!,
  };
}

/**
 * Sends the answer page as HTML under its own policy, in place of the API's; `source` gives the build's files (the font
 * of a Marathi or Hindi page, looked for only by one).
 */
export async function sendAnswerPage(reply: FastifyReply, source: BuildFiles | undefined, answer: Answer): Promise<FastifyReply> {
  const font = languageOfPath(answer.back).lang === DEFAULT_LANGUAGE ? undefined : await devanagariFontOf(source);
  const { html, policy } = answerPage(answer, font);
  return reply.type('text/html; charset=utf-8').header('content-security-policy', policy).send(html);
}
