-- pinned: 48114d1e934dd3928c27f477e8d34d8101011023c1f6bb168e23cacc2cf4c3bf
-- Site search that reads Devanagari (docs/search.md): the index is made again with the combining marks of Marathi and
-- Hindi (vowel signs, virama, anusvara: Unicode's Mc and Mn) as parts of words, not as what parts them, so a whole
-- word is found and a fragment between its marks is not, and a highlight covers the whole word. Diacritics of Latin
-- letters are still folded. The zero-width non-joiner and joiner (U+200C, U+200D: the two invisible characters in
-- tokenchars below), which shape a Devanagari word without parting it, are parts of words too. The rows come from the
-- content when the server next opens the database.
DROP TABLE site_search;
CREATE VIRTUAL TABLE site_search USING fts5(
  title,
  body,
  type UNINDEXED,
  url UNINDEXED,
  source UNINDEXED,
  digest UNINDEXED,
  tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co Mc Mn' tokenchars '‌‍'"
);
