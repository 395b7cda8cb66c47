import { company } from '@/copy/company';
import type { SiteSettings } from '@common/content-model/site-settings-kind';

import type { ContentAnswer } from './content';

/** The Site settings as the seed has them: the site's built-in copy (src/copy/company.test.ts keeps the two equal). */
export const siteSettingsFixture: SiteSettings = {
  id: 1,
  company_name: company.name,
  tagline: company.tagline,
  legal_name: company.legalName,
  partner_since: company.partnerSince,
  phone: company.phones[0],
  phone_2: company.phones[1],
  email: company.email,
  street: company.address.street,
  locality: company.address.locality,
  region: company.address.region,
  postal_code: company.address.postalCode,
  whatsapp_number: '',
  whatsapp_message: company.chat.message,
  linkedin_url: company.social.linkedin,
  instagram_url: company.social.instagram,
  map_embed_url: company.map.embedUrl,
  office_hours: company.officeHours,
};

export const siteSettingsAnswers: Record<string, ContentAnswer> = { siteSettings: [siteSettingsFixture] };
