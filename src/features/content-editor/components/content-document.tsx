// A single document of the content model (Site settings) in the editor: its fields as they are live,
// marked "Draft" (and "Scheduled") while a draft of it waits, with Edit and History. It has no list:
// it is never created, moved or deleted.
import Button from 'react-bootstrap/Button';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';
import type { PendingDraft } from '../api/content-drafts';

import { actionId, DraftBadges, type ContentAction } from './content-list';
import { formatValue, type Lookups } from './content-values';

export interface ContentDocumentProps {
  kind: KindDeclaration;
  item: ContentItem;
  lookups: Lookups;
  draft: PendingDraft | undefined;
  onAction: (action: Extract<ContentAction, 'edit' | 'history'>, item: ContentItem) => void;
}

export function ContentDocument({ kind, item, lookups, draft, onAction }: ContentDocumentProps) {
  const label = kind.label.toLowerCase();
  return (
    <section className="content-document" aria-labelledby="content-document-title">
      <h2 id="content-document-title" className="h5">
        {kind.label}
        {draft && <DraftBadges draft={draft} />}
      </h2>
      <p className="content-document__note">What visitors see now{draft ? '; the draft waits in Pending changes' : ''}.</p>
      <dl className="content-document__fields">
        {Object.entries(kind.fields).map(([name, field]) => (
          <div key={name}>
            <dt>{field.label}</dt>
            <dd>{formatValue(field, item.values[name], lookups) || <span className="text-body-secondary">(empty)</span>}</dd>
          </div>
        ))}
      </dl>
      <div className="content-list__actions">
        <Button id={actionId(kind, item, 'edit')} variant="primary" onClick={() => onAction('edit', item)}>
          Edit {label}
        </Button>
        <Button id={actionId(kind, item, 'history')} variant="outline-secondary" onClick={() => onAction('history', item)}>
          History
        </Button>
      </div>
    </section>
  );
}
