// The line under an Address field: that it follows the title, the prompt to type one when the title gives none in
// Latin letters (emoji, another script), or, for a live item, that a new address moves it and what becomes of the old.
export interface ContentAddressNoteProps {
  id: string;
  /** The label of the field it follows, lower-cased in the sentence: 'title'. */
  fromLabel: string;
  /** It follows the title now. */
  follows: boolean;
  /** What the title gave: empty, or with letters left out. */
  made: { slug: string; unspelt: boolean };
  /** The title holds something (a prompt is no use before). */
  titled: boolean;
  /** A live item's address now: its old address will send visitors on to a new one (a permanent redirect). */
  live?: { address: string; what: string };
}

export function ContentAddressNote({ id, fromLabel, follows, made, titled, live }: ContentAddressNoteProps) {
  const prompt = follows && titled && (made.slug === '' || made.unspelt);
  const text = live
    ? `Live at ${live.address}: the address no longer follows the ${fromLabel}. A new address moves the ${live.what}; the old address then sends visitors to the new one.`
    : prompt
      ? made.slug === ''
        ? `Type an address in Latin letters (a–z, 0–9 and hyphens): the ${fromLabel} has none to make it from.`
        : `Type an address in Latin letters, or check this one: some letters of the ${fromLabel} have no Latin spelling here and were left out.`
      : follows
        ? `Filled in from the ${fromLabel} until you type here.`
        : '';
  if (!text) return null;
  return (
    <p id={id} className={prompt ? 'content-field-warning mt-n2 mb-3' : 'form-text mt-n2 mb-3'} aria-live="polite">
      {text}
    </p>
  );
}
