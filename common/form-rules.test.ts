import { describe, expect, it } from 'vitest';

import { CONSENT_VERSION, CONSENT_VERSION_FIELD, enquiryMessages } from './enquiry-rules.ts';
import { isValidGstin } from './gstin.ts';
import {
  answersAsShown,
  answersText,
  checkFormAnswers,
  fieldError,
  formDefinition,
  formMessages,
  formMessagesIn,
  isConditional,
  isFieldShown,
  isValidIndianPhone,
  isValidPan,
  isValidPin,
  MAX_FORM_TEXT_CHARACTERS,
  shownSteps,
  textLimitOf,
  type FormFieldDefinition,
} from './form-rules.ts';
import type { FormRecord } from './kinds/forms.ts';

type StoredField = FormRecord['fields'][number];

const BLANK = { type: 'text', help: '', required: true, options: '', limits: '', default: '', show_when: '', show_values: '', step: 1 };
const stored = (label: string, more: Partial<StoredField> = {}): StoredField => ({ ...BLANK, label, ...more });
const FORM = {
  id: 7,
  title: 'Health check',
  submit_label: 'Book',
  confirmation: 'Thanks!',
  redirect: '/thank-you',
  reply: '',
  notify: 'a@b.in',
};
const record = (...fields: StoredField[]): FormRecord => ({ ...FORM, fields });

/** One field of a form, as visitors get it. */
const field = (type: string, more: Partial<StoredField> = {}, label = 'Answer'): FormFieldDefinition =>
  formDefinition(record(stored(label, { type, ...more }))).fields[0]!;

const consented = { [CONSENT_VERSION_FIELD]: CONSENT_VERSION };

