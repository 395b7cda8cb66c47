// The content editor's message above the list: what a change did, or why it was refused. A message said with
// focus takes it, so a screen reader reads it where the button that did the change is gone (a deleted row) —
// once the dialog has closed, when one is open.
import { useRef, useState } from 'react';

/** Done; done in part (something stayed as it was, and the message says what and why); refused. */
export type MessageVariant = 'success' | 'warning' | 'danger';

/** The message of an editor whose dialog is `dialogOpen`. */
export function useEditorMessage(dialogOpen: boolean) {
  const [message, setMessage] = useState<{ variant: MessageVariant; text: string }>();
  const messageRef = useRef<HTMLDivElement>(null);
  /** Set while a dialog closes whose opener may be gone (a deleted row): the message takes focus instead. */
  const [focusMessage, setFocusMessage] = useState(false);
  const focusTheMessage = () =>
    requestAnimationFrame(() => {
      setFocusMessage(false);
      messageRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
    });
  const say = (text: string, variant: MessageVariant = 'success', focus = false) => {
    setMessage({ variant, text });
    if (!focus) return;
    if (dialogOpen) setFocusMessage(true);
    else focusTheMessage();
  };
  return {
    message,
    messageRef,
    say,
    clear: () => setMessage(undefined),
    /** Whether the message is to take focus once the dialog has closed (instead of what opened it). */
    focusMessage,
    /** The dialog has closed: the message takes focus if it was to. */
    dialogClosed: () => focusMessage && focusTheMessage(),
  };
}
