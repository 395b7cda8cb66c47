// Where the content uses a picture, as the Media page lists it under "Used on" ('Article “Closing the books”:
// Cover picture (a draft)'), and why its Delete is off: the places staff can take it out of, and the history that
// keeps it, which no edit removes.
import type { MediaUse } from '@/lib/staff/media-library';

const STATE_WORDS: Readonly<Record<Exclude<MediaUse['state'], 'history'>, string>> = {
  live: '',
  draft: ' (a draft)',
  deleted: ' (in Recently deleted)',
};

/**
 * Why Delete is off, in words: the places staff can take it out of, and the history that keeps it (an earlier
 * version that can be restored with it), which no edit removes.
 */
export function inUseReason(uses: readonly MediaUse[]): string {
  const kept = uses.filter((use) => use.state === 'history').length;
  const current = uses.length - kept;
  const items = kept === 1 ? 'an item' : `${kept} items`;
  if (current === 0) return `Kept by the history of ${items}: an earlier version there can be restored with it.`;
  const places = current === 1 ? 'that place' : `those ${current} places`;
  return `In use: take it out of ${places} first.${kept > 0 ? ` The history of ${items} keeps it too.` : ''}`;
}

/** One use in words: 'Article “Closing the books”: Cover picture (a draft)', 'In the history of the article “…”: …'. */
function wordsOfUse(use: MediaUse): string {
  if (use.state === 'history') return `In the history of the ${use.kindLabel.toLowerCase()} “${use.title}”: ${use.fieldLabel}`;
  return `${use.kindLabel} “${use.title}”: ${use.fieldLabel}${STATE_WORDS[use.state]}`;
}

export function WhereUsed({ uses }: { uses: readonly MediaUse[] }) {
  if (uses.length === 0) return <>Not used</>;
  return (
    <ul className="media-uses">
      {uses.map((use, index) => (
        <li key={index}>{wordsOfUse(use)}</li>
      ))}
    </ul>
  );
}
