// A built page's anchors while its form is open: the blocks a button's `#anchor` can lead to, offered in the button's
// link chooser (the page's blocks input provides them), and the buttons whose #anchor no block of the page has yet —
// a warning, not a refusal: the block may come in a later save (docs/staff-area.md).
import { createContext, useContext } from 'react';

import { blockNamed } from '@common/blocks/declarations';
import type { Field } from '@common/content-model/fields';

import type { FieldValue, RecordValue } from '../api/content';

import type { EntryDraft } from './content-form-drafts';

/** A block of the page a button can lead to. */
export interface PageAnchor {
  anchor: string;
  /** How the chooser names it: "Contact form, block 4". */
  label: string;
}

/** The page's anchors for its buttons' links; null outside a page's blocks (a menu entry, a redirect). */
export const PageAnchorsContext = createContext<readonly PageAnchor[] | null>(null);

export const usePageAnchors = () => useContext(PageAnchorsContext);

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The anchors of the blocks as the form holds them, top to bottom, each once. */
export function anchorsOfDrafts(blocks: readonly EntryDraft[]): PageAnchor[] {
  const seen = new Set<string>();
  return blocks.flatMap((block, index) => {
    const anchor = trimmed(block.drafts.anchor);
    if (!anchor || seen.has(anchor)) return [];
    seen.add(anchor);
    return [{ anchor, label: `${blockNamed(block.type ?? '')?.label ?? block.type}, block ${index + 1}` }];
  });
}

/** A button's link to a block of the same page that none of the page's blocks has as its anchor. */
export interface LostButton {
  /** The block it is in, from 1. */
  block: number;
  label: string;
  anchor: string;
}

/** The `#anchor` links of a block's button fields, in its lists too, with their labels. */
function buttonLinks(fields: Readonly<Record<string, Field>>, values: RecordValue): Array<{ label: string; href: string }> {
  return Object.entries(fields).flatMap(([name, field]) => {
    const value = values[name];
    if (field.type === 'list' && Array.isArray(value))
      return (value as RecordValue[]).flatMap((entry) => (typeof entry === 'object' && entry ? buttonLinks(field.fields, entry) : []));
    if (field.type !== 'text' || field.link !== 'button' || typeof value !== 'string' || !value.startsWith('#')) return [];
    // The button's label: the entry's `label`, or the block's `button_label` beside its `button_href`.
    const label = trimmed(values[name.replace(/href$/, 'label')]) || trimmed(values.label);
    return [{ label, href: value }];
  });
}

/** The page's buttons whose `#anchor` names no block of the page (the form's values, as a save would send them). */
export function lostButtons(blocks: FieldValue | undefined): LostButton[] {
  if (!Array.isArray(blocks)) return [];
  const records = blocks.filter((block): block is RecordValue => typeof block === 'object' && block !== null && !Array.isArray(block));
  const anchors = new Set(records.map((block) => trimmed(block.anchor)).filter(Boolean));
  return records.flatMap((block, index) => {
    const declaration = blockNamed(String(block.type));
    if (!declaration) return [];
    return buttonLinks(declaration.fields, block)
      .filter(({ href }) => href.length > 1 && !anchors.has(href.slice(1)))
      .map(({ label, href }) => ({ block: index + 1, label, anchor: href.slice(1) }));
  });
}
