// A quotation's private page and its PDF (docs/quotations.md): GET /quotation/<token> and /quotation/<token>/pdf, made
// from the kept quotation and registered beside the site's pages (server/kinds/quotations.ts); any other token is the
// site's 404 page. Never stored by a cache, never indexed, and no referrer leaves them (the link is the key).
import type { FastifyInstance, FastifyReply } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { whatsappNumber } from '../../common/whatsapp-number.ts';
import type { ContentStore } from '../db/content-store.ts';
import { devanagariFontOf, type BuildFiles } from '../shared/devanagari-font.ts';

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

/** GET /quotation/<token> and /quotation/<token>/pdf; the site's 404 page for a token that is not a quotation's. */
export const quotationPagesPlugin = scopedPlugin(
  'quotationPagesPlugin',
  async (app: FastifyInstance, { store, siteOrigin, source }: { store: ContentStore; siteOrigin: string; source?: BuildFiles }) => {
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
      // Looked for once, when the first page that names it is asked for.
      const font = await devanagariFontOf(source);
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
