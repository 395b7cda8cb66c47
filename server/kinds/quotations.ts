// Quotations' hooks (common/kinds/price-book.ts declares the price book and the builder's page): a quotation's private
// page and its PDF, which the server answers itself from the kept quotation (server/quotations/pages.ts).
import { quotationPagesPlugin } from '../quotations/pages.ts';

import type { KindHooks } from './index.ts';

export const quotationsHooks: KindHooks = {
  pages: quotationPagesPlugin,
};
