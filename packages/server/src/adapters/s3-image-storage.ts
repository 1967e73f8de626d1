import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  type ImageStorage,
  MEDIA_URL_PREFIX,
  type StoredImageInfo,
  assertContentType,
  assertValidFolder,
  assertValidKey,
  contentTypeOfKey,
  isImageKey,
} from './image-storage';

/** Where the bucket is and how to reach it; credentials unset: the SDK's own chain (AWS_* variables, instance role). */
export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2…); unset: AWS S3 itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** The most keys list() reads from a folder: the banner picker shows 500. */
const LIST_LIMIT = 1000;

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

function infoOf(
  key: string,
  reply: { ContentType?: string; ContentLength?: number; LastModified?: Date; ETag?: string },
): StoredImageInfo {
  return {
    contentType: reply.ContentType ?? contentTypeOfKey(key),
    size: reply.ContentLength ?? 0,
    lastModified: reply.LastModified ?? new Date(0),
    etag: reply.ETag ?? '',
  };
}

/**
 * Objects in one bucket, the key being the object's name: every node reads what any node wrote.
 * The bucket stays private; the app serves `/media/<key>` from it (http/media-routes.ts).
 */
export function createS3ImageStorage(settings: S3MediaSettings): ImageStorage {
  const { accessKeyId, secretAccessKey } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
  const Bucket = settings.bucket;
  const urlOf = (key: string) => {
    assertValidKey(key);
    return `${MEDIA_URL_PREFIX}${key}`;
  };
  const stat = async (key: string): Promise<StoredImageInfo | null> => {
    assertValidKey(key);
    try {
      return infoOf(key, await client.send(new HeadObjectCommand({ Bucket, Key: key })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    urlOf,
    stat,
    async put(key, bytes, contentType) {
      assertValidKey(key);
      assertContentType(key, contentType);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      return urlOf(key);
    },
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async get(key) {
      assertValidKey(key);
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(reply.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a Node stream`);
        return { ...infoOf(key, reply), body: reply.Body };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(folder) {
      assertValidFolder(folder);
      const Prefix = folder ? `${folder}/` : '';
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && isImageKey(object.Key)) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken && keys.length < LIST_LIMIT);
      return keys.slice(0, LIST_LIMIT);
    },
  };
}
