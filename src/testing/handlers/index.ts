// Default API answers for unit tests, one module per resource.
import { companyPageHandlers } from './company-pages';
import { enquiryHandlers } from './enquiries';
import { homeHandlers } from './home';
import { offeringHandlers } from './offerings';
import { pricingHandlers } from './pricing';
import { privacyRequestHandlers } from './privacy-requests';
import { productHandlers } from '../../samples/testing/products';
import { serviceHandlers } from './services';
import { siteSettingsHandlers } from './site-settings';
import { staffContentHandlers } from './staff-content';

export const handlers = [...companyPageHandlers, ...enquiryHandlers, ...homeHandlers, ...offeringHandlers, ...pricingHandlers, ...privacyRequestHandlers, ...productHandlers, ...serviceHandlers, ...siteSettingsHandlers, ...staffContentHandlers];
