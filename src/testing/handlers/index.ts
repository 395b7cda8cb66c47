// Default API answers for unit tests, one module per resource.
import { offeringHandlers } from './offerings';
import { pricingHandlers } from './pricing';

export const handlers = [...offeringHandlers, ...pricingHandlers];
