import type { Env } from '../config/env';
import { type ImageStorage, createFileImageStorage } from './image-storage';
import { createS3ImageStorage } from './s3-image-storage';

/** MEDIA_STORAGE decides: the bucket every node shares, or the MEDIA_DIR folder of this node. */
export function createImageStorage(env: Env): ImageStorage {
  if (env.MEDIA_STORAGE === 'folder') return createFileImageStorage(env.mediaDir);
  return createS3ImageStorage({
    bucket: env.MEDIA_S3_BUCKET!,
    region: env.MEDIA_S3_REGION,
    endpoint: env.MEDIA_S3_ENDPOINT,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
  });
}
