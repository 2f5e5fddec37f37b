import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type {} from '@fastify/multipart' // request.isMultipart() / request.parts()
import sharp, { type Metadata } from 'sharp'
import { AppError, uploadOf } from '../errors.js'
import { IMAGE_MAX_BYTES } from '../validation.js'
import { ALL_SUFFIXES, fileName, type ImagePreset, imageSizes, PRESETS, type Size, splitName } from './sizes.js'
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
async function encodeAll(input: Buffer, preset: ImagePreset): Promise<{ sizes: readonly Size[]; encoded: Buffer[] }> {
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
      return { sizes, encoded }
    })
  } catch {
    throw invalid() // a valid header with a broken body, or a decode over its time budget
  }
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
    return known.length ? known.map((s) => s.url) : ALL_SUFFIXES.map((suffix) => fileName(name.base, { suffix }))
  }

  async function saveAll(inputs: Array<{ input: Buffer; preset: ImagePreset; part?: string }>): Promise<string[]> {
    // Sequential checks keep peak memory at one decoded upload; the first bad one stops everything.
    const prepared: Array<{ keys: string[]; encoded: Buffer[] }> = []
    for (const { input, preset, part } of inputs) {
      const encode = () => encodeAll(input, preset)
      const { sizes, encoded } = await (part ? uploadOf(part, encode) : encode())
      const base = randomBytes(12).toString('base64url')
      prepared.push({ keys: sizes.map((s) => fileName(base, s)), encoded })
    }
    const writes = prepared.flatMap(({ keys, encoded }) => keys.map((key, i) => ({ key, body: encoded[i]! })))
    try {
      await Promise.all(writes.map((w) => storage.put(w.key, w.body, 'image/webp')))
    } catch (err) {
      await Promise.all(writes.map((w) => storage.delete(w.key).catch(() => undefined)))
      throw err
    }
    return prepared.map(({ keys }) => storage.urlOf(keys[0]!))
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
