// A field of a form staff build, as it is stored and as the staff form sends it (every property), for tests: a
// required short text in step 1 unless `more` says otherwise.
import type { FormRecord } from '../kinds/forms.ts';

export type StoredFormField = FormRecord['fields'][number];

export function formField(label: string, more: Partial<StoredFormField> = {}): StoredFormField {
  return {
    label,
    type: 'text',
    help: '',
    required: true,
    options: '',
    limits: '',
    default: '',
    show_when: '',
    show_values: '',
    step: 1,
    ...more,
  };
}
