// The content editor's dialog: which one is open (an item's form, its history, its move or its deletion) and for
// which kind — back or forward to another kind closes it, and coming back does not open it again. A form with
// changes not saved asks "Discard your changes?" before Cancel, ×, Escape or the backdrop closes it.
import { useState } from 'react';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem, FieldValue } from '../api/content';

/** A form keeps the kind it was opened for, whatever the address says while it closes. */
export type Dialog =
  | { type: 'form'; kind: KindDeclaration; itemId?: number; draftId?: number; prefill?: Record<string, FieldValue> }
  | { type: 'history'; item: ContentItem }
  | { type: 'move'; item: ContentItem }
  | { type: 'delete'; item: ContentItem };

/** The dialog of the editor showing `kindName`. */
export function useEditorDialog(kindName: string) {
  const [dialog, setDialog] = useState<Dialog>();
  const [open, setOpen] = useState(false);
  /** The kind the dialog was opened for: back or forward to another kind closes it. */
  const [openFor, setOpenFor] = useState('');
  /** The open form holds changes not saved; closing it then asks first. */
  const [formDirty, setFormDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const show = (next: Dialog) => {
    setDialog(next);
    setOpen(true);
    setOpenFor(kindName);
    setAskDiscard(false);
  };
  const close = () => {
    setOpen(false);
    setAskDiscard(false);
  };
  return {
    dialog,
    /** Whether it is open (it may still be closing: `dialog` stays until it has). */
    open,
    /** Shown: open, for the kind the editor shows. */
    shown: open && openFor === kindName,
    show,
    close,
    /** Cancel, ×, Escape or the backdrop: a form with changes not saved asks "Discard your changes?" first. */
    requestClose: () => (dialog?.type === 'form' && formDirty ? setAskDiscard(true) : close()),
    /** It has closed: also when it closed for another kind, coming back to this one does not open it again. */
    closed: () => {
      setDialog(undefined);
      setOpen(false);
    },
    setFormDirty,
    askDiscard,
    keepEditing: () => setAskDiscard(false),
  };
}

export type EditorDialog = ReturnType<typeof useEditorDialog>;
