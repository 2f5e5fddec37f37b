import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type {} from '@fastify/multipart' // request.isMultipart() / request.parts()
import sharp, { type Metadata } from 'sharp'
import { AppError, uploadOf } from '../errors.js'
import { IMAGE_MAX_BYTES } from '../validation.js'
import {
  ALL_SUFFIXES,
  fileName,
  type ImagePreset,
  imageSizes,
  PRESETS,
  type Size,
  splitName,
  splitThumb,
  THUMB,
  THUMB_FORMATS,
  THUMBED_PRESETS,
  type ThumbFormat,
  hasThumbs,
  thumbName,
  thumbSources,
} from './sizes.js'
import type { ObjectStorage } from './storage.js'

export type { ImagePreset } from './sizes.js'

/**
 * Every image upload of the API goes through here: read one multipart file, check it by
 * CONTENT (sharp decodes it; the file name is never trusted), re-encode it to WebP at the
 * preset's display sizes (sizes.ts) under a server-generated name, and delete files that
 * rows no longer use.
 */

/** Formats accepted by content: .jpg/.jpeg (jpeg), .png and .gif. */
const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'gif'])
/**
 * Decompression-bomb guard: at most 40 megapixels (e.g. 8000 x 5000), checked on the header
 * before anything is decoded, so a decoded upload stays within ~160 MB (RGBA).
 */
export const MAX_INPUT_PIXELS = 40_000_000
const TOO_MANY_PIXELS = 'Imagen muy grande, máximo 40 megapíxeles (por ejemplo 8000 × 5000 px)'
/** Decodes running at once in this process; later uploads wait their turn (memory stays bounded under load). */
const MAX_CONCURRENT_DECODES = 2
/** A decode that takes longer than this is abandoned (IMAGE_INVALID). */
const DECODE_TIMEOUT_SECONDS = 20
const WEBP_QUALITY = 80
/** Thumbnails are small and viewed small: lower qualities look the same at 96 px and weigh half. */
const THUMB_QUALITY: Record<ThumbFormat, number> = { avif: 50, webp: 70 }
const THUMB_TYPES: Record<ThumbFormat, string> = { avif: 'image/avif', webp: 'image/webp' }

export interface Images {
  /** Checks `input` by content, stores every size of the preset; returns the URL to store. */
  save(input: Buffer, preset: ImagePreset): Promise<string>
  /**
   * Several images at once, all or nothing: every input is checked and encoded before any
   * file is written, and a failed write removes what was written. URLs in input order. An
   * image error names the input's multipart `part`, so the panel shows it under that field.
   */
  saveAll(inputs: Array<{ input: Buffer; preset: ImagePreset; part?: string }>): Promise<string[]>
  /** Copies every size of one of our images under a new name (product clone); undefined if `url` is not ours. */
  copy(url: string, preset: ImagePreset): Promise<string | undefined>
  /** Deletes every size of each image. Never throws: a failure is logged and the rows stay correct. */
  remove(urls: Array<string | null | undefined>): Promise<void>
  /** True when `url` names a file of this store. */
  owns(url: string): boolean
  /** The stored file of one of our URLs (the print files embed the logo); undefined otherwise. */
  read(url: string): Promise<Buffer | undefined>
  /**
   * A thumbnail by name (`<base>-t240` in `accepted`'s format, AVIF when the browser takes it,
   * or `<base>-t240.avif|webp`; sizes.ts): the stored one, or, for an image stored before
   * thumbnails existed, made from its largest file now and stored for the next request.
   * Undefined when the name or the image is not ours.
   */
  thumbnail(name: string, acceptsAvif: boolean): Promise<{ body: Buffer; type: string } | undefined>
}

const invalid = () => new AppError('IMAGE_INVALID')

/** A counting semaphore: `run` waits until fewer than `max` tasks run. */
function limiter(max: number) {
  let running = 0
  const waiting: Array<() => void> = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next)
        next() // the slot passes straight to the next waiter
      else running--
    }
  }
}

const decodeSlot = limiter(MAX_CONCURRENT_DECODES)

/** Checks one upload by content and encodes every size of its preset; nothing is stored. */
async function encodeAll(
  input: Buffer,
  preset: ImagePreset,
): Promise<{ sizes: readonly Size[]; encoded: Buffer[]; thumbs: Buffer[] }> {
  let meta: Metadata
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata() // the header only
  } catch {
    throw invalid()
  }
  if (!meta.format || !ALLOWED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw invalid()
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new AppError('IMAGE_TOO_LARGE', TOO_MANY_PIXELS)
  const sizes: readonly Size[] = PRESETS[preset]
  try {
    return await decodeSlot(async () => {
      const encoded: Buffer[] = []
      for (const size of sizes) encoded.push(await encode(input, size)) // one decode at a time per upload
      // Product photos, posters and mobile ads also get the public menu's thumbnails, one per format (THUMB_FORMATS order).
      const thumbs: Buffer[] = []
      if (THUMBED_PRESETS.has(preset)) for (const format of THUMB_FORMATS) thumbs.push(await encodeThumb(input, format))
      return { sizes, encoded, thumbs }
    })
  } catch {
    throw invalid() // a valid header with a broken body, or a decode over its time budget
  }
}

