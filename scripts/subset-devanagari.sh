#!/usr/bin/env bash
# Makes src/styles/fonts/noto-sans-devanagari-400.woff2, the Noto Sans Devanagari file the Marathi and Hindi pages
# fetch, from fontsource's Devanagari file in node_modules: the Devanagari block (U+0900-097F), ZWNJ and ZWJ, and the
# dotted circle, with every shaping feature kept (conjuncts, half forms, reph, Marathi's own forms), and without the
# Vedic marks and extensions the site's copy never holds (50 KB -> 40 KB). Run it after upgrading
# @fontsource/noto-sans-devanagari; src/styles/fonts/devanagari-font.test.ts checks that the file draws every Marathi
# and Hindi word of the catalogues as the package's file does. Not part of the build: it needs fontTools
# (Debian: apt-get install python3-fonttools python3-brotli), the file is committed. The font is under the SIL Open
# Font License (noto-sans-devanagari-OFL.txt beside it), which allows a subset; it reserves no font name.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m fontTools.subset \
  node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2 \
  --unicodes='U+0900-097F,U+200C-200D,U+25CC' \
  --layout-features='*' \
  --flavor=woff2 \
  --output-file=src/styles/fonts/noto-sans-devanagari-400.woff2
ls -l src/styles/fonts/noto-sans-devanagari-400.woff2
