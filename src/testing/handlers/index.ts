// Default API answers for unit tests, one module per resource.
import { enquiryHandlers } from './enquiries';
import { offeringHandlers } from './offerings';
import { pricingHandlers } from './pricing';
import { productHandlers } from './products';
import { serviceHandlers } from './services';
import { siteSettingsHandlers } from './site-settings';

export const handlers = [...enquiryHandlers, ...offeringHandlers, ...pricingHandlers, ...productHandlers, ...serviceHandlers, ...siteSettingsHandlers];
