import fs from 'node:fs/promises'
import path from 'node:path'
import type { S3Client } from '@aws-sdk/client-s3'
import type { Config, S3Config } from '../config.js'

/** Uploaded files never change (new content = new random name): caches may keep them forever. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
/** The URL path under which the API serves the local uploads folder. */
export const UPLOADS_PREFIX = '/uploads/'
/** Server-generated object names only: `<random>-<size>.webp` (and `.avif` thumbnails, sizes.ts). Anything else is not ours. */
const SAFE_KEY = /^[A-Za-z0-9_-]{8,100}\.(?:webp|avif)$/

/** Where uploaded image files live. Keys are server-generated names; URLs are what rows store. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  copy(fromKey: string, toKey: string): Promise<void>
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>
  /** The object's bytes; undefined when it is missing. */
  get(key: string): Promise<Buffer | undefined>
  urlOf(key: string): string
  /** The key of one of our URLs, or undefined for anything else. */
  keyOf(url: string): string | undefined
}

const keyAfter = (url: string, prefix: string) => {
  if (!url.startsWith(prefix)) return undefined
  const key = url.slice(prefix.length)
  return SAFE_KEY.test(key) ? key : undefined
}

/** The default: a folder (DATA_DIR/uploads) served by the API at /uploads/. */
export function localStorage(dir: string): ObjectStorage {
  const file = (key: string) => path.join(dir, key)
  return {
    async put(key, body) {
      await fs.mkdir(dir, { recursive: true })
      // Written under a temporary name and renamed: a reader never sees half a file.
      const tmp = `${file(key)}.${process.pid}.tmp`
      await fs.writeFile(tmp, body)
      await fs.rename(tmp, file(key))
    },
    async copy(fromKey, toKey) {
      await fs.copyFile(file(fromKey), file(toKey))
    },
    async delete(key) {
      await fs.rm(file(key), { force: true })
    },
    async get(key) {
      return fs.readFile(file(key)).catch(() => undefined)
    },
    urlOf: (key) => `${UPLOADS_PREFIX}${key}`,
    keyOf: (url) => keyAfter(url, UPLOADS_PREFIX),
  }
}

/**
 * Any S3-compatible bucket (AWS S3, MinIO, R2...), objects public through S3_PUBLIC_URL.
 * The SDK is loaded on first use, so the default (local) setup never pays for it.
 */
export function s3Storage(s3: S3Config): ObjectStorage {
  let ready: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined
  const sdk = () =>
    (ready ??= import('@aws-sdk/client-s3').then((m) => ({
      sdk: m,
      client: new m.S3Client({
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials:
          s3.accessKeyId && s3.secretAccessKey
            ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
            : undefined,
        // Only the checksums S3 requires: several S3-compatible servers reject the SDK's newer default ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })))
  const prefix = `${s3.publicUrl}/`
  return {
    async put(key, body, contentType) {
      const { client, sdk: m } = await sdk()
      await client.send(
        new m.PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      )
    },
    async copy(fromKey, toKey) {
      const { client, sdk: m } = await sdk()
      await client.send(
        new m.CopyObjectCommand({
          Bucket: s3.bucket,
          Key: toKey,
          CopySource: `${s3.bucket}/${fromKey}`,
          MetadataDirective: 'COPY',
        }),
      )
    },
    async delete(key) {
      const { client, sdk: m } = await sdk()
      await client.send(new m.DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
    },
    async get(key) {
      const { client, sdk: m } = await sdk()
      try {
        const answer = await client.send(new m.GetObjectCommand({ Bucket: s3.bucket, Key: key }))
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined
      } catch {
        return undefined
      }
    },
    urlOf: (key) => `${prefix}${key}`,
    keyOf: (url) => keyAfter(url, prefix),
  }
}

export function createStorage(config: Pick<Config, 's3' | 'uploadsDir'>): ObjectStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir)
}