/** A square thumbnail (THUMB) in one format, cropped around the centre as the page's box shows it. */
function encodeThumb(input: Buffer, format: ThumbFormat): Promise<Buffer> {
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .rotate()
    .resize({ width: THUMB.width, height: THUMB.height, fit: 'cover', position: 'centre' })
  return (
    format === 'avif' ? pipeline.avif({ quality: THUMB_QUALITY.avif }) : pipeline.webp({ quality: THUMB_QUALITY.webp })
  ).toBuffer()
}

async function encode(input: Buffer, size: Size): Promise<Buffer> {
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .rotate() // EXIF orientation applied; metadata dropped
  const resized = !size.height
    ? pipeline.resize({ width: size.width, withoutEnlargement: true })
    : size.fit === 'cover'
      ? pipeline.resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' })
      : pipeline.resize({
          width: size.width,
          height: size.height,
          fit: 'contain',
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        })
  return resized.webp({ quality: WEBP_QUALITY }).toBuffer()
}

export function createImages(storage: ObjectStorage, log: FastifyBaseLogger): Images {
  /** Every file of a stored image; for a name of an unknown preset, every size any preset could have left. */
  const siblings = (url: string): string[] => {
    const key = storage.keyOf(url)
    const name = key === undefined ? undefined : splitName(key)
    if (!name) return []
    const known = imageSizes(key!)
    const files = known.length ? known.map((s) => s.url) : ALL_SUFFIXES.map((suffix) => fileName(name.base, { suffix }))
    // Thumbnails (of an image that has them, or of an unknown one), whether made on upload or on a first request.
    const thumbed = !known.length || hasThumbs(known[0]!.suffix)
    return thumbed ? [...files, ...THUMB_FORMATS.map((f) => thumbName(name.base, f))] : files
  }

  async function saveAll(inputs: Array<{ input: Buffer; preset: ImagePreset; part?: string }>): Promise<string[]> {
    // Sequential checks keep peak memory at one decoded upload; the first bad one stops everything.
    const prepared: Array<{ writes: Array<{ key: string; body: Buffer; type: string }> }> = []
    for (const { input, preset, part } of inputs) {
      const encode = () => encodeAll(input, preset)
      const { sizes, encoded, thumbs } = await (part ? uploadOf(part, encode) : encode())
      const base = randomBytes(12).toString('base64url')
      prepared.push({
        writes: [
          ...sizes.map((s, i) => ({ key: fileName(base, s), body: encoded[i]!, type: 'image/webp' })),
          ...thumbs.map((body, i) => ({
            key: thumbName(base, THUMB_FORMATS[i]!),
            body,
            type: THUMB_TYPES[THUMB_FORMATS[i]!],
          })),
        ],
      })
    }
    const writes = prepared.flatMap((p) => p.writes)
    try {
      await Promise.all(writes.map((w) => storage.put(w.key, w.body, w.type)))
    } catch (err) {
      await Promise.all(writes.map((w) => storage.delete(w.key).catch(() => undefined)))
      throw err
    }
    return prepared.map(({ writes }) => storage.urlOf(writes[0]!.key))
  }

  return {
    async save(input, preset) {
      return (await saveAll([{ input, preset }]))[0]!
    },

    saveAll,

    async copy(url, preset) {
      const key = storage.keyOf(url)
      const name = key === undefined ? undefined : splitName(key)
      if (!name) return undefined
      const base = randomBytes(12).toString('base64url')
      const sizes: readonly Size[] = PRESETS[preset]
      await Promise.all(sizes.map((s) => storage.copy(fileName(name.base, s), fileName(base, s))))
      // Thumbnails too when they exist; a photo stored before them gets its own on first request.
      if (THUMBED_PRESETS.has(preset))
        await Promise.all(
          THUMB_FORMATS.map((f) => storage.copy(thumbName(name.base, f), thumbName(base, f)).catch(() => undefined)),
        )
      return storage.urlOf(fileName(base, sizes[0]!))
    },

    async remove(urls) {
      const keys = urls.flatMap((u) => (u ? siblings(u) : []))
      await Promise.all(
        keys.map((key) => storage.delete(key).catch((err) => log.warn({ err, key }, 'could not delete an image file'))),
      )
    },

    owns: (url) => storage.keyOf(url) !== undefined,

    async read(url) {
      const key = storage.keyOf(url)
      return key === undefined ? undefined : storage.get(key)
    },

    async thumbnail(name, acceptsAvif) {
      const thumb = splitThumb(name)
      if (!thumb) return undefined
      const format = thumb.format ?? (acceptsAvif ? 'avif' : 'webp')
      const key = thumbName(thumb.base, format)
      const type = THUMB_TYPES[format]
      const stored = await storage.get(key)
      if (stored) return { body: stored, type }
      // The image's largest size: a photo's 400 px one is only 300 px high when 4:3, short of a sharp 240 px square crop.
      let source: Buffer | undefined
      for (const key of thumbSources(thumb.base)) source ??= await storage.get(key)
      if (!source) return undefined
      let body: Buffer
      try {
        body = await decodeSlot(() => encodeThumb(source!, format))
      } catch {
        return undefined // not an image of ours after all
      }
      await storage.put(key, body, type).catch((err) => log.warn({ err, key }, 'could not store a thumbnail'))
      return { body, type }
    },
  }
}

