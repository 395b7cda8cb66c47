// A form post with files (multipart/form-data, docs/forms.md): its fields as a form post gives them, and each file read
// up to the largest a form takes — a larger one is cut off there, never read whole — and recognised by its first bytes,
// whatever its name or the type the browser gave. What the rules check is the file's name, type and size
// (common/form-rules.ts); the bytes are kept to store once the answers are taken. A field's value is read up to the
// longest answer a form takes (./limits.ts): one cut off there is named, to be refused, never stored cut.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import type { FormFile } from '../../common/form-rules.ts';
import { MAX_FORM_FILE_MB, type FormFileType } from '../../common/kinds/forms.ts';

import { MAX_MULTIPART_ANSWERS_BYTES } from './limits.ts';

export const MAX_FORM_FILE_BYTES = MAX_FORM_FILE_MB * 1024 * 1024;
/**
 * Most fields (parts that are not files) one post may carry: a form's answers (a checkbox's choices each a field of
 * their own) and the post's own fields, with room to spare.
 */
export const MAX_FORM_FIELD_PARTS = 200;
/** Most megabytes of files one post may carry: two files at their largest. */
export const MAX_FORM_POST_FILES_MB = 2 * MAX_FORM_FILE_MB;
/** The largest body a form post with files may announce: two files at their largest, and the answers at theirs. */
export const MAX_FORM_POST_BYTES = MAX_FORM_POST_FILES_MB * 1024 * 1024 + MAX_MULTIPART_ANSWERS_BYTES;

/** The type of a file by its first bytes: a PDF, a JPEG or a PNG; undefined for anything else. */
export function recognisedType(data: Buffer): FormFileType | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return undefined;
}

/** A file's name as shown to staff: its last part, without control characters, at most 200 characters. */
export function fileNameOf(raw: string): string {
  const name = raw
    .split(/[/\\]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return name || 'file';
}

/** Puts a posted field's value in: a name given more than once (checkboxes) becomes a list. */
export function putField(fields: Record<string, unknown>, name: string, value: string): void {
  const before = fields[name];
  fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
}

export interface ReceivedFile {
  type: FormFileType;
  data: Buffer;
  name: string;
}

/**
 * Reads a multipart form post: its fields (a name given more than once becomes a list) with each file in its field's
 * place as the rules read it, the files whose bytes are recognised, by field, and the names of the fields whose value
 * was longer than any answer a form takes (cut off where reading stopped).
 */
export async function readFormPost(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: Map<string, ReceivedFile>; cut: Set<string> }> {
  const fields: Record<string, unknown> = {};
  const files = new Map<string, ReceivedFile>();
  const cut = new Set<string>();
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) cut.add(part.fieldname);
      if (typeof part.value === 'string') putField(fields, part.fieldname, part.value);
      continue;
    }
    const file = part as MultipartFile;
    // Read up to the largest a form takes, and cut off there (the route registers @fastify/multipart with
    // throwFileSizeLimit: false): thrown, the limit would refuse the whole post once it was read, not the file's field.
    const data = await file.toBuffer();
    // An empty file input sends a part with no name and no bytes: no answer.
    if (data.length === 0 && !file.filename) continue;
    const name = fileNameOf(file.filename);
    if (file.file.truncated) {
      fields[file.fieldname] = { name, type: file.mimetype, bytes: Number.MAX_SAFE_INTEGER } satisfies FormFile;
      continue;
    }
    const type = recognisedType(data);
    fields[file.fieldname] = { name, type: type ?? 'unrecognised', bytes: data.length } satisfies FormFile;
    if (type) files.set(file.fieldname, { type, data, name });
  }
  return { fields, files, cut };
}
