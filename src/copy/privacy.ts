// The privacy notice (/privacy): what the contact form collects, why, for how long, and how to ask for erasure, as
// India's Digital Personal Data Protection Act, 2023 asks — in the page's language, as its section 5(3) lets a person
// ask (English, Marathi or Hindi). The company's legal name, address, e-mail and phone are the Site settings staff
// edit (the built-in copy when those cannot be read); values marked "[to confirm]" are ones the owners must check
// before relying on the notice. Its Marathi and Hindi are src/i18n/privacy/mr.json and hi.json, which only this page
// loads (docs/languages.md).
import { BACKUP_EXPIRY_WEEKS, PRIVACY_ANSWER_DAYS } from '../../common/privacy-requests.ts';

import type { Translate } from '../lib/language.tsx';
import type { PrivacyNotice } from '../types/privacy.ts';
import type { SiteContact } from '../types/site.ts';

/** Names the notice keeps as they are in every language: the campaign labels, a server setting, browser signals, the chat. */
const NAMES_AS_WRITTEN = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'ENQUIRY_RETENTION_MONTHS',
  'Do Not Track',
  'Global Privacy Control',
  'WhatsApp',
];

/** The company's details the notice names, as the site shows them: written as they are in every language. */
function privacyNoticeDetails(contact: SiteContact) {
  const { street, locality, postalCode, region } = contact.address;
  return {
    legalName: contact.legalName,
    address: `${street}, ${locality} ${postalCode}, ${region}`,
    email: contact.email,
    phone: contact.phones[0]?.text ?? contact.email,
  };
}

/** The notice with the company's details as the site shows them, its words through `t` (the English as written). */
export function privacyNoticeFor(contact: SiteContact, t: Translate): PrivacyNotice {
  const { legalName, address, email, phone } = privacyNoticeDetails(contact);
  return {
    updated: '2026-11',
    asWritten: [legalName, address, email, phone, ...NAMES_AS_WRITTEN],
    toConfirm: t(
      'Values marked [to confirm] are placeholders the company must check: the grievance officer and the retention period set on the server. The legal name, address, e-mail and phone are those of the Site settings.',
    ),
    parts: [
      {
        id: 'who',
        title: t('Who we are'),
        paragraphs: [
          t('{legalName}, {address}, is the data fiduciary for what you send us through this website.', { legalName, address }),
          t('Questions about your data go to {email} [to confirm: grievance officer’s name], or {phone}.', { email, phone }),
        ],
      },
      {
        id: 'what',
        title: t('What we collect'),
        paragraphs: [
          t(
            'When you send the contact form: your name, e-mail address, phone number (if you give it), the page or service you ask about and your project brief.',
          ),
          t(
            'With it we record the version of the consent text you agreed to, the page you sent the form from, the website that linked you to us (its address only, not the page) and the campaign labels (utm_source, utm_medium, utm_campaign, utm_term, utm_content) of the link you arrived by. These labels are kept in your browser tab until you close it — never in a cookie — and are sent only with an enquiry.',
          ),
          t('We do not record your IP address with an enquiry, and the site uses no advertising or analytics cookies.'),
          t(
            'We count how many times each page is viewed each day, to learn which pages help visitors. A view only adds one to that page’s count for the day: no cookie, no IP address and nothing that identifies you or your device is kept, so views cannot be linked to each other or to you. In the same way we count taps on our Call, WhatsApp and e-mail links — which kind, on which page, and the service and plan you were looking at — to learn how visitors prefer to reach us, and how many times each of our forms is shown and begun (a first answer typed or chosen) — which form only, never what you type until you send it. Search-engine crawlers are not counted, and neither are you if your browser sends Do Not Track or Global Privacy Control. Counts wait a few seconds in the server’s memory before they are saved.',
          ),
        ],
      },
      {
        id: 'why',
        title: t('Why we collect it'),
        paragraphs: [
          t(
            'To answer your enquiry, prepare a quote and keep in touch about it. The campaign labels tell us which of our announcements reach people; they are not used to profile you.',
          ),
          t('We do not sell your data or share it with others, except the e-mail provider that delivers enquiries to our staff.'),
        ],
      },
      {
        id: 'how-long',
        title: t('How long we keep it'),
        paragraphs: [
          t(
            'An enquiry is removed automatically 24 months after it was received [to confirm: the ENQUIRY_RETENTION_MONTHS setting of the server], or earlier when you ask.',
          ),
        ],
      },
      {
        id: 'your-rights',
        title: t('Your rights and how to ask for erasure'),
        paragraphs: [
          t(
            'Under the Digital Personal Data Protection Act, 2023 you may ask what we hold about you (we send it to you as a file), have it corrected, withdraw your consent and have your enquiries erased. Write to {email} from the address you used, or call us from the number you gave; tell us that address or number so we can find your enquiries.',
            { email },
          ),
          t(
            'We answer every request within {days} days of receiving it, and usually erase within seven working days. An erased enquiry and its notes are removed for good at once; our backups, kept for safety, still hold them until they expire, which takes at most {weeks} weeks, and are never used to bring them back.',
            { days: PRIVACY_ANSWER_DAYS, weeks: BACKUP_EXPIRY_WEEKS },
          ),
          t('If we do not resolve a complaint, you may approach the Data Protection Board of India.'),
        ],
      },
    ],
  };
}
