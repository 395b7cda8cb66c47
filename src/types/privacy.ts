/** One part of the privacy notice: a heading and its paragraphs. */
export interface PrivacyNoticePart {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** The privacy notice at /privacy: when it was last changed, its parts, and what is still to be confirmed. */
export interface PrivacyNotice {
  /** The month it was last changed, as `2026-11`: written in the page's language. */
  updated: string;
  parts: readonly PrivacyNoticePart[];
  /** What it names as written in every language (the company's details, the campaign labels…): English inside a Marathi or Hindi sentence. */
  asWritten: readonly string[];
  /** Company details the owners must confirm before the notice is relied on. */
  toConfirm: string;
}
