// Default API answers for unit tests, one module per resource.
import { offeringHandlers } from './offerings';

export const handlers = [...offeringHandlers];
