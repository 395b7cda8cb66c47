// Forms' hooks (common/kinds/forms.ts declares the kind and its block): the render answers a form block's read
// (GET /api/get-form/?id=) with the form as visitors fill it in, as the API does (server/forms/routes.ts).
import { apiPaths } from '../../common/api-contract.ts';
import { readForm } from '../forms/service.ts';

import type { KindHooks } from './index.ts';

export const formsHooks: KindHooks = {
  reads: { [apiPaths.form]: readForm },
};
