import { Readable } from 'node:stream';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import type { S3Settings } from '../config.ts';
import { assertFileKey, type FileInfo, type FileStore } from './file-store.ts';

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The file store in an S3-compatible bucket (S3_BUCKET and friends), shared by every process. A
 * put is one PUT: the object appears whole or not at all. Keys are the store's keys under
 * S3_PREFIX.
 */
export function createS3FileStore(
  settings: S3Settings,
): FileStore & { check: () => Promise<void>; close: () => void } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers (s3rver, older MinIO) refuse
    // the SDK's default CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertFileKey(key);
    return `${settings.prefix}${key}`;
  };
  const Bucket = settings.bucket;
  return {
    put: async (key, bytes) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    },
    get: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered no stream');
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    stat: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    list: async (folder) => {
      const prefix = `${objectKey(`${folder}/_`).slice(0, -1)}`;
      const found: FileInfo[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          found.push({
            key: object.Key.slice(settings.prefix.length),
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    /** Throws when the bucket cannot be reached (wrong name, endpoint or credentials). */
    check: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        throw new Error(
          `S3_BUCKET ${Bucket} could not be reached${status ? ` (HTTP ${status})` : ''}: ${(error as Error).name}`,
        );
      }
    },
    close: () => client.destroy(),
  };
}
