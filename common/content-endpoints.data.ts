// The content API's endpoints, by their contract name: each read's path, its records' shape and its query parameter,
// from the kinds' declarations (`publicApi`, common/content-model/public-api.ts). Data computed from the
// declarations: the built site receives the shapes written out, not the declarations (docs/decisions/0036).
import { CONTENT_KINDS } from './content-model/kinds.ts';
import { contentEndpointsOf } from './content-model/public-api.ts';

export const contentEndpoints = contentEndpointsOf(CONTENT_KINDS);
