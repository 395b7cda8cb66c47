// A picture field's description field beside it (`alt` in its declaration, docs/media.md), as the picture's
// input needs it: choosing a picture fills an empty description with the library's in the same change.
import type { Field } from '@common/content-model/fields';

import type { Draft } from './content-form-drafts';

/**
 * A picture field's description field beside it (`alt` in its declaration, docs/media.md), as its input needs
 * it: the description typed there, its limit, and `choose`, which sets the picture and, in the same change,
 * the description when it is empty.
 */
export interface PictureAlt {
  value: string;
  /** The description field's label. */
  label: string;
  max: number;
  choose: (url: string, alt: string) => void;
  /** Fills the description field (a description given in the media library after an upload). */
  describe: (alt: string) => void;
}

/**
 * The PictureAlt of a field among `fields` whose drafts are `drafts`; `setMany` changes several drafts at
 * once. Undefined for a field that is not a picture with a description field.
 */
export function pictureAltOf(
  field: Field,
  fields: Readonly<Record<string, Field>>,
  drafts: Readonly<Record<string, Draft | undefined>>,
  name: string,
  setMany: (changes: Record<string, Draft>) => void,
): PictureAlt | undefined {
  if (field.type !== 'image' || !field.alt) return undefined;
  const altName = field.alt;
  const altField = fields[altName];
  if (altField?.type !== 'text') return undefined;
  const own = drafts[altName];
  const value = typeof own === 'string' ? own : '';
  return {
    value,
    label: altField.label,
    max: altField.max,
    choose: (url, alt) =>
      setMany(value.trim() === '' && alt && alt.length <= altField.max ? { [name]: url, [altName]: alt } : { [name]: url }),
    describe: (alt) => setMany({ [altName]: alt }),
  };
}