describe('the definition of a stored form', () => {
  it('carries the form’s words and no recipients', () => {
    const definition = formDefinition(record(stored('Name')));
    const { fields: _, steps: __, ...words } = definition;
    expect(words).toEqual({ id: 7, title: 'Health check', submitLabel: 'Book', confirmation: 'Thanks!', redirect: '/thank-you' });
    expect(definition.steps).toBe(1);
  });

  it('names each answer from its label, uniquely, by position when the label has no Latin letters, never as the hidden field', () => {
    const labels = ['Your GSTIN', '  E-mail / Phone?! ', 'Your GSTIN', 'your gstin', 'नाव', 'Café', 'Website', 'Consent'];
    const keys = formDefinition(record(...labels.map((label) => stored(label)))).fields.map((each) => each.key);
    expect(keys).toEqual(['your-gstin', 'e-mail-phone', 'your-gstin-2', 'your-gstin-3', 'field-5', 'caf', 'website-2', 'consent-2']);
  });

  it('never names an answer as a property every object has, which a post with files may not carry ("Constructor")', () => {
    const labels = ['Constructor', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
    const keys = formDefinition(record(...labels.map((label) => stored(label)))).fields.map((each) => each.key);
    expect(keys).toEqual(['constructor-2', 'constructor-3', 'proto', 'tostring', 'hasownproperty', 'valueof']);
    for (const key of keys) expect(key in Object.prototype, key).toBe(false);
  });

  it('takes known types, and short text for any other', () => {
    expect(field('gstin').type).toBe('gstin');
    expect(field('colour').type).toBe('text');
    expect(field('heading').required).toBe(false);
  });

  it('lists the choices trimmed, without empty or repeated lines', () => {
    expect(field('select', { options: ' Yes \r\n\nNo\nYes\n  ' }).options).toEqual(['Yes', 'No']);
  });

  it('reads the limits', () => {
    const limits = (text: string) => `${field('number', { limits: text }).min} ${field('number', { limits: text }).max}`;
    const read = ['200', '1-500', ' 1 to 500 ', '-2.5 - 10.5', '-10--1', '500-1'].map(limits);
    expect(read).toEqual(['null 200', '1 500', '1 500', '-2.5 10.5', '-10 -1', '1 500']);
    for (const other of ['', 'many', '1-', '5 or 6', '200 chars', '2.5']) expect(limits(other)).toBe('null null');
  });

  it('numbers the steps from 1 without gaps, within five', () => {
    const definition = formDefinition(record(stored('A', { step: 3 }), stored('B', { step: 1 }), stored('C', { step: 9 }), stored('D')));
    expect(definition.fields.map((each) => each.step)).toEqual([2, 1, 3, 1]);
    expect(definition.steps).toBe(3);
    expect(formDefinition(record(stored('A', { step: 4 }))).fields[0]!.step).toBe(1);
  });

  it('resolves a condition to an earlier field only, by its label without case or spaces', () => {
    const [, follows, before, none] = formDefinition(
      record(
        stored('Use e-invoicing?', { type: 'radio', options: 'Yes\nNo' }),
        stored('Which IRP', { show_when: '  USE E-INVOICING? ', show_values: ' Yes, , Soon ' }),
        stored('Before', { show_when: 'Later' }),
        stored('Later', { show_when: 'Nothing by this name' }),
      ),
    ).fields;
    expect(follows!.showWhen).toEqual({ key: 'use-e-invoicing', values: ['Yes', 'Soon'] });
    expect(before!.showWhen).toBeNull();
    expect(none!.showWhen).toBeNull();
  });
});

describe('conditions', () => {
  const definition = formDefinition(
    record(
      stored('Use e-invoicing?', { type: 'radio', options: 'Yes\nNo' }),
      stored('Which IRP', { show_when: 'Use e-invoicing?', show_values: 'yes' }),
      stored('IRP account', { show_when: 'Which IRP' }),
      stored('Modules', { type: 'checkboxes', options: 'GST\nPayroll', required: false }),
      stored('Payroll size', { show_when: 'Modules', show_values: 'Payroll' }),
    ),
  );
  const [, irp, account, , payroll] = definition.fields;

  it('shows a field when the answer it depends on is one of its values, without case', () => {
    expect(isFieldShown(definition, irp!, { 'use-e-invoicing': ' YES ' })).toBe(true);
    expect(isFieldShown(definition, irp!, { 'use-e-invoicing': 'No' })).toBe(false);
    expect(isFieldShown(definition, irp!, {})).toBe(false);
  });

  it('hides a field that depends on a hidden one, whatever its answer', () => {
    expect(isFieldShown(definition, account!, { 'use-e-invoicing': 'Yes', 'which-irp': 'NIC' })).toBe(true);
    expect(isFieldShown(definition, account!, { 'use-e-invoicing': 'No', 'which-irp': 'NIC' })).toBe(false);
    expect(isFieldShown(definition, account!, { 'use-e-invoicing': 'Yes', 'which-irp': '  ' })).toBe(false);
  });

  it('holds when any ticked choice is one of the values', () => {
    expect(isFieldShown(definition, payroll!, { modules: ['GST', 'Payroll'] })).toBe(true);
    expect(isFieldShown(definition, payroll!, { modules: 'payroll' })).toBe(true);
    expect(isFieldShown(definition, payroll!, { modules: ['GST'] })).toBe(false);
  });
});

describe('a step shown on a condition', () => {
  // Step 2 opens with a heading asked only of those who use e-invoicing: the whole step is theirs alone.
  const definition = formDefinition(
    record(
      stored('Use e-invoicing?', { type: 'radio', options: 'Yes\nNo' }),
      stored('Your e-invoicing', { type: 'heading', show_when: 'Use e-invoicing?', show_values: 'Yes', step: 2 }),
      stored('Which IRP', { step: 2 }),
      stored('Monthly invoices', { type: 'number', step: 2, show_when: 'Which IRP' }),
      stored('Work e-mail', { type: 'email', step: 3 }),
    ),
  );
  const [, heading, irp, invoices, email] = definition.fields;
  const yes = { 'use-e-invoicing': 'Yes', 'which-irp': 'NIC' };
  const no = { 'use-e-invoicing': 'No', 'which-irp': 'NIC' };

  it('shows the step’s fields only when its heading’s condition holds, their own conditions too', () => {
    expect([heading, irp, invoices].map((one) => isFieldShown(definition, one!, yes))).toEqual([true, true, true]);
    expect([heading, irp, invoices].map((one) => isFieldShown(definition, one!, no))).toEqual([false, false, false]);
    expect(isFieldShown(definition, email!, no)).toBe(true);
    expect([irp, email].map((one) => isConditional(definition, one!))).toEqual([true, false]);
  });

  it('passes over the step in the steps shown', () => {
    expect(shownSteps(definition, yes)).toEqual([1, 2, 3]);
    expect(shownSteps(definition, no)).toEqual([1, 3]);
    expect(shownSteps(formDefinition(record(stored('Only', { show_when: 'Nothing earlier' }))), {})).toEqual([1]);
  });

  it('neither requires nor keeps the answers of a step passed over', () => {
    const answers = { ...no, 'monthly-invoices': '40', 'work-e-mail': 'asha@kulkarni.in', ...consented };
    const check = checkFormAnswers(definition, answers);
    expect(check.ok && check.answers.map((answer) => answer.key)).toEqual(['use-e-invoicing', 'work-e-mail']);
    const asked = checkFormAnswers(definition, { 'use-e-invoicing': 'Yes', 'work-e-mail': 'asha@kulkarni.in', ...consented });
    expect(asked.ok ? [] : Object.keys(asked.errors)).toEqual(['which-irp']);
  });
});

describe('one answer', () => {
  it('requires an answer, in words that fit the field', () => {
    for (const empty of [undefined, null, '', '   ', '\u200b\u200b', ' \u200d\u202e ', [], ['  ']])
      expect(fieldError(field('text', {}, 'GSTIN'), empty)).toBe('Please fill in GSTIN.');
    expect(fieldError(field('text', {}, 'Name'), 'आर\u094d\u200dया')).toBeUndefined();
    expect(fieldError(field('select', { options: 'A' }, 'Turnover'), '')).toBe(formMessages.choiceRequired('Turnover'));
    expect(fieldError(field('checkboxes', { options: 'A' }, 'Modules'), [])).toBe(formMessages.choicesRequired('Modules'));
    expect(fieldError(field('consent', {}, 'I agree'), false)).toBe('Please tick I agree.');
    expect(fieldError(field('email', { required: false }), '  ')).toBeUndefined();
    expect(fieldError(field('heading'), { anything: true })).toBeUndefined();
  });

  it('keeps text within its most characters', () => {
    const name = field('text', {}, 'Company name');
    expect(fieldError(name, `  ${'a'.repeat(200)}  `)).toBeUndefined();
    expect(fieldError(name, 'a'.repeat(201))).toBe('Please keep Company name to 200 characters or fewer.');
    expect(fieldError(field('text', { limits: '10' }), 'a'.repeat(11))).toBe(formMessages.tooLong('Answer', 10));
    expect(fieldError(field('long-text'), 'a'.repeat(5000))).toBeUndefined();
    expect(fieldError(field('long-text'), 'a'.repeat(5001))).toBe('Please keep Answer to 5,000 characters or fewer.');
  });

  it('holds a text’s limit to the most any answer may have, which the server reads whole', () => {
    const essay = field('long-text', { limits: '20000' }, 'Essay');
    expect(textLimitOf(essay)).toBe(MAX_FORM_TEXT_CHARACTERS);
    expect(fieldError(essay, 'क'.repeat(MAX_FORM_TEXT_CHARACTERS))).toBeUndefined();
    expect(fieldError(essay, 'a'.repeat(MAX_FORM_TEXT_CHARACTERS + 1))).toBe(formMessages.tooLong('Essay', MAX_FORM_TEXT_CHARACTERS));
    expect(textLimitOf(field('text', { limits: '10' }))).toBe(10);
    expect(textLimitOf(field('email'))).toBe(254);
  });

  it('refuses text with half of an emoji, and answers of the wrong kind, without throwing', () => {
    for (const type of ['text', 'email', 'select', 'number'])
      expect(fieldError(field(type), 'ok \uD83D')).toBe(formMessages.malformed('Answer'));
    expect(fieldError(field('checkboxes', { options: 'A' }), ['\uDE00'])).toBe(formMessages.malformed('Answer'));
    expect(fieldError(field('text'), 'good 🎉')).toBeUndefined();
    expect(fieldError(field('text'), { a: 1 })).toBe(formMessages.notText('Answer'));
    expect(fieldError(field('select', { options: '12' }), 12)).toBe(formMessages.notText('Answer'));
    expect(fieldError(field('text'), ['a', 'b'])).toBe(formMessages.notOne('Answer'));
    expect(fieldError(field('checkboxes', { options: 'A' }), [1])).toBe(formMessages.notChoices('Answer'));
    expect(fieldError(field('consent'), 1)).toBe(formMessages.notTicked('Answer'));
  });

  it('takes e-mail addresses of at most 254 characters', () => {
    const address = (local: number) => `${'a'.repeat(local)}@${'b'.repeat(60)}.${'b'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(6)}`;
    expect(address(64)).toHaveLength(254);
    expect(fieldError(field('email'), ' name@company.com ')).toBeUndefined();
    expect(fieldError(field('email', {}, 'E-mail'), 'name@company')).toBe(
      'Please enter a valid email address in E-mail, like name@company.com.',
    );
    expect(fieldError(field('email'), address(64))).toBeUndefined();
    expect(fieldError(field('email'), address(65))).toBe(formMessages.tooLong('Answer', 254));
  });

  it('takes Indian mobiles and landlines only', () => {
    const good = ['98220 12345', '+91 98220-12345', '020 2553 1234', '09822012345', '919822012345', '(020) 2553-1234'];
    expect(good.filter((phone) => !isValidIndianPhone(phone))).toEqual([]);
    const bad = ['12345', '+1 415 555 0100', '1234567890', '+9822012345', '98220.12345', '9822 0123 45 6', '98220 +12345', '1'.repeat(30)];
    expect(bad.filter(isValidIndianPhone)).toEqual([]);
    expect(fieldError(field('phone'), '12345')).toContain('98220 12345 or 020 2553 1234');
  });

  it('takes numbers within the limits, stored as numbers', () => {
    const quantity = field('number', { limits: '1-500' }, 'Users');
    expect(fieldError(quantity, '12.5')).toBeUndefined();
    expect(fieldError(quantity, 500)).toBeUndefined();
    expect(fieldError(quantity, '500.5')).toBe('Users must be between 1 and 500.');
    expect(fieldError(quantity, 0)).toBe('Users must be between 1 and 500.');
    for (const bad of ['12a', '1e3', 'NaN', Infinity, true]) expect(fieldError(quantity, bad)).toBe('Users must be a number.');
    expect(fieldError(field('number', { limits: '1 to x' }), '-4')).toBeUndefined();
    const result = checkFormAnswers(formDefinition(record(stored('Users', { type: 'number' }))), { users: ' 12 ', ...consented });
    expect(result.ok && result.answers[0]!.value).toBe(12);
  });

  it('takes only the listed choices', () => {
    const turnover = field('radio', { options: 'Under 1 crore\nOver 1 crore' }, 'Turnover');
    expect(fieldError(turnover, ' Over 1 crore ')).toBeUndefined();
    expect(fieldError(turnover, 'over 1 crore')).toBe('Please choose one of the choices in Turnover.');
    const modules = field('checkboxes', { options: 'GST\nPayroll\nTDS' });
    expect(fieldError(modules, 'Payroll')).toBeUndefined();
    expect(fieldError(modules, ['TDS', 'GST'])).toBeUndefined();
    expect(fieldError(modules, ['GST', 'Inventory'])).toBe(formMessages.choices('Answer'));
  });

  it('takes real dates from 1900 to 2100', () => {
    for (const date of ['2028-02-29', '1900-01-01', '2100-12-31']) expect(fieldError(field('date'), date), date).toBeUndefined();
    const bad = ['2026-02-30', '2027-02-29', '2100-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-1-1', '2026/01/01'];
    expect(bad.filter((date) => fieldError(field('date'), date) !== formMessages.date('Answer'))).toEqual([]);
    expect(fieldError(field('date'), '1899-12-31')).toBe(formMessages.dateRange('Answer'));
  });

  it('checks a GSTIN’s shape and its check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
    const bad = ['27AAPFU0939F1ZW', '28AAPFU0939F1ZV', '39AAPFU0939F1ZV', '27AAPFU0939F0ZV', '27AAPFU0939F1Z', '27AAPFU0939F1ZV1', ''];
    expect(bad.filter(isValidGstin)).toEqual([]);
    const gstin = field('gstin', {}, 'GSTIN');
    expect(fieldError(gstin, '27AAPFU0939F1ZW')).toBe(
      'In GSTIN, its last character does not match the others: please check it for a typing mistake.',
    );
    expect(fieldError(gstin, '27AAPFU0939F1Z')).toBe('GSTIN must be 15 characters, such as 27AAPFU0939F1ZV.');
    expect(fieldError(gstin, '27AAPF00939F1ZV')).toBe(formMessages.gstinShape('GSTIN'));
  });

  it('checks PAN and PIN codes', () => {
    expect(isValidPan('AAPFU0939F')).toBe(true);
    expect(isValidPan('aapfu 0939f')).toBe(true);
    for (const pan of ['AAPF10939F', 'AAPFU0939', 'AAPFU09391']) expect(isValidPan(pan), pan).toBe(false);
    expect(isValidPin('411001')).toBe(true);
    expect(isValidPin('411 001')).toBe(true);
    for (const pin of ['011001', '41100', '4110011']) expect(isValidPin(pin), pin).toBe(false);
    expect(fieldError(field('pin'), 411001)).toBeUndefined();
  });

  it('counts an agreement as ticked by true, "true", "on" or "yes"', () => {
    for (const ticked of [true, 'true', 'ON', ' Yes ']) expect(fieldError(field('consent'), ticked)).toBeUndefined();
    for (const unticked of [false, 'no', 'off', undefined])
      expect(fieldError(field('consent'), unticked)).toBe(formMessages.consentRequired('Answer'));
  });
});

