// One declared field's input: a line, several lines, an amount, a number, a choice, an item of another
// kind chosen by title, label/value rows, a picture (typed or uploaded) or a tick; its help text under it.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';

import type { Field } from '@common/content-model/fields';
import { kindNamed } from '@common/content-model/kinds';

import { uploadImage } from '../api/content';
import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';

import { ContentRowsInput } from './content-rows-input';
import { titleOf, type Draft, type Lookups, type RowDraft } from './content-values';
import { StaffField } from '@/components/staff-frame/staff-field';
import { useStaffSession } from '@/components/staff-frame/staff-session';

export interface ContentFieldInputProps {
  /** The input's id; its help and message ids follow from it. */
  id: string;
  field: Field;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
  /** The message naming the field's problem, the label included. */
  error?: string;
  lookups: Lookups;
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml';

export function ContentFieldInput({ id, field, draft, onChange, error, lookups }: ContentFieldInputProps) {
  const { handleFailure } = useStaffSession();
  const [uploadError, setUploadError] = useState('');
  const text = typeof draft === 'string' ? draft : '';
  const common = { id, label: field.label, value: text, onChange, error, hint: field.help };

  switch (field.type) {
    case 'long-text':
      return <StaffField {...common} rows={5} />;
    case 'money':
      return <StaffField {...common} hint={[field.help, 'Write it as 24,999 or 24999.50.'].filter(Boolean).join(' ')} />;
    case 'number':
      return <StaffField {...common} type="number" />;
    case 'select':
      return <StaffField {...common} options={field.options.map((option) => [option.value, option.label] as const)} />;
    case 'relation': {
      const target = kindNamed(field.to);
      const items = (target && lookups[target.name]) ?? [];
      const empty = field.optional?.label ?? `Choose a ${target?.label.toLowerCase() ?? 'value'}`;
      return <StaffField {...common} options={[['', empty], ...items.map((item) => [String(item.id), titleOf(target!, item)] as const)]} />;
    }
    case 'rows':
      return (
        <ContentRowsInput
          id={id}
          field={field}
          rows={Array.isArray(draft) ? draft : []}
          onChange={(rows: RowDraft[]) => onChange(rows)}
          error={error}
        />
      );
    case 'yes-no': {
      const hintId = `${id}-hint`;
      return (
        <Form.Group className="mb-3" controlId={id}>
          <Form.Check
            type="checkbox"
            label={field.label}
            checked={draft === true}
            isInvalid={Boolean(error)}
            feedback={error}
            feedbackType="invalid"
            aria-describedby={field.help ? hintId : undefined}
            onChange={(event) => onChange(event.target.checked)}
          />
          {field.help && (
            <Form.Text id={hintId} muted>
              {field.help}
            </Form.Text>
          )}
        </Form.Group>
      );
    }
    case 'image': {
      const upload = async (file: File | undefined) => {
        if (!file) return;
        try {
          onChange(await uploadImage(file));
          setUploadError('');
        } catch (failure) {
          handleFailure(failure);
          setUploadError(fieldMessages(failure).file ?? failureMessage(failure));
        }
      };
      return (
        <div className="content-image-field mb-3">
          <StaffField {...common} className="mb-2" />
          <Form.Group controlId={`${id}-file`}>
            <Form.Label>Or upload a picture (PNG, JPEG, WebP or SVG, up to 20 MB)</Form.Label>
            <Form.Control
              type="file"
              accept={IMAGE_TYPES}
              isInvalid={Boolean(uploadError)}
              aria-describedby={uploadError ? `${id}-file-message` : undefined}
              onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0])}
            />
            {uploadError && (
              <Form.Control.Feedback type="invalid" id={`${id}-file-message`}>
                {uploadError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </div>
      );
    }
    default:
      return <StaffField {...common} />;
  }
}
