// Staff's and visitors' words inside a sentence of a Marathi or Hindi page, marked as English where they are
// (docs/languages.md). Apart from src/lib/language.tsx, which every page loads: only the parts that show such a
// sentence (Insights, the search, a form's and the quotation builder's messages) bring it.
import type { ReactNode } from 'react';

import { isEnglishFallback } from '@common/languages';

import { useLanguage } from './language';

/** A text as a regular expression that finds it as it is. */
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message of the page's language holding words that are staff's or a visitor's (an item's name, a field's label, an
 * author, a search), with each of those words that is English on a Marathi or Hindi page (not translated yet) marked
 * `lang="en"`: with `const withEnglish = useEnglishPlaces()`, `withEnglish(t('By {author}', { author }), author)` draws लेखक: <span lang="en">Asha Kulkarni</span>.
 * The message's own words are left as they are; on an English page the message is the text as it is.
 */
export function useEnglishPlaces(): (message: string, ...words: ReadonlyArray<string | undefined>) => ReactNode {
  const lang = useLanguage();
  return (message, ...words) => {
    const english = [...new Set(words.filter((word): word is string => isEnglishFallback(word, lang)))].sort((a, b) => b.length - a.length);
    if (english.length === 0) return message;
    // Whole words only: not the Latin letters of a longer word (a label "a" inside "name@company.com"). The character
    // before a word is matched, not looked behind at: Safari before 16.4 has no lookbehind.
    const pattern = new RegExp(
      `(^|[^\\p{Script=Latin}\\p{Nd}])(${english.map(escapeForPattern).join('|')})(?![\\p{Script=Latin}\\p{Nd}])`,
      'gu',
    );
    const parts: ReactNode[] = [];
    let from = 0;
    for (const match of message.matchAll(pattern)) {
      const word = match[2]!;
      const at = match.index + match[1]!.length;
      parts.push(
        message.slice(from, at),
        <span key={at} lang="en">
          {word}
        </span>,
      );
      from = at + word.length;
    }
    if (parts.length === 0) return message;
    parts.push(message.slice(from));
    return <>{parts}</>;
  };
}
