// The enquiry's rules (./enquiry-rules.ts) say what is wrong in English, on the server and in the browser alike: each of
// their messages in a page's language, by its English, for the contact form (src/components/enquiry-form) and the
// quotation builder's contact fields (./quotation-rules.ts), in the browser and in the server's answer without scripts.
import { ENQUIRY_LIMITS, enquiryMessages as english } from './enquiry-rules.ts';
import type { Translate } from './languages.ts';

/** The rules' messages in a language, by their English. */
export const enquiryMessagesIn = (t: Translate): Readonly<Record<string, string>> => ({
  [english.fullNameRequired]: t('Please enter your full name.'),
  [english.fullNameTooLong]: t('Please keep your name to {max} characters or fewer.', { max: ENQUIRY_LIMITS.fullName }),
  [english.fullNameType]: t('Your full name must be text.'),
  [english.contactRequired]: t('Please give a phone number or an email address, so that we can answer you.'),
  [english.emailInvalid]: t('Please enter a valid email address, like name@company.com.'),
  [english.emailTooLong]: t('Please keep your email address to {max} characters or fewer.', { max: ENQUIRY_LIMITS.email }),
  [english.emailType]: t('Your email address must be text.'),
  [english.phoneLength]: t('Please enter a phone number of {min} to {max} characters.', {
    min: ENQUIRY_LIMITS.phoneMin,
    max: ENQUIRY_LIMITS.phoneMax,
  }),
  [english.phoneCharacters]: t('Please use only digits, spaces and + - ( ) in the phone number.'),
  [english.phoneType]: t('The phone number must be text.'),
  [english.pageDetailsTooLong]: t('Please keep the page details to {max} characters or fewer.', { max: ENQUIRY_LIMITS.pageDetails }),
  [english.pageDetailsType]: t('The page details must be text.'),
  [english.projectBriefRequired]: t('Please tell us briefly about your project.'),
  [english.projectBriefTooLong]: t('Please keep the project brief to 5,000 characters or fewer.'),
  [english.projectBriefType]: t('The project brief must be text.'),
  [english.fullNameMalformed]: t('Your full name holds a broken character (half of an emoji or symbol). Please retype it.'),
  [english.emailMalformed]: t('Your email address holds a broken character (half of an emoji or symbol). Please retype it.'),
  [english.phoneMalformed]: t('The phone number holds a broken character (half of an emoji or symbol). Please retype it.'),
  [english.pageDetailsMalformed]: t('The page details hold a broken character (half of an emoji or symbol). Please retype them.'),
  [english.projectBriefMalformed]: t('The project brief holds a broken character (half of an emoji or symbol). Please retype it.'),
  [english.consentRequired]: t('Please agree to the privacy notice so that we can store your enquiry and answer it.'),
});
