// Keep mine or Take theirs, once a save was refused because someone else saved the item (or its draft) first:
// the form goes on from their version, keeping the fields this person changed — and, for the fields both
// changed, theirs or the person's as chosen. Keep mine saves again at once; Take theirs shows their version.
import { useState } from 'react';

import type { KindDeclaration } from '@common/content-model/kinds';

import type { Conflict, FieldValue } from '../api/content';

import { toDrafts, type Drafts } from './content-form-drafts';
import { sameValue } from './content-values';
import type { FormAction } from './use-item-actions';

/** A refused save: their version, the values this form sent, and what it was doing (a draft, a publish…). */
export type FormConflict = Conflict & { mine: Record<string, FieldValue>; action: FormAction };

export interface ConflictChoiceOptions {
  kind: KindDeclaration;
  drafts: Drafts;
  setDrafts: (drafts: Drafts) => void;
  /** The values of the version saves name: what differs from them is what this person changed. */
  base: Record<string, FieldValue>;
  setBase: (values: Record<string, FieldValue>) => void;
  setVersion: (version: number) => void;
  /** Does the refused action again, made from `version`, with `source` as the form's drafts. */
  rerun: (action: FormAction, version: number, source?: Drafts) => void;
  /** Their version is in the form: the messages go, the first field takes focus. */
  onTookTheirs: () => void;
}

export function useConflictChoice({ kind, drafts, setDrafts, base, setBase, setVersion, rerun, onTookTheirs }: ConflictChoiceOptions) {
  const [conflict, setConflict] = useState<FormConflict>();
  /**
   * The form on top of their version: the fields this person changed as the form has them, every other field as
   * the other person left it (or saving would undo their change with the value this form was opened with); the
   * fields both changed are the person's when `mine`, else theirs.
   */
  const onTheirs = ({ current, conflicts = [], mine: sent }: FormConflict, mine: boolean): Drafts => {
    const both = new Set(conflicts.map((clash) => clash.field));
    const theirs = toDrafts(kind, current);
    const keep = (name: string) => (both.has(name) ? mine : !sameValue(sent[name], base[name]));
    return Object.fromEntries(Object.keys(kind.fields).map((name) => [name, keep(name) ? drafts[name]! : theirs[name]!]));
  };
  const keepMine = () => {
    if (!conflict) return;
    const { current } = conflict;
    setVersion(current.version);
    setBase(current.values);
    // A refusal of the whole item (no fields named): the form's values go over theirs as they are.
    if (!conflict.conflicts) return rerun(conflict.action, current.version);
    const kept = onTheirs(conflict, true);
    setDrafts(kept);
    rerun(conflict.action, current.version, kept);
  };
  const takeTheirs = () => {
    if (!conflict) return;
    setDrafts(conflict.conflicts ? onTheirs(conflict, false) : toDrafts(kind, conflict.current));
    setVersion(conflict.current.version);
    setBase(conflict.current.values);
    setConflict(undefined);
    onTookTheirs();
  };
  return { conflict, setConflict, keepMine, takeTheirs };
}
