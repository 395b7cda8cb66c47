// The real pages' titles, descriptions and lines under their titles as the route table has them: the
// built-in copy that stands in when the ones staff edit (decision 0023, /api/page-meta/) cannot be read.
// A test keeps them equal to the seed (server/db/seed-content.json).
import { META_PAGE_PATHS } from '@common/content-model/company-page-kinds';

import { routeTable } from '@common/routes';
import type { PageMetaEntry } from '@common/content-model/company-page-kinds';

export const pageMetaBuiltIn: PageMetaEntry[] = META_PAGE_PATHS.map((path, index) => {
  const route = routeTable.find((entry) => entry.path === path);
  if (!route) throw new Error(`No page at ${path}`);
  return {
    id: index + 1,
    path,
    title: route.meta.title,
    search_title: '',
    description: route.meta.description,
    subtitle: route.meta.subtitle,
  };
});
