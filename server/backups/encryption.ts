// Backups leave the machine encrypted with AES-256-GCM (Node's crypto) and the 32-byte BACKUP_ENCRYPTION_KEY:
// the bucket's owner, or anyone who reads the bucket, sees only ciphertext, and a changed or cut file fails
// its authentication tag instead of restoring. The file is `DXB1` + a 12-byte random IV + the ciphertext +
// the 16-byte tag; a new IV for every file, so one key serves every backup.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync, readSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('DXB1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

/** Encrypts a file into another (which must not exist). */
export async function encryptFile(from: string, to: string, key: Buffer): Promise<void> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const out = createWriteStream(to, { flags: 'wx' });
  out.write(Buffer.concat([MAGIC, iv]));
  await pipeline(createReadStream(from), cipher, out, { end: false });
  await new Promise<void>((done, fail) => out.end(cipher.getAuthTag(), () => done()).once('error', fail));
}

function readAt(path: string, position: number, length: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, position);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** Decrypts a file made by encryptFile; throws a DecryptionError for another file, a wrong key or a changed one. */
export async function decryptFile(from: string, to: string, key: Buffer): Promise<void> {
  const size = statSync(from).size;
  const head = readAt(from, 0, MAGIC.length + IV_BYTES);
  if (size < MAGIC.length + IV_BYTES + TAG_BYTES || !head.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new DecryptionError('the file is not an encrypted backup');
  }
  const decipher = createDecipheriv(ALGORITHM, key, head.subarray(MAGIC.length));
  decipher.setAuthTag(readAt(from, size - TAG_BYTES, TAG_BYTES));
  const body = createReadStream(from, { start: MAGIC.length + IV_BYTES, end: size - TAG_BYTES - 1 });
  try {
    await pipeline(body, decipher, createWriteStream(to, { flags: 'wx' }));
  } catch (error) {
    if ((error as Error).message.includes('authenticate'))
      throw new DecryptionError('the file does not open with BACKUP_ENCRYPTION_KEY (a different key, or the file was changed)');
    throw error;
  }
}
