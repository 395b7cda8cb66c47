// The bucket backups are copied to (AWS S3, Cloudflare R2, MinIO … through @aws-sdk/client-s3): an upload
// retried a few times with growing waits, then reported as failed (never skipped in silence); the list of
// what the bucket holds; a download for a restore. Objects are `<prefix><backup name>.tar.enc`.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';

import type { S3Client } from '@aws-sdk/client-s3';

import type { BackupS3Settings } from '../config.ts';

export const OBJECT_SUFFIX = '.tar.enc';
/** Attempts per upload, and the wait before the second (doubled each time after). */
export const UPLOAD_ATTEMPTS = 4;
export const FIRST_RETRY_MS = 2_000;

/** The SDK, loaded the first time a bucket is used: a server without offsite copies never loads it (it takes a second to load). */
let sdk: Promise<typeof import('@aws-sdk/client-s3')> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

export async function bucketClient(settings: BackupS3Settings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Path-style addresses (endpoint/bucket/key) work with every S3-compatible server, without DNS per bucket.
    forcePathStyle: settings.endpoint !== undefined,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Our own retries below, with longer waits, count the attempts; a failed attempt is reported by them
    // (the SDK would also warn on the console that a streamed body cannot be retried).
    maxAttempts: 1,
    logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    // Checksums only where S3 requires them: S3-compatible servers (R2, MinIO, s3rver) do not all read the
    // SDK's newer default, a body sent in aws-chunked framing with a checksum trailer.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export const objectKey = (name: string) => `${name}${OBJECT_SUFFIX}`;

export interface UploadResult {
  ok: boolean;
  attempts: number;
  error?: string;
}

/** Uploads a file; retried with backoff; answers how it went, never throws. */
export async function uploadFile(
  client: S3Client,
  bucket: string,
  key: string,
  file: string,
  firstRetryMs = FIRST_RETRY_MS,
): Promise<UploadResult> {
  const { PutObjectCommand } = await loadSdk();
  let error = '';
  for (let attempt = 1; attempt <= UPLOAD_ATTEMPTS; attempt += 1) {
    const body = createReadStream(file);
    // A request that failed before reading the body leaves the stream to close here, while the file still exists.
    body.on('error', () => undefined);
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: statSync(file).size,
          ContentType: 'application/octet-stream',
        }),
      );
      return { ok: true, attempts: attempt };
    } catch (failure) {
      body.destroy();
      error = (failure as Error).message || (failure as Error).name;
      if (attempt < UPLOAD_ATTEMPTS) await sleep(firstRetryMs * 2 ** (attempt - 1));
    }
  }
  return { ok: false, attempts: UPLOAD_ATTEMPTS, error };
}

/** The backup names the bucket holds, newest first. */
export async function listBucket(client: S3Client, bucket: string): Promise<string[]> {
  const { ListObjectsV2Command } = await loadSdk();
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? [])
      if (object.Key?.endsWith(OBJECT_SUFFIX)) names.push(object.Key.slice(0, -OBJECT_SUFFIX.length));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names.sort().reverse();
}

export async function downloadFile(client: S3Client, bucket: string, key: string, file: string): Promise<void> {
  const { GetObjectCommand } = await loadSdk();
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!answer.Body) throw new Error(`the bucket answered ${key} without a body`);
  await pipeline(answer.Body as Readable, createWriteStream(file, { flags: 'wx' }));
}