describe('a submission', () => {
  const definition = formDefinition(
    record(
      stored('Company name'),
      stored('Your name'),
      stored('Work e-mail', { type: 'email' }),
      stored('Mobile', { type: 'phone', required: false }),
      stored('About you', { type: 'heading' }),
      stored('GSTIN', { type: 'gstin', step: 2 }),
      stored('Modules', { type: 'checkboxes', options: 'GST\nPayroll\nTDS', step: 2 }),
      stored('Payroll size', { type: 'number', show_when: 'modules', show_values: 'Payroll', step: 2 }),
      stored('Brief', { type: 'long-text', required: false, step: 2 }),
      stored('Newsletter', { type: 'consent', required: false, step: 2 }),
    ),
  );
  const contact = { 'company-name': ' Acme Traders ', 'your-name': 'Asha', 'work-e-mail': 'asha@acme.in', mobile: '' };
  const business = { gstin: '27aapfu 0939f1zv', modules: ['TDS', 'GST'], 'payroll-size': 'not a number', brief: 'Line one\r\nLine two' };
  const full = { ...contact, ...business, 'about-you': 'ignored', extra: 'ignored', ...consented };

  it('stores the shown answers, typed and in the form’s order, and finds the contact', () => {
    const result = checkFormAnswers(definition, full);
    expect(result).toEqual({
      ok: true,
      answers: [
        { key: 'company-name', label: 'Company name', type: 'text', value: 'Acme Traders' },
        { key: 'your-name', label: 'Your name', type: 'text', value: 'Asha' },
        { key: 'work-e-mail', label: 'Work e-mail', type: 'email', value: 'asha@acme.in' },
        { key: 'gstin', label: 'GSTIN', type: 'gstin', value: '27AAPFU0939F1ZV' },
        { key: 'modules', label: 'Modules', type: 'checkboxes', value: ['GST', 'TDS'] },
        { key: 'brief', label: 'Brief', type: 'long-text', value: 'Line one\nLine two' },
      ],
      contact: { full_name: 'Asha', email: 'asha@acme.in', phone: '' },
    });
  });

  it('names the enquiry after the person, whatever name is asked first', () => {
    const nameOf = (...labels: string[]) => {
      const asked = formDefinition(record(...labels.map((label) => stored(label)), stored('E-mail', { type: 'email' })));
      const answers = Object.fromEntries(
        asked.fields.map((field) => [field.key, field.type === 'email' ? 'a@b.in' : field.label.toUpperCase()]),
      );
      const result = checkFormAnswers(asked, { ...answers, ...consented });
      return result.ok ? result.contact.full_name : JSON.stringify(result.errors);
    };
    expect(nameOf('Name of your firm', 'Branch name', 'Contact name')).toBe('CONTACT NAME');
    expect(nameOf('Full name', 'Company name')).toBe('FULL NAME');
    // Only a company's name asked: the enquiry still has a name to show.
    expect(nameOf('Business name', 'City')).toBe('BUSINESS NAME');
  });

  it('requires a shown field and checks it once its condition holds', () => {
    const payroll = { ...full, modules: 'Payroll', mobile: '98220 12345', newsletter: 'on' };
    const result = checkFormAnswers(definition, { ...payroll, 'company-name': '' });
    expect(result).toEqual({
      ok: false,
      errors: { 'payroll-size': 'Payroll size must be a number.', 'company-name': 'Please fill in Company name.' },
    });
    const fixed = checkFormAnswers(definition, { ...payroll, 'payroll-size': 40 });
    if (!fixed.ok) throw new Error(JSON.stringify(fixed.errors));
    const values = Object.fromEntries(fixed.answers.map(({ key, value }) => [key, value]));
    expect(values).toMatchObject({ mobile: '98220 12345', modules: ['Payroll'], 'payroll-size': 40, newsletter: true });
    expect(fixed.contact.phone).toBe('98220 12345');
  });

  it('checks one step only when asked, without the privacy consent', () => {
    expect(checkFormAnswers(definition, {}, { step: 2 })).toEqual({
      ok: false,
      errors: { gstin: 'Please fill in GSTIN.', modules: formMessages.choicesRequired('Modules') },
    });
    const first = checkFormAnswers(definition, { 'company-name': 'Acme', 'your-name': 'Asha', 'work-e-mail': 'a@b.in' }, { step: 1 });
    expect(first.ok).toBe(true);
  });

  it('asks for consent to a published privacy notice', () => {
    const { [CONSENT_VERSION_FIELD]: _, ...unconsented } = full;
    for (const version of [undefined, '1999-01', 7]) {
      const result = checkFormAnswers(definition, { ...unconsented, [CONSENT_VERSION_FIELD]: version });
      expect(result).toEqual({ ok: false, errors: { [CONSENT_VERSION_FIELD]: enquiryMessages.consentRequired } });
    }
  });

  it('reads anything that is not an object as no answers', () => {
    const required = ['company-name', 'your-name', 'work-e-mail', 'gstin', 'modules', CONSENT_VERSION_FIELD];
    for (const input of [null, 'gstin=1', ['a'], 42]) {
      const result = checkFormAnswers(definition, input);
      expect(!result.ok && Object.keys(result.errors)).toEqual(required);
    }
  });

  it('reads only the input’s own answers', () => {
    const tricky = formDefinition(record(stored('Constructor', { required: false })));
    expect(checkFormAnswers(tricky, { ...consented })).toMatchObject({ ok: true, answers: [] });
  });
});

