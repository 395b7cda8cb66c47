// Staff's and visitors' words inside a message of the page's language: each English one marked lang="en" on a Marathi
// or Hindi page, and nothing else touched.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Language } from '@common/languages';

import { LanguageProvider } from './language';
import { useEnglishPlaces } from './english-places';

function Message({ message, words }: { message: string; words: string[] }) {
  const withEnglish = useEnglishPlaces();
  return <p>{withEnglish(message, ...words)}</p>;
}

const drawn = (lang: Language, message: string, ...words: string[]) =>
  render(
    <LanguageProvider value={{ lang }}>
      <Message message={message} words={words} />
    </LanguageProvider>,
  ).container.querySelector('p')!.innerHTML;

describe('useEnglishPlaces', () => {
  it('marks an English name inside a Marathi sentence, each time it comes, and keeps the sentence', () => {
    expect(drawn('mr', 'कृपया “Company (Pvt.) Ltd” भरा. “Company (Pvt.) Ltd” रिकामे आहे.', 'Company (Pvt.) Ltd')).toBe(
      'कृपया “<span lang="en">Company (Pvt.) Ltd</span>” भरा. “<span lang="en">Company (Pvt.) Ltd</span>” रिकामे आहे.',
    );
  });

  it('marks a name at the start, at the end and twice with one space between', () => {
    expect(drawn('hi', 'Asha Asha: Asha', 'Asha')).toBe(
      '<span lang="en">Asha</span> <span lang="en">Asha</span>: <span lang="en">Asha</span>',
    );
  });

  it('leaves a translated name, an English page and the Latin letters of longer words alone', () => {
    expect(drawn('hi', 'कृपया “कंपनी” भरें.', 'कंपनी')).toBe('कृपया “कंपनी” भरें.');
    expect(drawn('en', 'Please fill in Company.', 'Company')).toBe('Please fill in Company.');
    // A label "a": not the a of name@company.com.
    expect(drawn('mr', 'कृपया “a” मध्ये ई-मेल लिहा, उदा. name@company.com.', 'a')).toBe(
      'कृपया “<span lang="en">a</span>” मध्ये ई-मेल लिहा, उदा. name@company.com.',
    );
  });
});
