// Default API answers for unit tests, one module per resource.
import { offeringHandlers } from './offerings';
import { pricingHandlers } from './pricing';
import { productHandlers } from './products';
import { serviceHandlers } from './services';

export const handlers = [...offeringHandlers, ...pricingHandlers, ...productHandlers, ...serviceHandlers];
