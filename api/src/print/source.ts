import { BASE_LANGUAGE } from '@menu/shared/menu/languages'
import sharp from 'sharp'
import type { AppContext } from '../context.js'
import { marketingDeps } from '../data/marketing-common.js'
import { scoped } from '../data/toolkit.js'
import type { BranchRow } from '../db/types.js'
import { AppError, notFound } from '../errors.js'
import { isDaily } from '../public-menu/combos.js'
import { dinerSource } from '../public-menu/diner.js'
import { loadAccount, type MenuSource } from '../public-menu/load.js'
import { localFormat } from '../public-menu/locale.js'
import type { OffHours } from '../public-menu/schedules.js'
import type { PublicMenu } from '../public-menu/schema.js'
import { legibleOn } from '../public-menu/theme.js'
import { buildView } from '../public-menu/view.js'
import { type PageWords, wordsFor } from '../public-menu/words/index.js'
import { type PrintWords, printWords } from './words.js'

/**
 * What every print file is made from: the branch's menu as the diner's view model (view.ts,
 * after dinerSource: the same load, template and translation as the public page), its brand
 * (colours for white paper, the logo as PNG) and the words. Paper lasts all day, so instead of
 * what is offered at this moment, every schedule is noted ('Lun a vie de 7:00 a 12:00'); daily
 * combos have the branch's steps of today (public-menu/combos.ts).
 */

export interface PrintBrand {
  /** Headings and bands: the theme's button colour; text on it: the button text colour. */
  accent: string
  onAccent: string
  /** Body text on white paper: the theme's text colour when legible on white, else darkened. */
  text: string
  /** The logo's largest stored size as PNG (PDFKit reads PNG and JPEG, not WebP); null: none. */
  logo: Buffer | null
  /** The theme's font families (fonts/print-fonts.ts embeds them, or its default for one it cannot). */
  fonts: { headline: string; body: string }
}

export interface PrintSource {
  branch: BranchRow
  view: PublicMenu
  brand: PrintBrand
  words: PrintWords
  page: PageWords
}

/**
 * Every scheduled item's hours as the view's `unavailable_text` (label mode for all, whatever the
 * time), except a menu of the day served today (the branch's weekday is one of its days): the
 * view puts it first with today's hours in its name, as the page does during them, since paper
 * made today is read today.
 */
export function noteSchedules(source: MenuSource): MenuSource {
  const text = localFormat(source.language?.code ?? BASE_LANGUAGE, source.account.currency).schedule
  const offHours: OffHours = { products: new Map(), categories: new Map(), promotions: new Map() }
  const today = source.day?.weekday
  const servedToday = (p: MenuSource['products'][number]) =>
    isDaily(p) && today !== undefined && p.schedule?.days.includes(today) === true
  for (const f of source.families)
    for (const c of f.categories) if (c.schedule) offHours.categories.set(c.id, text(c.schedule))
  for (const p of source.products) if (p.schedule && !servedToday(p)) offHours.products.set(p.id, text(p.schedule))
  for (const p of source.marketing.promotions) if (p.schedule) offHours.promotions.set(p.id, text(p.schedule))
  return { ...source, offHours }
}

/** The branch of the account (404 for anyone else's, through scoped). */
export async function ownBranch(ctx: AppContext, accountId: number, branchId: number): Promise<BranchRow> {
  const branch = await scoped(ctx.db, accountId)
    .selectFrom('sucursales')
    .selectAll()
    .where('sucursales.id', '=', branchId)
    .executeTakeFirst()
  if (!branch) throw notFound()
  return branch
}

async function logoPng(ctx: AppContext, url: string | null): Promise<Buffer | null> {
  if (!url || !ctx.images.owns(url)) return null
  const stored = await ctx.images.read(url)
  if (!stored) return null
  // A file that does not decode prints no logo rather than failing the whole document.
  return sharp(stored)
    .png()
    .toBuffer()
    .catch(() => null)
}

/** The print source of a branch in `lang` (a language the menu offers, else 400 about lang). */
export async function printSource(
  ctx: AppContext,
  accountId: number,
  branchId: number,
  lang: string = BASE_LANGUAGE,
): Promise<PrintSource> {
  const branch = await ownBranch(ctx, accountId, branchId)
  const owner = await loadAccount(ctx.db, accountId)
  if (!owner) throw notFound()
  if (!owner.languages.includes(lang))
    throw new AppError(
      'VALIDATION_ERROR',
      `«${lang}» no es un idioma del menú (idiomas: ${owner.languages.join(', ')}).`,
      { field: 'lang' },
    )
  const source = await dinerSource(marketingDeps(ctx), ctx.db, branch, owner, lang)
  const view = buildView(noteSchedules(source), {
    ownsImage: (url) => ctx.images.owns(url),
    menuBaseUrl: ctx.config.publicMenuUrl,
    fontFaces: ctx.fonts.faces,
  })
  const brand: PrintBrand = {
    accent: legibleOn('#ffffff', view.theme.button_background, 3),
    onAccent: legibleOn(legibleOn('#ffffff', view.theme.button_background, 3), view.theme.button_text),
    text: legibleOn('#ffffff', view.theme.text),
    logo: await logoPng(ctx, owner.account.logo),
    fonts: { headline: owner.account.font_headline, body: owner.account.font_body },
  }
  return { branch, view, brand, words: printWords(lang), page: wordsFor(lang) }
}