interface FilePart {
  fieldname: string
  filename: string
  buffer: Buffer
}

const MALFORMED_MULTIPART =
  'El formulario enviado no es válido: se esperaba multipart/form-data bien formado con la imagen.'

/** Every file part of a multipart request (at most `maxFiles`), read into memory, 10 MB each at most. */
async function readFileParts(request: FastifyRequest, maxFiles: number): Promise<FilePart[]> {
  if (!request.isMultipart()) throw new AppError('IMAGE_REQUIRED')
  const files: FilePart[] = []
  // The part being read when a limit stops the request: a too-large image names it.
  let reading: string | undefined
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: maxFiles, fields: 20, parts: 20 + maxFiles },
    })) {
      if (part.type !== 'file') continue
      reading = part.fieldname
      files.push({ fieldname: part.fieldname, filename: part.filename, buffer: await part.toBuffer() })
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE', undefined, { field: reading })
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError(
        'VALIDATION_ERROR',
        maxFiles === 1 ? 'Envía una sola imagen por solicitud.' : 'Envía una sola imagen por campo.',
      )
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('VALIDATION_ERROR')
    if (err instanceof AppError) throw err
    // Anything else the parser meets (no or wrong boundary, a truncated or junk body) is the client's malformed request.
    throw new AppError('VALIDATION_ERROR', MALFORMED_MULTIPART)
  }
  return files
}

/** Browsers send an empty part (no file name, no bytes) for a file input left empty. */
const isEmptyPart = (f: FilePart) => f.buffer.length === 0 && !f.filename

/**
 * The uploaded file of a multipart request: the part named `field`, or the only file part
 * whatever its name. No file (or an empty part, as browsers send for an empty input)
 * -> IMAGE_REQUIRED; more than IMAGE_MAX_BYTES -> IMAGE_TOO_LARGE. Content is checked by `save`.
 */
export async function readImageFile(request: FastifyRequest, field: string): Promise<Buffer> {
  const files = await readFileParts(request, 1)
  const file = files.find((f) => f.fieldname === field) ?? (files.length === 1 ? files[0] : undefined)
  if (!file || isEmptyPart(file)) throw new AppError('IMAGE_REQUIRED')
  return file.buffer
}

/**
 * Several named images in one multipart request, one part per name (e.g. `image_mobile`
 * and/or `image_desktop`). Returns the non-empty ones by name; none at all -> IMAGE_REQUIRED,
 * a file part with another name or a name twice -> VALIDATION_ERROR, any part over 10 MB ->
 * IMAGE_TOO_LARGE. Nothing is checked by content here: pass them all to `saveAll`.
 */
export async function readImageFiles<F extends string>(
  request: FastifyRequest,
  fields: readonly F[],
): Promise<Partial<Record<F, Buffer>>> {
  const files = await readFileParts(request, fields.length)
  const out: Partial<Record<F, Buffer>> = {}
  for (const file of files) {
    if (!(fields as readonly string[]).includes(file.fieldname)) {
      throw new AppError('VALIDATION_ERROR', `Imagen no esperada: ${file.fieldname}. Se aceptan: ${fields.join(', ')}.`)
    }
    const name = file.fieldname as F
    if (out[name] !== undefined) throw new AppError('VALIDATION_ERROR', 'Envía una sola imagen por campo.')
    if (!isEmptyPart(file)) out[name] = file.buffer
  }
  if (Object.keys(out).length === 0) throw new AppError('IMAGE_REQUIRED')
  return out
}
