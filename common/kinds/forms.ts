// Forms staff build (docs/forms.md): a kind whose items are forms — their fields in order, a submit label, a
// confirmation or a page to go to, who is told of each answer — and the block that puts one on a built page. A form
// has no page of its own; its answers land in the enquiry inbox. The rules that check a visitor's answers, in the
// browser and on the server, are common/form-rules.ts; the block's component is src/kinds/forms.tsx, the table
// migration 0033, the server's read and submit server/forms/.
import type { BlockDeclaration } from '../blocks/declarations.ts';
import type { KindDeclaration } from '../content-model/kinds.ts';
import { field } from '../content-model/fields.ts';

/** Most fields a form holds. */
export const MAX_FORM_FIELDS = 30;
/** Most steps a form is shown in. */
export const MAX_FORM_STEPS = 5;
/** Largest file a visitor may send with a form (a file field's limit may be lower). */
export const MAX_FORM_FILE_MB = 10;
/** Most files one post of a form may carry, and so most file fields a form holds (server/forms/uploads.ts). */
export const MAX_FORM_FILES = 5;
/** The files a form takes, each recognised by its first bytes (never by its name or the type the browser gives). */
export const FORM_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type FormFileType = (typeof FORM_FILE_TYPES)[number];

/** The field types staff choose from, as the editor names them. */
export const FORM_FIELD_TYPES = [
  { value: 'text', label: 'Short text' },
  { value: 'long-text', label: 'Long text' },
  { value: 'email', label: 'E-mail address' },
  { value: 'phone', label: 'Phone number' },
  { value: 'number', label: 'Number' },
  { value: 'select', label: 'Drop-down list' },
  { value: 'radio', label: 'One choice (radio buttons)' },
  { value: 'checkboxes', label: 'Several choices (checkboxes)' },
  { value: 'date', label: 'Date' },
  { value: 'gstin', label: 'GSTIN' },
  { value: 'pan', label: 'PAN' },
  { value: 'pin', label: 'PIN code' },
  { value: 'consent', label: 'Agreement (a box to tick)' },
  { value: 'file', label: 'File (PDF, JPEG or PNG)' },
  { value: 'heading', label: 'Heading and help text (no answer)' },
] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]['value'];

/** Limits: "200" (most characters) or "1-500" (a number's lowest and highest). */
const LIMITS_PATTERN = {
  source: '^(|[0-9]+|-?[0-9]+(\\.[0-9]+)? *(-|to) *-?[0-9]+(\\.[0-9]+)?)$',
  message: 'must be a number of characters such as 200, or a number’s lowest and highest such as 1-500',
} as const;

/** E-mail addresses separated by commas. */
const RECIPIENTS_PATTERN = {
  source: '^( *[^@\\s,]+@[^@\\s,]+\\.[^@\\s,]+ *(, *[^@\\s,]+@[^@\\s,]+\\.[^@\\s,]+ *)*)?$',
  message: 'must be e-mail addresses separated by commas, such as sales@dexterity.in, accounts@dexterity.in',
} as const;

const define = <const K extends KindDeclaration>(kind: K) => kind;

