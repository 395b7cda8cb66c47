// Default API answers for unit tests: the content reads the kinds declare (./content.ts), answered with each
// resource module's fixtures, and the other endpoints' handlers.
import { backupHandlers } from './backups';
import { companyPageAnswers } from './company-pages';
import { contentHandlers } from './content';
import { enquiryHandlers } from './enquiries';
import { homeAnswers } from './home';
import { mediaHandlers } from './media';
import { menuAnswers } from './menus';
import { offeringAnswers } from './offerings';
import { pricingAnswers } from './pricing';
import { privacyRequestHandlers } from './privacy-requests';
import { productHandlers } from '../../samples/testing/products';
import { serviceAnswers } from './services';
import { siteSettingsAnswers } from './site-settings';
import { staffContentHandlers } from './staff-content';

export const handlers = [
  ...contentHandlers({
    ...companyPageAnswers,
    ...homeAnswers,
    ...menuAnswers,
    ...offeringAnswers,
    ...pricingAnswers,
    ...serviceAnswers,
    ...siteSettingsAnswers,
  }),
  ...backupHandlers,
  ...enquiryHandlers,
  ...mediaHandlers,
  ...privacyRequestHandlers,
  ...productHandlers,
  ...staffContentHandlers,
];
