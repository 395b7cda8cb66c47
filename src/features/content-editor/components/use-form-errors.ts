// An item's form's messages: each field's (named by its label: "Price is required"), those inside a list or a
// page's blocks by their path ("blocks[2].title"), and the form's own sentence. Showing them puts focus on the
// first field named, in the form's order (inside a list or blocks: the input of the entry's field), once they
// render; else on the message.
import { useState, type RefObject } from 'react';

import { kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import { failureMessage, fieldMessages } from '@/lib/staff/staff-request';

/** The id under which the time to go live is checked and named. */
export const SCHEDULE = 'publish-at';
/** The id under which a page's or an article's time to be taken down is checked and named. */
export const TAKE_DOWN = 'unpublish-at';

/** The field a server message is about: "price_description[0]" is about price_description, "_publish_at" about the time. */
const fieldOfPath = (path: string) =>
  path === '_publish_at' ? SCHEDULE : path === '_unpublish_at' || path === '_unpublish_to' ? TAKE_DOWN : (path.split(/[[.]/)[0] ?? path);

export function useFormErrors(kind: KindDeclaration, formRef: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const idOf = (name: string) => `content-${kind.name}-${name}`;
  const labelOf = (name: string) =>
    kind.fields[name]?.label ?? (name === kind.parent?.field ? kindNamed(kind.parent.kind)?.label : undefined) ?? name;
  const errorOf = (name: string) => (errors[name] ? `${labelOf(name)} ${errors[name]}` : undefined);
  /** The messages for what is inside a list or blocks field, by path under it: "blocks[2].title" is "[2].title" of blocks. */
  const messagesOf = (name: string) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(`${name}[`))
        .map(([path, text]) => [path.slice(name.length), text]),
    );

  const showErrors = (found: Record<string, string>, text: string) => {
    setErrors(found);
    setMessage(text);
    const order = [...(kind.parent ? [kind.parent.field] : []), kind.title, ...Object.keys(kind.fields), SCHEDULE, TAKE_DOWN];
    const firstWrong = order.find((name) => found[name]);
    // Inside a list or a page's blocks, the input of the first field named ("blocks[2].title": block 3's heading).
    const inside = firstWrong && Object.keys(found).find((path) => path.startsWith(`${firstWrong}[`));
    const target = inside ? inside.replace(/\[(\d+)\]\.?/g, '-$1-').replace(/\./g, '-') : firstWrong;
    // After the messages render, so the field that takes focus already names its problem.
    requestAnimationFrame(() =>
      target
        ? (document.getElementById(idOf(target)) ?? (firstWrong ? document.getElementById(idOf(firstWrong)) : null))?.focus()
        : formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus(),
    );
  };

  /** A refused save's messages, each at its field (a block's or a list entry's at that field, the list itself saying where). */
  const showFailure = (failure: unknown) => {
    const byField: Record<string, string> = {};
    for (const [path, text] of Object.entries(fieldMessages(failure))) {
      const name = fieldOfPath(path);
      // A message about a block's or a list entry's field shows at that field; the list itself says where.
      // Label/value rows have no input of their own for a message: the rows' field says which row and what.
      const row = kind.fields[name]?.type === 'rows' ? /^[^[]+\[(\d+)\]/.exec(path) : null;
      if (row) byField[name] ??= `row ${Number(row[1]) + 1} ${text}`;
      else if (path.startsWith(`${name}[`) && kind.fields[name]) {
        byField[path] = text;
        byField[name] ??= 'has a mistake: see the marked field below.';
      } else byField[name] ??= text;
    }
    showErrors(byField, failureMessage(failure));
  };

  const clear = () => {
    setErrors({});
    setMessage('');
  };

  return { errors, message, setMessage, idOf, errorOf, messagesOf, showErrors, showFailure, clear };
}
