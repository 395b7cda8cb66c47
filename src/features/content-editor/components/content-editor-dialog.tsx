// The content editor's dialog over the list: an item's form (wide for a form with its preview beside it), its
// history, its move (to a place in its list or another parent's, live or as a draft) or its deletion.
import Modal from 'react-bootstrap/Modal';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';

import { ContentDeleteDialog } from './content-delete-dialog';
import { ContentHistory } from './content-history';
import { ContentItemForm } from './content-item-form';
import { LIVE_PREVIEW_KINDS } from './content-live-figures';
import { ContentMoveForm } from './content-move-form';
import { titleOf, type Lookups } from './content-values';
import type { Dialog, EditorDialog } from './use-editor-dialog';

/** A built page's form: wide, for the page's preview beside it. */
const hasBlocks = (kind: KindDeclaration) => Object.values(kind.fields).some((field) => field.type === 'blocks');

const DIALOG_TITLES: Record<Dialog['type'], string> = {
  form: 'content-form-title',
  history: 'content-history-title',
  move: 'content-move-title',
  delete: 'content-delete-title',
};

export interface ContentEditorDialogProps {
  state: EditorDialog;
  /** Focus goes back to what opened the dialog; false: it goes elsewhere once the dialog has closed (onClosed). */
  restoreFocus: boolean;
  onClosed: () => void;
  /** The kind the editor shows, the kind of its parents and the parent its list is narrowed to. */
  kind: KindDeclaration;
  parentKind: KindDeclaration | undefined;
  parentFilter: number | null;
  lookups: Lookups;
  /** Every item of the kind, as the list holds them. */
  items: readonly ContentItem[];
  /** The ids of an item's own list as the screen shows it. */
  siblingsOf: (item: ContentItem) => number[];
  /** How many items a parent's list shows on this screen. */
  countOf: (parentId: number | null) => number;
  busy: boolean;
  /** The dialog's work is done: it closes, the list reads again and says this. */
  onDone: (message: string) => void;
  /** A draft was saved or discarded and the form stays open: the list reads again. */
  onDraftChanged: () => void;
  onMove: (item: ContentItem, parentId: number | null, position: number, asDraft: boolean) => void;
  onDelete: (item: ContentItem, withMenuEntries: boolean) => void;
}

export function ContentEditorDialog(props: ContentEditorDialogProps) {
  const { state, kind, lookups, busy, siblingsOf } = props;
  const { dialog } = state;
  return (
    <Modal
      show={state.shown}
      onHide={state.requestClose}
      restoreFocus={props.restoreFocus}
      onExited={() => {
        state.closed();
        props.onClosed();
      }}
      size={
        dialog?.type === 'form' && (LIVE_PREVIEW_KINDS.includes(dialog.kind.name) || hasBlocks(dialog.kind))
          ? 'xl'
          : dialog?.type === 'form' || dialog?.type === 'history'
            ? 'lg'
            : undefined
      }
      aria-labelledby={dialog && DIALOG_TITLES[dialog.type]}
    >
      {dialog?.type === 'form' && (
        <ContentItemForm
          kind={dialog.kind}
          itemId={dialog.itemId}
          draftId={dialog.draftId}
          prefill={dialog.prefill}
          parentId={props.parentFilter}
          lookups={lookups}
          items={dialog.kind.name === kind.name ? props.items : []}
          onDone={props.onDone}
          onDraftChanged={props.onDraftChanged}
          onCancel={state.requestClose}
          onDirtyChange={state.setFormDirty}
          askingDiscard={state.askDiscard}
          onDiscardChanges={state.close}
          onKeepEditing={state.keepEditing}
        />
      )}
      {dialog?.type === 'history' && (
        <ContentHistory
          kind={kind}
          item={dialog.item}
          lookups={lookups}
          onRestored={({ item, draft }) =>
            props.onDone(
              `An earlier version of ${kind.label.toLowerCase()} “${draft?.title ?? titleOf(kind, item)}” is a draft now: preview it, then publish it from Pending changes.`,
            )
          }
          onClose={state.close}
        />
      )}
      {dialog?.type === 'move' && (
        <ContentMoveForm
          kind={kind}
          parentKind={props.parentKind}
          // Its place among what this screen lists (a menu's entries on its screen).
          item={{ ...dialog.item, position: Math.max(0, siblingsOf(dialog.item).indexOf(dialog.item.id)) }}
          lookups={lookups}
          countOf={props.countOf}
          busy={busy}
          onMove={(parentId, position, asDraft) => props.onMove(dialog.item, parentId, position, asDraft)}
          onCancel={state.close}
        />
      )}
      {dialog?.type === 'delete' && (
        <ContentDeleteDialog
          kind={kind}
          item={dialog.item}
          busy={busy}
          onDelete={({ withMenuEntries }) => props.onDelete(dialog.item, withMenuEntries)}
          onCancel={state.close}
        />
      )}
    </Modal>
  );
}
