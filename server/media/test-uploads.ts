// Test helper: a picture uploaded through the content editor's route, as the browser's form sends it, made
// with sharp in one colour at a size (a PNG: stored with resized copies, and recorded in the media library).
import sharp from 'sharp';
import { expect } from 'vitest';

import type { SignedIn, StaffTestApp } from '../staff/test-staff.ts';

const BOUNDARY = '----dexterity-media-boundary';

/** The library's answer to an upload: its row, URL and description there. */
export interface UploadedPicture {
  id: number;
  url: string;
  alt: string;
}

export async function uploadTestPicture(
  t: StaffTestApp,
  session: SignedIn,
  colour: string,
  filename: string,
  width = 640,
  height = 480,
): Promise<UploadedPicture> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await t.send('POST', '/api/staff/content/images', {
    session,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as UploadedPicture;
}