export const forms = /* @__PURE__ */ define({
  name: 'forms',
  entity: 'form',
  label: 'Form',
  plural: 'Forms',
  shape: 'list',
  table: 'forms',
  documentKey: 'forms',
  max: 200,
  title: 'title',
  columns: ['submit_label'],
  keptWhenLeftOut: true,
  fields: {
    title: field.text({
      label: 'Name',
      help: 'What staff call it: the enquiry inbox names each answer’s form by it. Visitors see the block’s heading.',
      max: 120,
      unique: true,
    }),
    fields: field.list({
      label: 'Fields',
      help: 'In the order visitors fill them in. The name, e-mail and phone fields become the enquiry’s name, e-mail and phone.',
      itemLabel: 'Field',
      min: 1,
      max: MAX_FORM_FIELDS,
      // A visitor's post carries at most MAX_FORM_FILES files: a form with more file fields could never be sent whole.
      most: {
        field: 'type',
        value: 'file',
        max: MAX_FORM_FILES,
        message: `must not be a file: a form takes at most ${MAX_FORM_FILES} file fields, as a visitor sends at most ${MAX_FORM_FILES} files. Remove a file field or choose another type.`,
        full: `A form takes at most ${MAX_FORM_FILES} file fields, and this one has them: a field added cannot be a file.`,
      },
      fields: {
        label: field.text({ label: 'Label', help: 'What visitors read beside the field, such as GSTIN.', max: 200, translatable: true }),
        type: field.select({ label: 'Type', options: FORM_FIELD_TYPES, default: 'text' }),
        help: field.text({ label: 'Help', help: 'One line under the field. Leave empty for none.', max: 300, min: 0, translatable: true }),
        required: field.yesNo({ label: 'Required', default: true, words: ['Required', 'Optional'] }),
        options: field.longText({
          label: 'Choices',
          help: 'For a drop-down list, radio buttons or checkboxes: one choice per line. Translated line for line.',
          max: 2000,
          min: 0,
          translatable: true,
        }),
        limits: field.text({
          label: 'Limits',
          help: 'Leave empty for the usual. Text: most characters, such as 200 (5,000 at most). A number: lowest and highest, such as 1-500. A file: most megabytes, such as 5 (10 at most).',
          max: 40,
          min: 0,
          pattern: LIMITS_PATTERN,
        }),
        default: field.text({ label: 'Starts as', help: 'The answer filled in at first. Leave empty for none.', max: 200, min: 0 }),
        show_when: field.text({
          label: 'Show only when',
          help: 'Another field’s label, such as Do you already use e-invoicing? Leave empty to always show this field. On the heading a step starts with, it shows or hides the whole step.',
          max: 200,
          min: 0,
        }),
        show_values: field.text({
          label: '… has the answer',
          help: 'One of these answers, separated by commas, such as Yes. Leave empty for any answer.',
          max: 300,
          min: 0,
        }),
        step: field.number({
          label: 'Step',
          help: `A long form can be shown in up to ${MAX_FORM_STEPS} steps: the step this field is in.`,
          min: 1,
          max: MAX_FORM_STEPS,
          integer: true,
          default: 1,
        }),
      },
    }),
    submit_label: field.text({
      label: 'Button',
      help: 'The send button’s words, such as Book my health check.',
      max: 40,
      default: 'Send',
      translatable: true,
    }),
    confirmation: field.longText({
      label: 'Confirmation',
      help: 'What visitors read once their answers are sent.',
      max: 600,
      default: 'Thank you! We have received your answers and a consultant will get back to you within one working day.',
      translatable: true,
    }),
    redirect: field.text({
      label: 'Or go to a page',
      help: 'A page of this site that visitors are taken to instead of the confirmation, such as /thank-you. Leave empty for the confirmation.',
      max: 300,
      min: 0,
      link: 'page-or-https',
    }),
    reply: field.longText({
      label: 'Reply to the visitor',
      help: 'E-mailed to the address the visitor gave (the form’s first e-mail field), with their answers, once they are in. Leave empty for none.',
      max: 2000,
      min: 0,
      translatable: true,
    }),
    notify: field.text({
      label: 'E-mail the answers to',
      help: 'Besides the sales team. Addresses separated by commas; leave empty for the sales team only.',
      max: 500,
      min: 0,
      pattern: RECIPIENTS_PATTERN,
    }),
  },
  api: {},
});

/** A form as the kind stores it (the staff API's values). */
export interface FormRecord {
  id: number;
  title: string;
  fields: ReadonlyArray<{
    label: string;
    type: string;
    help: string;
    required: boolean;
    options: string;
    limits: string;
    default: string;
    show_when: string;
    show_values: string;
    step: number;
  }>;
  submit_label: string;
  confirmation: string;
  redirect: string;
  reply: string;
  notify: string;
}

/** The block that puts a form on a built page. */
export const formBlocks = [
  {
    type: 'form',
    label: 'Form',
    description:
      'One of the forms built under Forms (or the contact form, the default), under a heading: its answers land in the enquiry inbox.',
    module: 'forms',
    fields: {
      title: field.text({ label: 'Heading', max: 200, default: 'Tell us about your business', translatable: true }),
      text: field.longText({ label: 'Text', max: 600, min: 0, translatable: true }),
      // Empty: the contact form, the default form (SPEC's fields), as the Contact form block shows it.
      form_id: field.relation({ label: 'Form', to: 'forms', optional: { label: 'The contact form (the default form)' } }),
    },
  },
] as const satisfies readonly BlockDeclaration[];
