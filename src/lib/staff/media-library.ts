// The media library's calls (docs/media.md): the list of pictures a page at a time with where each is used
// (searched by description and file name), a picture's description, its deletion, and an upload, which the library
// records. Shared by the Media page and the picture picker of the content editor's forms.
import { LONG_REQUEST_TIMEOUT_MS } from '@/config/constants';
import { isRecord, listOf, toId, toSafeUrl, toText } from '@/lib/validate';

import { readStaffPage, staffGet, staffSend, type StaffPage } from './staff-request';

export const MEDIA = '/api/staff/media';
const UPLOADS = '/api/staff/content/images';

/** Most characters of a picture's description (the server refuses more). */
export const MAX_ALT_LENGTH = 250;

/** The picture types an upload may be, for a file input's `accept`. */
export const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** One place the content uses a picture. */
export interface MediaUse {
  kind: string;
  kindLabel: string;
  /** null: a new item that is only a draft. */
  id: number | null;
  title: string;
  fieldLabel: string;
  /** history: only an earlier version of a live or deleted item names it (restoring that version would bring it back). */
  state: 'live' | 'draft' | 'deleted' | 'history';
}

export interface MediaPicture {
  id: number;
  url: string;
  /** The name the file was uploaded as ('' when unknown). */
  name: string;
  type: string;
  width: number | null;
  height: number | null;
  bytes: number;
  alt: string;
  /** Marked as decoration: no description on purpose, none asked for. */
  decorative: boolean;
  uploadedAt: string;
  uploadedBy: string | null;
  thumbnail: string;
  /** Where it is used: the first places the server names (it names at most ten). */
  usedBy: MediaUse[];
  /** How many places use it (live, drafts, Recently deleted) and how many items' history keeps it, in all. */
  usedCount: { current: number; history: number };
}

const STATES = new Set(['live', 'draft', 'deleted', 'history']);

function readUse(value: unknown): MediaUse | undefined {
  if (!isRecord(value) || typeof value.kind !== 'string') return undefined;
  const state = STATES.has(String(value.state)) ? (value.state as MediaUse['state']) : 'live';
  return {
    kind: value.kind,
    kindLabel: toText(value.kind_label) || value.kind,
    id: toId(value.id) ?? null,
    title: toText(value.title),
    fieldLabel: toText(value.field_label) || toText(value.field),
    state,
  };
}

const size = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

export function readPicture(value: unknown): MediaPicture | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  const url = toSafeUrl(value.url);
  if (id === undefined || !url) return undefined;
  const usedBy = listOf(value.used_by, readUse);
  return {
    id,
    url,
    name: toText(value.name),
    type: toText(value.type),
    width: size(value.width),
    height: size(value.height),
    bytes: typeof value.bytes === 'number' && value.bytes >= 0 ? value.bytes : 0,
    alt: toText(value.alt),
    decorative: value.decorative === true,
    uploadedAt: toText(value.uploaded_at),
    uploadedBy: typeof value.uploaded_by === 'string' ? value.uploaded_by : null,
    thumbnail: toSafeUrl(value.thumbnail) || url,
    usedBy,
    usedCount: readUsedCount(value.used_count, usedBy),
  };
}

/** The counts the server sent; the places named, where it sent none. */
function readUsedCount(value: unknown, named: readonly MediaUse[]): MediaPicture['usedCount'] {
  const sent = isRecord(value) ? value : {};
  const count = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined);
  const history = named.filter((use) => use.state === 'history').length;
  return { current: count(sent.current) ?? named.length - history, history: count(sent.history) ?? history };
}

/** A page of the library's list (50 pictures, newest first): its pictures, its number, its size and how many match. */
export type MediaPage = StaffPage<MediaPicture>;

/** A page of the pictures, newest first; `q` keeps those whose description or file names hold every word. */
export async function getMediaPage({ q = '', page = 1 }: { q?: string; page?: number } = {}): Promise<MediaPage> {
  const params = { ...(q.trim() ? { q: q.trim() } : {}), ...(page > 1 ? { page } : {}) };
  return readStaffPage(await staffGet(MEDIA, params), readPicture);
}

/** The library's picture at an address; undefined when the library has none there. */
export async function getPictureAt(url: string): Promise<MediaPicture | undefined> {
  const data = await staffGet(MEDIA, { url });
  return listOf(data.items, readPicture).find((picture) => picture.url === url);
}

/**
 * Sets a picture's description, or marks it as decoration (`decorative`, with an empty description); answers the
 * picture and the server's sentence.
 */
export async function setPictureAlt(
  id: number,
  alt: string,
  decorative?: boolean,
): Promise<{ picture: MediaPicture | undefined; message: string }> {
  const { data, message } = await staffSend('PATCH', `${MEDIA}/${id}`, decorative === undefined ? { alt } : { alt, decorative });
  return { picture: readPicture(data), message };
}

/** Deletes a picture nothing uses; answers the server's sentence. */
export async function deletePicture(id: number): Promise<string> {
  const { message } = await staffSend('DELETE', `${MEDIA}/${id}`);
  return message;
}

/** An upload as the library recorded it: its URL, its row and its description there (empty for a new picture). */
export interface UploadedPicture {
  url: string;
  id: number | undefined;
  alt: string;
  decorative: boolean;
}

/** Uploads a picture (PNG, JPEG, WebP or SVG), waiting as long as its preparation takes; the library records it. */
export async function uploadPicture(file: File): Promise<UploadedPicture> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await staffSend('POST', UPLOADS, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: LONG_REQUEST_TIMEOUT_MS,
  });
  return { url: toText(data.url), id: toId(data.id), alt: toText(data.alt), decorative: data.decorative === true };
}

/** A size as people read it: '812 KB', '3.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What names a picture to people: its description, else the name it was uploaded as, else its file's. */
export function pictureName(picture: Pick<MediaPicture, 'alt' | 'name' | 'url'>): string {
  return picture.alt || picture.name || picture.url.slice(picture.url.lastIndexOf('/') + 1);
}

/** How long typing in a search of the library pauses before the list follows it. */
export const MEDIA_SEARCH_DELAY_MS = 250;
