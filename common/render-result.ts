// What a render of one URL gives (src/entry-server.tsx) and how the server reads a page's data for it
// (server/render/data-reader.ts): shared by the render bundle and the server that loads it.
import type { Language } from './languages.ts';

/** The server's reader of site paths: the same paths and query strings the browser asks the API. */
export type DataReader = (path: string, params: Readonly<Record<string, string | number>>) => Promise<unknown>;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The language the page is drawn in (its address says it): `<html lang>`. */
      lang: Language;
      status: number;
      html: string;
      head: string;
      /** React Router's hydration data (the loaders' answers), serialized for a JSON data block. */
      hydrationData: string;
      routeIds: string[];
      /** Source files the page drew beyond its route modules (a built page's blocks, src/blocks/<type>.tsx): their CSS and JS go with it. */
      modules?: string[];
      /** False when some part of the page was drawn loading (a read failed, or no loader read it). */
      complete: boolean;
      /** The keys of the reads drawn loading. */
      missing: string[];
    };
