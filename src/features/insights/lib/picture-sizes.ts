// How wide an article's pictures show at each viewport width (the `sizes` the browser picks an upload's copy by,
// docs/decisions/0022-phone-photos.md): they follow the layout in insights.scss and the list's grid.

/** The cover above the article: the article's column (72ch, 727 px measured at 1440 px) or the phone's width. */
export const ARTICLE_COVER_SIZES = '(min-width: 800px) 728px, 100vw';

/** A card's picture in the list: three cards a row from 1200 px, two from 768 px, else one. */
export const ARTICLE_CARD_SIZES = '(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw';
