// The server's hooks of the kinds that carry their pages (common/kinds): what a kind's pages need of the server
// beyond its declared public reads. The render reads these lists and names no kind: the data reader answers a
// page's loader from `reads` (server/render/data-reader.ts), the render registers each `feed` (server/render/index.ts).
import type { FastifyInstance } from 'fastify';

import type { ContentStore } from '../db/content-store.ts';
import type { BuildFiles } from '../shared/devanagari-font.ts';

import { formsHooks } from './forms.ts';
import { insightsHooks } from './insights.ts';
import { quotationsHooks } from './quotations.ts';

/** A read's query parameters, as a page's loader gives them. */
export type ReadParams = Readonly<Record<string, string | number>>;

export interface KindHooks {
  /** Reads beyond the declared public ones, by API path: what the render answers a page's loader with. */
  reads?: Readonly<Record<string, (store: ContentStore, params: ReadParams) => unknown>>;
  /** A feed of the kind's newest items, registered beside the pages. */
  feed?: (app: FastifyInstance, options: { store: ContentStore; siteOrigin: string }) => Promise<void>;
  /**
   * Pages the kind answers itself beside the site's (a quotation's private page and PDF), registered as `feed` is;
   * `source` gives the build's files (a font the page names).
   */
  pages?: (app: FastifyInstance, options: { store: ContentStore; siteOrigin: string; source?: BuildFiles }) => Promise<void>;
}

/** Every kind's hooks. */
export const kindHooks: readonly KindHooks[] = [insightsHooks, formsHooks, quotationsHooks];
