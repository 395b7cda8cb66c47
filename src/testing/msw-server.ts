import { setupServer } from 'msw/node';

import { handlers } from './handlers';

/** The msw server of the unit tests. Tests override a handler with `server.use(...)`. */
export const server = setupServer(...handlers);
