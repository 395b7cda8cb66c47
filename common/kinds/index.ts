// The kinds that carry their pages with them, registered: each module (./<kind>.ts) declares its kinds, its pages'
// route entries and its blocks, and its components are src/kinds/<kind>.tsx. The content model, the route table and
// the section library read these lists; nothing else names a kind (docs/development.md, "Add a kind with pages").
// Three names a kind, so that each reader takes only its own. The route table reads its entries through
// ./pages.data.ts, written out at build time, so the visitors' first download does not carry the kinds'
// declarations (docs/decisions/0036).
import { customerStories, customerStoryBlocks, customerStoryPages } from './customer-stories.ts';
import { formBlocks, forms } from './forms.ts';
import { articles, categories, insightsPages } from './insights.ts';
import { priceBook, quotationBlocks, quotationPages, quotationSettings } from './price-book.ts';

/** Their kinds, after the content model's own (common/content-model/kinds.ts); a category before its articles. */
export const moduleKinds = [categories, articles, customerStories, forms, priceBook, quotationSettings] as const;

/** Their pages, in the route table (common/routes.ts, through ./pages.data.ts). */
export const modulePages = [...insightsPages, ...customerStoryPages, ...quotationPages] as const;

/** Their blocks, in the section library after its own (common/blocks/declarations.ts). */
export const moduleBlocks = [...customerStoryBlocks, ...formBlocks, ...quotationBlocks] as const;
