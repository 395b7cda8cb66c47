// The privacy notice (/privacy): what the contact form collects, why, for how long, and how to ask for
// erasure, as India's Digital Personal Data Protection Act, 2023 asks. The company's legal name, address,
// e-mail and phone are the Site settings staff edit (the built-in copy when those cannot be read); values
// marked "[to confirm]" are ones the owners must check before relying on the notice.
import { BACKUP_EXPIRY_WEEKS, PRIVACY_ANSWER_DAYS } from '../../common/privacy-requests.ts';

import type { PrivacyNotice } from '../types/privacy.ts';
import type { SiteContact } from '../types/site.ts';

/** The notice with the company's details as the site shows them. */
export function privacyNoticeFor(contact: SiteContact): PrivacyNotice {
  return {
    updated: '2026-11',
    toConfirm:
      'Values marked [to confirm] are placeholders the company must check: the grievance officer and the retention period set on the server. The legal name, address, e-mail and phone are those of the Site settings.',
    parts: [
      {
        id: 'who',
        title: 'Who we are',
        paragraphs: [
          `${contact.legalName}, ${contact.address.street}, ${contact.address.locality} ${contact.address.postalCode}, ${contact.address.region}, is the data fiduciary for what you send us through this website.`,
          `Questions about your data go to ${contact.email} [to confirm: grievance officer's name], or ${contact.phones[0]?.text ?? contact.email}.`,
        ],
      },
      {
        id: 'what',
        title: 'What we collect',
        paragraphs: [
          'When you send the contact form: your name, e-mail address, phone number (if you give it), the page or service you ask about and your project brief.',
          'With it we record the version of the consent text you agreed to, the page you sent the form from, the website that linked you to us (its address only, not the page) and the campaign labels (utm_source, utm_medium, utm_campaign, utm_term, utm_content) of the link you arrived by. These labels are kept in your browser tab until you close it — never in a cookie — and are sent only with an enquiry.',
          'We do not record your IP address with an enquiry, and the site uses no advertising or analytics cookies.',
          'We count how many times each page is viewed each day, to learn which pages help visitors. A view only adds one to that page’s count for the day: no cookie, no IP address and nothing that identifies you or your device is kept, so views cannot be linked to each other or to you. In the same way we count taps on our Call, WhatsApp and e-mail links — which kind, on which page, and the service and plan you were looking at — to learn how visitors prefer to reach us, and how many times each of our forms is shown and begun (a first answer typed or chosen) — which form only, never what you type until you send it. Search-engine crawlers are not counted, and neither are you if your browser sends Do Not Track or Global Privacy Control. Counts wait a few seconds in the server’s memory before they are saved.',
        ],
      },
      {
        id: 'why',
        title: 'Why we collect it',
        paragraphs: [
          'To answer your enquiry, prepare a quote and keep in touch about it. The campaign labels tell us which of our announcements reach people; they are not used to profile you.',
          'We do not sell your data or share it with others, except the e-mail provider that delivers enquiries to our staff.',
        ],
      },
      {
        id: 'how-long',
        title: 'How long we keep it',
        paragraphs: [
          'An enquiry is removed automatically 24 months after it was received [to confirm: the ENQUIRY_RETENTION_MONTHS setting of the server], or earlier when you ask.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights and how to ask for erasure',
        paragraphs: [
          `Under the Digital Personal Data Protection Act, 2023 you may ask what we hold about you (we send it to you as a file), have it corrected, withdraw your consent and have your enquiries erased. Write to ${contact.email} from the address you used, or call us from the number you gave; tell us that address or number so we can find your enquiries.`,
          `We answer every request within ${PRIVACY_ANSWER_DAYS} days of receiving it, and usually erase within seven working days. An erased enquiry and its notes are removed for good at once; our backups, kept for safety, still hold them until they expire, which takes at most ${BACKUP_EXPIRY_WEEKS} weeks, and are never used to bring them back.`,
          'If we do not resolve a complaint, you may approach the Data Protection Board of India.',
        ],
      },
    ],
  };
}
