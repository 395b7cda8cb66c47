// A button whose action is asked about first, in place: the question with the action and "Keep it".
// Focus goes to the question's action, and back to the button when the staff member keeps things.
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';

export interface ConfirmButtonProps {
  /** The button's text ("Discard"). */
  children: string;
  /** Its accessible name where the text alone is not enough ("Discard the draft of Users"). */
  label?: string;
  /** What is asked ("Discard this draft? Its changes are lost."). */
  question: string;
  /** The action's button in the question ("Discard the draft"). */
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
  size?: 'sm';
  /** 'primary' for an action that loses nothing (publishing early), so it looks like the button it stands for. */
  tone?: 'danger' | 'primary';
}

export function ConfirmButton({ children, label, question, confirm, onConfirm, disabled, size, tone = 'danger' }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (returnFocus.current) openerRef.current?.focus();
    returnFocus.current = false;
  }, [asking]);

  if (!asking) {
    return (
      <Button
        ref={openerRef}
        size={size}
        variant={tone === 'danger' ? 'outline-danger' : 'primary'}
        aria-label={label}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {children}
      </Button>
    );
  }
  return (
    <span className="content-confirm" role="group" aria-label={question}>
      <span className="content-confirm__question">{question}</span>
      <Button
        ref={confirmRef}
        size={size}
        variant={tone}
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirm}
      </Button>
      <Button
        size={size}
        variant="outline-secondary"
        onClick={() => {
          returnFocus.current = true;
          setAsking(false);
        }}
      >
        Keep it
      </Button>
    </span>
  );
}
