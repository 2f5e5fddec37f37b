import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type {} from '@fastify/multipart' // request.isMultipart() / request.parts()
import sharp from 'sharp'
import { AppError } from '../errors.js'
import { IMAGE_MAX_BYTES } from '../validation.js'
import type { ObjectStorage } from './storage.js'

/**
 * Every image upload of the API goes through here: read one multipart file, check it by
 * CONTENT (sharp decodes it; the file name is never trusted), re-encode it to WebP at the
 * preset's display sizes under a server-generated name, and delete files that rows no
 * longer use. Rows store the URL of the first (largest) size; the other sizes are
 * `<same random>-<size>.webp` beside it.
 */

/** Formats accepted by content: .jpg/.jpeg (jpeg), .png, .gif (spec §5). */
const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'gif'])
/** Decompression-bomb guard: a 10 MB file may not claim more pixels than this. */
const MAX_INPUT_PIXELS = 100_000_000
const WEBP_QUALITY = 80

interface Size {
  /** Suffix of the file name, e.g. '800' -> `<random>-800.webp`. */
  suffix: string
  width: number
  /** With a height, the image is fitted into a width x height box (transparent padding). */
  height?: number
}

/** Display sizes per kind of image. Add a preset for each new kind of upload. */
export const PRESETS = {
  /** Product photos: 800 px wide for the detail view, 400 px for lists; never upscaled. */
  product: [{ suffix: '800', width: 800 }, { suffix: '400', width: 400 }],
  /** Family icons: a 256 px square. */
  icon: [{ suffix: '256', width: 256, height: 256 }],
} as const satisfies Record<string, readonly Size[]>

export type ImagePreset = keyof typeof PRESETS

const ALL_SUFFIXES = [...new Set(Object.values(PRESETS).flatMap((sizes) => sizes.map((s) => s.suffix)))]
const NAME = /^(.+)-([0-9a-z]+)\.webp$/

export interface Images {
  /** Checks `input` by content, stores every size of the preset; returns the URL to store. */
  save(input: Buffer, preset: ImagePreset): Promise<string>
  /** Copies every size of one of our images under a new name (product clone); undefined if `url` is not ours. */
  copy(url: string, preset: ImagePreset): Promise<string | undefined>
  /** Deletes every size of each image. Never throws: a failure is logged and the rows stay correct. */
  remove(urls: Array<string | null | undefined>): Promise<void>
  /** True when `url` names a file of this store. */
  owns(url: string): boolean
}

const invalid = () => new AppError('IMAGE_INVALID')

async function encode(input: Buffer, size: Size): Promise<Buffer> {
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate() // EXIF orientation applied; metadata dropped
  const resized = size.height
    ? pipeline.resize({ width: size.width, height: size.height, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    : pipeline.resize({ width: size.width, withoutEnlargement: true })
  return resized.webp({ quality: WEBP_QUALITY }).toBuffer()
}

export function createImages(storage: ObjectStorage, log: FastifyBaseLogger): Images {
  const siblings = (url: string): string[] => {
    const key = storage.keyOf(url)
    const m = key?.match(NAME)
    return m ? ALL_SUFFIXES.map((s) => `${m[1]}-${s}.webp`) : []
  }

  return {
    async save(input, preset) {
      let format: string | undefined
      try {
        format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format
      } catch {
        throw invalid()
      }
      if (!format || !ALLOWED_FORMATS.has(format)) throw invalid()
      const sizes: readonly Size[] = PRESETS[preset]
      let encoded: Buffer[]
      try {
        encoded = await Promise.all(sizes.map((size) => encode(input, size)))
      } catch {
        throw invalid() // a valid header with a broken body
      }
      const base = randomBytes(12).toString('base64url')
      const keys = sizes.map((s) => `${base}-${s.suffix}.webp`)
      try {
        await Promise.all(keys.map((key, i) => storage.put(key, encoded[i]!, 'image/webp')))
      } catch (err) {
        await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)))
        throw err
      }
      return storage.urlOf(keys[0]!)
    },

    async copy(url, preset) {
      const key = storage.keyOf(url)
      const m = key?.match(NAME)
      if (!m) return undefined
      const base = randomBytes(12).toString('base64url')
      const sizes: readonly Size[] = PRESETS[preset]
      await Promise.all(sizes.map((s) => storage.copy(`${m[1]}-${s.suffix}.webp`, `${base}-${s.suffix}.webp`)))
      return storage.urlOf(`${base}-${sizes[0]!.suffix}.webp`)
    },

    async remove(urls) {
      const keys = urls.flatMap((u) => (u ? siblings(u) : []))
      await Promise.all(keys.map((key) => storage.delete(key).catch((err) => log.warn({ err, key }, 'could not delete an image file'))))
    },

    owns: (url) => storage.keyOf(url) !== undefined,
  }
}

/**
 * The uploaded file of a multipart request: the part named `field`, or the only file part
 * whatever its name. No file (or an empty part, as browsers send for an empty input)
 * -> IMAGE_REQUIRED; more than IMAGE_MAX_BYTES -> IMAGE_TOO_LARGE. Content is checked by `save`.
 */
export async function readImageFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('IMAGE_REQUIRED')
  const files: Array<{ fieldname: string; filename: string; buffer: Buffer }> = []
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, parts: 21 } })) {
      if (part.type === 'file') files.push({ fieldname: part.fieldname, filename: part.filename, buffer: await part.toBuffer() })
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE')
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION_ERROR', 'Envía una sola imagen por solicitud.')
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('VALIDATION_ERROR')
    throw err
  }
  const file = files.find((f) => f.fieldname === field) ?? (files.length === 1 ? files[0] : undefined)
  if (!file || (file.buffer.length === 0 && !file.filename)) throw new AppError('IMAGE_REQUIRED')
  return file.buffer
}
