// Where the content uses a picture, as the Media page lists it under "Used on" ('Article “Closing the books”:
// Cover picture (a draft)'), and why its Delete is off: the places staff can take it out of, and the history that
// keeps it, which no edit removes.
import type { MediaPicture, MediaUse } from '@/lib/staff/media-library';

const STATE_WORDS: Readonly<Record<Exclude<MediaUse['state'], 'history'>, string>> = {
  live: '',
  draft: ' (a draft)',
  deleted: ' (in Recently deleted)',
};

/**
 * Why Delete is off, in words: the places staff can take it out of, and the history that keeps it (an earlier
 * version that can be restored with it), which no edit removes.
 */
export function inUseReason({ current, history: kept }: MediaPicture['usedCount']): string {
  const items = kept === 1 ? 'an item' : `${kept.toLocaleString('en-IN')} items`;
  if (current === 0) return `Kept by the history of ${items}: an earlier version there can be restored with it.`;
  const places = current === 1 ? 'that place' : `those ${current.toLocaleString('en-IN')} places`;
  return `In use: take it out of ${places} first.${kept > 0 ? ` The history of ${items} keeps it too.` : ''}`;
}

/** One use in words: 'Article “Closing the books”: Cover picture (a draft)', 'In the history of the article “…”: …'. */
function wordsOfUse(use: MediaUse): string {
  if (use.state === 'history') return `In the history of the ${use.kindLabel.toLowerCase()} “${use.title}”: ${use.fieldLabel}`;
  return `${use.kindLabel} “${use.title}”: ${use.fieldLabel}${STATE_WORDS[use.state]}`;
}

/** The places named, and how many more there are (a picture on every article is named ten times, then counted). */
export function WhereUsed({ uses, count }: { uses: readonly MediaUse[]; count: MediaPicture['usedCount'] }) {
  if (uses.length === 0) return <>Not used</>;
  const more = count.current + count.history - uses.length;
  return (
    <ul className="media-uses">
      {uses.map((use, index) => (
        <li key={index}>{wordsOfUse(use)}</li>
      ))}
      {more > 0 && <li>and {more === 1 ? '1 more place' : `${more.toLocaleString('en-IN')} more places`}</li>}
    </ul>
  );
}
