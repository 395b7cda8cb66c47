// One declared field's input: a line, several lines, formatted text, an amount, a number, a choice, an item
// of another kind chosen by title (or made in place: an article's new category; or a few, ticked), label/value rows, a list of small records, a page's blocks, a link (typed
// or a page of the site chosen; a button's also a block of its page), a picture (typed, chosen from the media library or uploaded) or a tick; its help text under it.
import Form from 'react-bootstrap/Form';

import { linksToPages, type Field } from '@common/content-model/fields';

import { PageAnchorsContext, anchorsOfDrafts } from './content-anchors';
import { ContentBlocksInput } from './content-blocks-input';
import { ContentLinkInput } from './content-link-input';
import type { RenderField } from './content-entry-parts';
import { ContentListInput } from './content-list-input';
import { ContentPictureInput } from './content-picture-input';
import { ContentRelationInput } from './content-relation-input';
import { ContentRelationsInput } from './content-relations-input';
import { ContentRichTextInput } from './content-rich-text-input';
import { ContentRowsInput } from './content-rows-input';
import { entriesOf, type Draft, type RowDraft } from './content-form-drafts';
import type { PictureAlt } from './content-picture-alt';
import type { Lookups } from './content-values';
import { StaffField } from '@/components/staff-frame/staff-field';

export interface ContentFieldInputProps {
  /** The input's id; its help and message ids follow from it. */
  id: string;
  field: Field;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
  /** The message naming the field's problem, the label included. */
  error?: string;
  /** The server's messages for what is inside a list or blocks field, by path under it ("[2].title"). */
  messages?: Readonly<Record<string, string>>;
  lookups: Lookups;
  /** A picture field's description field beside it (docs/media.md). */
  pictureAlt?: PictureAlt;
}

const rowsOf = (draft: Draft | undefined): RowDraft[] => (Array.isArray(draft) ? draft.filter((row): row is RowDraft => 'key' in row) : []);

export function ContentFieldInput({ id, field, draft, onChange, error, messages, lookups, pictureAlt }: ContentFieldInputProps) {
  const renderField: RenderField = ({ name, ...props }) => <ContentFieldInput key={name} {...props} lookups={lookups} />;
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
    case 'relation':
      return <ContentRelationInput id={id} field={field} value={text} onChange={onChange} error={error} lookups={lookups} />;
    case 'relations':
      return <ContentRelationsInput id={id} field={field} value={text} onChange={onChange} error={error} lookups={lookups} />;
    case 'rich-text':
      return <ContentRichTextInput id={id} field={field} value={text} onChange={onChange} error={error} />;
    case 'list':
      return (
        <ContentListInput
          id={id}
          field={field}
          entries={entriesOf(draft)}
          onChange={onChange}
          error={error}
          messages={messages}
          renderField={renderField}
        />
      );
    case 'blocks':
      // The blocks' anchors, for their buttons' links to a block of the same page (#enquiry).
      return (
        <PageAnchorsContext.Provider value={anchorsOfDrafts(entriesOf(draft))}>
          <ContentBlocksInput
            id={id}
            field={field}
            blocks={entriesOf(draft)}
            onChange={onChange}
            error={error}
            messages={messages}
            renderField={renderField}
          />
        </PageAnchorsContext.Provider>
      );
    case 'rows':
      return <ContentRowsInput id={id} field={field} rows={rowsOf(draft)} onChange={(rows: RowDraft[]) => onChange(rows)} error={error} />;
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
    case 'image':
      return <ContentPictureInput id={id} field={field} value={text} onChange={onChange} error={error} pictureAlt={pictureAlt} />;
    default:
      // A time stored in UTC, shown and typed in India time (to the second, as stored).
      if (field.type === 'text' && field.instant)
        return <StaffField {...common} label={`${field.label} (India time)`} type="datetime-local" step={1} />;
      return linksToPages(field) ? (
        <ContentLinkInput id={id} field={field} value={text} onChange={onChange} error={error} lookups={lookups} />
      ) : (
        <StaffField {...common} />
      );
  }
}
