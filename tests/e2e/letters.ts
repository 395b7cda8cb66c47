// Where letters stand in a part of the page, read off its picture: for what the DOM cannot give (a label drawn by CSS
// as a cell's ::before, the text inside a select box).
import type { Locator } from '@playwright/test';
import sharp from 'sharp';

/** Rows of the element's picture, top to bottom, from its own top edge. */
export interface LetterRows {
  top: number;
  bottom: number;
}

/**
 * Takes the element's picture once and answers, for a band of its columns (in px from its left edge), the first and
 * last rows holding dark pixels (letters on a light theme's surface; the light borders of boxes are not dark): the top
 * of the tallest letter and the foot of the letters (their line, for words with no letter hanging below it).
 */
export async function lettersIn(element: Locator): Promise<(from: number, to: number) => LetterRows> {
  const { data, info } = await sharp(await element.screenshot())
    .greyscale()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const dark = (row: number, from: number, to: number) => {
    for (let column = Math.max(0, Math.round(from)); column < Math.min(info.width, Math.round(to)); column++)
      if (data[(row * info.width + column) * info.channels]! < 160) return true;
    return false;
  };
  return (from, to) => {
    const rows = [...Array(info.height).keys()].filter((row) => dark(row, from, to));
    return { top: rows[0] ?? -1, bottom: rows.at(-1) ?? -1 };
  };
}
