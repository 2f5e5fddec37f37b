import sharp from 'sharp'
import type { Images } from '../images/images.js'
import { fileName, PRESETS, splitName } from '../images/sizes.js'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareSource, shareImageName } from './share.js'

/**
 * The link-preview pictures (share.ts), drawn with sharp on their first request and kept in
 * memory by name: a name never changes what it shows, so a request for a known name costs
 * nothing, and the crawlers that ask (one per network and share) get it cached for a year.
 * JPEG, the one format every network's crawler reads; well under WhatsApp's 300 KB.
 */

/** Pictures kept (about 60 KB each): the oldest go first. */
const KEPT = 64
const LOGO_BOX = 420
const ACCENT_BAND = 24
const JPEG = { quality: 82, mozjpeg: true } as const

/** The stored logo's largest size (the view names the 160 px copy; the card shows it at 420 px). */
function largestLogo(url: string): string {
  const name = splitName(url)
  const [large, small] = PRESETS.logo
  return name && name.suffix === small.suffix ? fileName(name.base, large) : url
}

/** The logo centred on the background colour, over a band of the buttons' colour. */
async function logoCard(logo: Buffer, source: ShareSource): Promise<Buffer> {
  const mark = await sharp(logo)
    .resize({ width: LOGO_BOX, height: LOGO_BOX, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  const band = await sharp({
    create: { width: SHARE_IMAGE_WIDTH, height: ACCENT_BAND, channels: 3, background: source.accent },
  })
    .png()
    .toBuffer()
  return sharp({
    create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: source.background },
  })
    .composite([
      { input: mark, gravity: 'centre' },
      { input: band, left: 0, top: SHARE_IMAGE_HEIGHT - ACCENT_BAND },
    ])
    .jpeg(JPEG)
    .toBuffer()
}

/** The dish photo filling the card, cropped around its centre. */
const photoCard = (photo: Buffer) =>
  sharp(photo)
    .resize({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fit: 'cover', position: 'centre' })
    .jpeg(JPEG)
    .toBuffer()

export function createShareImages(images: Pick<Images, 'read'>) {
  const kept = new Map<string, Promise<Buffer | undefined>>()

  async function draw(source: ShareSource): Promise<Buffer | undefined> {
    if (source.kind === 'photo') {
      const photo = await images.read(source.image)
      return photo && photoCard(photo)
    }
    const logo = (await images.read(largestLogo(source.image))) ?? (await images.read(source.image))
    return logo && logoCard(logo, source)
  }

  return {
    /** The picture of `source` (undefined when its file is gone); drawn once while kept, even for requests at once. */
    picture(source: ShareSource): Promise<Buffer | undefined> {
      const name = shareImageName(source)
      let picture = kept.get(name)
      if (!picture) {
        picture = draw(source)
        kept.set(name, picture)
        // A failed or missing drawing is not kept: the next request tries again.
        picture.then(
          (p) => p || kept.delete(name),
          () => kept.delete(name),
        )
        for (const oldest of kept.keys()) {
          if (kept.size <= KEPT) break
          kept.delete(oldest)
        }
      }
      return picture
    },
  }
}

export type ShareImages = ReturnType<typeof createShareImages>