describe('the text of the answers', () => {
  it('is one "Label: answer" line per answer', () => {
    expect(
      answersText([
        { key: 'name', label: 'Name', type: 'text', value: 'Asha' },
        { key: 'modules', label: 'Modules', type: 'checkboxes', value: ['GST', 'TDS'] },
        { key: 'users', label: 'Users', type: 'number', value: 12.5 },
        { key: 'agree', label: 'Newsletter', type: 'consent', value: true },
        { key: 'brief', label: 'Brief', type: 'long-text', value: 'One\nTwo' },
      ]),
    ).toBe('Name: Asha\nModules: GST, TDS\nUsers: 12.5\nNewsletter: Yes\nBrief: One\nTwo');
    expect(answersText([])).toBe('');
  });
});

describe('a form in another language', () => {
  const english = record(
    stored('Do you use e-invoicing?', { type: 'radio', options: 'Yes\nNo' }),
    stored('Which software?', { show_when: 'Do you use e-invoicing?', show_values: 'Yes', help: 'Its name and version.' }),
    stored('Turnover', { type: 'select', options: 'Up to ₹5 crore\n₹5–20 crore\nAbove ₹20 crore' }),
  );
  // Its words in Marathi, the turnover's choices translated before a third was added to the English.
  const words: FormRecord = {
    ...english,
    submit_label: 'बुक करा',
    confirmation: '',
    fields: [
      stored('तुम्ही ई-इनव्हॉइसिंग वापरता का?', { type: 'radio', options: 'होय\nनाही' }),
      stored('कोणते सॉफ्टवेअर?', { show_when: 'Do you use e-invoicing?', show_values: 'Yes', help: '' }),
      stored('उलाढाल', { type: 'select', options: '₹5 कोटींपर्यंत\n₹5 कोटींहून अधिक' }),
    ],
  };
  const definition = formDefinition(english, words);

  it('shows its words — labels, help, choices line for line, the button — and answers in the English: keys, choices sent, conditions', () => {
    expect(definition.fields.map((field) => field.key)).toEqual(formDefinition(english).fields.map((field) => field.key));
    expect(definition.fields[0]).toMatchObject({ label: 'तुम्ही ई-इनव्हॉइसिंग वापरता का?', labelInEnglish: 'Do you use e-invoicing?' });
    expect(definition.fields[0]).toMatchObject({ options: ['Yes', 'No'], choices: ['होय', 'नाही'] });
    // The condition still names the English label, and still holds on the English answer.
    expect(definition.fields[1]!.showWhen).toEqual({ key: definition.fields[0]!.key, values: ['Yes'] });
    expect(isFieldShown(definition, definition.fields[1]!, { [definition.fields[0]!.key]: 'Yes' })).toBe(true);
    // A help left empty in the translation is the English; choices that are not line for line are the English.
    expect(definition.fields[1]!.help).toBe('Its name and version.');
    expect(definition.fields[2]!.choices).toBeUndefined();
    expect(definition).toMatchObject({ submitLabel: 'बुक करा', confirmation: 'Thanks!' });
  });

  it('says what is wrong in its language, naming the label the visitor reads; sales get the English labels', () => {
    const t = (text: string, values?: Readonly<Record<string, string | number>>) =>
      text === 'Please fill in {label}.' ? `कृपया “${String(values?.label)}” भरा.` : text;
    const [radio, follow] = definition.fields as [FormFieldDefinition, FormFieldDefinition];
    const refused = checkFormAnswers(definition, { [radio.key]: 'Yes', ...consented }, { messages: formMessagesIn(t) });
    expect(refused).toMatchObject({ ok: false, errors: { [follow.key]: 'कृपया “कोणते सॉफ्टवेअर?” भरा.' } });
    const check = checkFormAnswers(definition, { [radio.key]: 'Yes', [follow.key]: 'Tally', turnover: 'Above ₹20 crore', ...consented });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(answersText(check.answers)).toBe('Do you use e-invoicing?: Yes\nWhich software?: Tally\nTurnover: Above ₹20 crore');
    expect(answersAsShown(definition, check.answers)).toBe(
      'तुम्ही ई-इनव्हॉइसिंग वापरता का?: होय\nकोणते सॉफ्टवेअर?: Tally\nउलाढाल: Above ₹20 crore',
    );
  });
});
