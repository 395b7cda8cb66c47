// A quotation's private page and its PDF (docs/quotations.md): GET /quotation/<token> and /quotation/<token>/pdf, made
// from the kept quotation and registered beside the site's pages (server/kinds/quotations.ts); any other token is the
// site's 404 page. Never stored by a cache, never indexed, and no referrer leaves them (the link is the key).
import type { FastifyInstance, FastifyReply } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { whatsappNumber } from '../../common/whatsapp-number.ts';
import type { ContentStore } from '../db/content-store.ts';
import type { BuildFiles } from '../kinds/index.ts';

import { quotationPage, quotationPageCsp } from './page.ts';
import { prepareQuotationPdfs, quotationPdf } from './pdf-thread.ts';
import { quotationByToken, quotationHref } from './service.ts';

const PAGE_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/**
 * The build's Noto Sans Devanagari file (regular; its weights are drawn from it), as a page's address: none without a
 * build, or a build whose files cannot be read (the page then uses the system's fonts).
 */
async function devanagariFontOf(source: BuildFiles | undefined): Promise<string | undefined> {
  try {
    const files = source ? (await source.assets('/')).assetFiles : [];
    const file = files.find((name) => /^noto-sans-devanagari-400-[\w-]+\.woff2$/.test(name));
    return file && `/assets/${file}`;
  } catch {
    return undefined;
  }
}

/** GET /quotation/<token> and /quotation/<token>/pdf; the site's 404 page for a token that is not a quotation's. */
export const quotationPagesPlugin = scopedPlugin(
  'quotationPagesPlugin',
  async (app: FastifyInstance, { store, siteOrigin, source }: { store: ContentStore; siteOrigin: string; source?: BuildFiles }) => {
    // Looked for when the first quotation's page is asked for (the server starts without reading the build's files).
    let devanagariFont: Promise<string | undefined> | undefined;
    const found = (token: string, reply: FastifyReply) => {
      const quotation = quotationByToken(store, token);
      if (!quotation) reply.callNotFound();
      return quotation;
    };

    app.get('/quotation/:token', { helmet: false }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const quotation = found(token, reply);
      if (!quotation) return reply;
      // Its PDF is the next thing asked for: the drawing thread gets ready meanwhile.
      prepareQuotationPdfs();
      const site = store.siteSettings()[0]!;
      const link = new URL(quotationHref(token), siteOrigin).href;
      const font = await (devanagariFont ??= devanagariFontOf(source));
      return reply
        .headers({ ...PAGE_HEADERS, 'content-security-policy': quotationPageCsp(font) })
        .type('text/html; charset=utf-8')
        .send(
          quotationPage(quotation.document, {
            link,
            pdf: `${quotationHref(token)}/pdf`,
            companyWhatsapp: site.whatsapp_number || whatsappNumber(site.phone),
            devanagariFont: font,
          }),
        );
    });

    app.get('/quotation/:token/pdf', { helmet: false }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const quotation = found(token, reply);
      if (!quotation) return reply;
      const pdf = await quotationPdf(quotation.document);
      return reply
        .headers({
          ...PAGE_HEADERS,
          'content-security-policy': "default-src 'none'",
          'content-disposition': `attachment; filename="${quotation.document.number}.pdf"`,
        })
        .type('application/pdf')
        .send(pdf);
    });
  },
);
