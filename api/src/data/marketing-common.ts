import type { Translations } from '@menu/shared/menu/languages'
import { calendarDate, expiration as expirationRule } from '@menu/shared/validation'
import type { Selectable } from 'kysely'
import type { AppContext } from '../context.js'
import type { Database } from '../db/types.js'
import { fromBool01, isoAt, toBool01 } from '../db/values.js'
import { AppError } from '../errors.js'
import type { ImagePreset } from '../images/images.js'
import { MESSAGES } from '../validation.js'
import { pointImagesAt } from './image-columns.js'
import { copyName, type MenuDeps, menuDeps, type Scoped, scoped } from './toolkit.js'
import { translated, translationsOf, translationsSet } from './translations.js'
import { isExpired } from '@menu/shared/validation'

/** What the promotions and advertising repositories need besides the account id. */
export interface MarketingDeps extends MenuDeps {
  /** IANA zone whose calendar date is "today" (APP_TIMEZONE). */
  timeZone: string
}

export const marketingDeps = (ctx: AppContext): MarketingDeps => ({ ...menuDeps(ctx), timeZone: ctx.config.timeZone })

/** Today's calendar date 'YYYY-MM-DD' in the configured zone. */
export const todayOf = ({ now, timeZone }: Pick<MarketingDeps, 'now' | 'timeZone'>) => calendarDate(now(), timeZone)

/** Required text (name, description): trimmed; schemas already refuse blank values, this is the last guard. */
export function requiredText(value: string): string {
  const trimmed = value.trim()
  if (trimmed === '') throw new AppError('VALIDATION_ERROR', MESSAGES.required)
  return trimmed
}

/**
 * An expiration from a request, checked with the shared rule: '' and null mean
 * none; a date must be after today, else 400 'La vigencia debe ser mayor a DD-MM-YYYY'.
 * On update, repeating the stored value is not a change and is not re-checked (an expired
 * item can still be edited without moving its date). undefined: unchanged.
 */
export function expirationInput(
  value: string | null | undefined,
  today: string,
  current?: string | null,
): string | null | undefined {
  if (value === undefined) return undefined
  const date = value === null || value.trim() === '' ? null : value.trim()
  if (date === null || (current !== undefined && date === current)) return date
  const problem = expirationRule(date, today)
  if (problem) throw new AppError('VALIDATION_ERROR', problem)
  return date
}

/**
 * An image field in an update may only clear the image (null or '') or repeat the current
 * URL (no change): images are uploaded, never given by URL. Returns true when it clears.
 */
export function clearsImage(current: string | null, given: string | null | undefined, upload: string): boolean {
  if (given === undefined || given === current) return false
  if (given === null || given === '') return current !== null
  throw new AppError('VALIDATION_ERROR', `La imagen se sube como archivo (${upload}).`)
}

/** The marketing tables: promotions and advertising share every column but their images. */
type MarketingTables = Pick<Database, 'promotions' | 'advertising'>
export type MarketingTable = keyof MarketingTables
/** The columns both tables have. */
type SharedRow = Selectable<MarketingTables[MarketingTable]>
type RowOf<T extends MarketingTable> = Selectable<MarketingTables[T]> & SharedRow
/** The columns of `T` that hold image URLs (promotions' own `schedule`, migration 0016, is not one). */
type ImageColumn<T extends MarketingTable> = Exclude<
  keyof Selectable<MarketingTables[T]>,
  keyof SharedRow | 'schedule'
> &
  string

/** The edits every marketing item takes alike; undefined: unchanged. */
export interface MarketingInput {
  name?: string
  description?: string
  expiration?: string | null
  enabled?: boolean
  /** name and description in the account's other languages (docs/languages.md); undefined: unchanged. */
  translations?: Translations
}

/** The fields every marketing item answers alike, `expired` computed against `today` (APP_TIMEZONE). */
export const marketingFields = (r: SharedRow, today: string) => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  expiration: r.expiration,
  position: Number(r.position),
  enabled: fromBool01(r.enabled),
  expired: isExpired(r.expiration, today),
  updated: r.updated_at,
  translations: translationsOf(r.translations),
})

/** What makes one marketing table's repository: the rest is the same for promotions and advertising. */
export interface MarketingSpec<T extends MarketingTable, Item, Input extends MarketingInput> {
  table: T
  /** The image columns and their crop. */
  images: Record<ImageColumn<T>, ImagePreset>
  toItem: (row: RowOf<T>, today: string) => Item
  /** Where the images are uploaded (named in the message refusing an image URL). */
  upload: (id: number) => string
  /**
   * Where a new item goes without a position: 'count' (promotions, drag-ordered: their number,
   * last) or 'afterLast' (advertising, creation order: max + 1 even after deletes).
   */
  place: 'count' | 'afterLast'
  /** The table's own columns a create or an update sets from its input (promotions' schedule). */
  columns?: (input: Input) => object
}

/**
 * The one repository of the marketing tables (promotions and advertising), parametrised by
 * their spec. Every statement goes through `scoped`: foreign ids answer 404. Image files
 * replaced or dropped are the history's to delete (history/retention.ts), so an undo finds them.
 */
export function marketingTable<T extends MarketingTable, Item, Input extends MarketingInput = MarketingInput>(
  deps: MarketingDeps,
  accountId: number,
  spec: MarketingSpec<T, Item, Input>,
) {
  const { db, now, images } = deps
  const { toItem, upload } = spec
  const ownColumns = (input: Input) => spec.columns?.(input) ?? {}
  // Queries name the table through the union: Kysely resolves columns for known tables only, not for T.
  const table: MarketingTable = spec.table
  const columns = Object.keys(spec.images) as Array<ImageColumn<T>>
  const own = scoped(db, accountId)

  const row = async (id: number, t: Scoped = own): Promise<RowOf<T>> => (await t.ownedRow(table, id)) as RowOf<T>

  const get = async (id: number): Promise<Item> => toItem(await row(id), todayOf(deps))

  /** After the last one (max + 1): a clone is last even when positions have gaps (advertising: creation order after deletes). */
  const next = async (t: Scoped): Promise<number> => {
    const top = await t
      .selectFrom(table)
      .select((eb) => eb.fn.max('position').as('max'))
      .executeTakeFirst()
    return top?.max === null || top?.max === undefined ? 0 : Number(top.max) + 1
  }

  /** Inserts a row of the table, created and updated now (the columns are the spec's table's); answers its id. */
  const insert = async (t: Scoped, values: object): Promise<number> => {
    const at = isoAt(now())
    const r = await t
      .insertInto(table, { ...values, created_at: at, updated_at: at } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(r.id)
  }

  return {
    get,

    /** New item, enabled unless said, without images; `position`, else the table's place (spec.place). */
    async create(input: Input & { name: string; description: string; position?: number }): Promise<number> {
      const expiration = expirationInput(input.expiration, todayOf(deps)) ?? null
      return own.transaction(async (t) => {
        const values = {
          name: requiredText(input.name),
          description: requiredText(input.description),
          translations: (await translationsSet(t, input.translations, null)) ?? '{}',
          expiration,
          ...Object.fromEntries(columns.map((name) => [name, null])),
          ...ownColumns(input),
          enabled: toBool01(input.enabled ?? true),
          position: input.position ?? (spec.place === 'count' ? await t.count(table) : await next(t)),
        }
        return insert(t, values)
      })
    },

    /** By position, ties by id. */
    async list(): Promise<Item[]> {
      const today = todayOf(deps)
      const rows = await own.selectFrom(table).selectAll().orderBy('position').orderBy('id').execute()
      return rows.map((r) => toItem(r as RowOf<T>, today))
    },

    /** Partial update; `expiration: null` clears it; an image null removes it (its files: the history's). */
    async update(
      id: number,
      input: Input & { position?: number } & Partial<Record<ImageColumn<T>, string | null>>,
    ): Promise<Item> {
      await own.transaction(async (t) => {
        const current = await row(id, t)
        const expiration = expirationInput(input.expiration, todayOf(deps), current.expiration)
        const clear = columns.filter((name) => clearsImage(current[name] as string | null, input[name], upload(id)))
        const set = {
          ...(input.name !== undefined ? { name: requiredText(input.name) } : {}),
          ...(input.description !== undefined ? { description: requiredText(input.description) } : {}),
          ...(expiration !== undefined ? { expiration } : {}),
          ...(input.enabled !== undefined ? { enabled: toBool01(input.enabled) } : {}),
          ...translated(await translationsSet(t, input.translations, current.translations)),
          ...(input.position !== undefined ? { position: input.position } : {}),
          ...ownColumns(input),
          ...Object.fromEntries(clear.map((name) => [name, null])),
        }
        if (Object.keys(set).length > 0) {
          await t
            .updateTable(table)
            .set({ ...set, updated_at: isoAt(now()) })
            .where('id', '=', id)
            .execute()
        }
      })
      return get(id)
    },

    /**
     * Stores the given images (already read from the request) all or nothing: every file is
     * checked and encoded before any is stored, and the row changes in one statement. With
     * several image columns a bad file's message names its part (one image: its route does).
     * Answers every image column's current URL.
     */
    async setImages(
      id: number,
      files: Partial<Record<ImageColumn<T>, Buffer>>,
    ): Promise<Record<ImageColumn<T>, string | null>> {
      await row(id)
      const names = columns.filter((name) => files[name] !== undefined)
      const urls = await images.saveAll(
        names.map((name) => ({
          input: files[name]!,
          preset: spec.images[name],
          ...(columns.length > 1 ? { part: name } : {}),
        })),
      )
      const set = Object.fromEntries(names.map((name, i) => [name, urls[i]!])) as Partial<
        Record<ImageColumn<T>, string>
      >
      const old = await pointImagesAt(deps, own, table, id, set, columns)
      return Object.fromEntries(columns.map((name) => [name, set[name] ?? old[name]])) as Record<
        ImageColumn<T>,
        string | null
      >
    },

    /**
     * '<name> (copia)' placed last: every column of the row (the table's own too), with its own
     * copies of the image files; if the insert fails, the copies are deleted.
     */
    async clone(id: number): Promise<number> {
      const source = await row(id)
      const copies = {} as Record<ImageColumn<T>, string | null>
      try {
        for (const name of columns) {
          const url = source[name] as string | null
          copies[name] = url ? ((await images.copy(url, spec.images[name])) ?? null) : null
        }
        return await own.transaction(async (t) => {
          const { id: _id, account_id: _account, created_at: _created, updated_at: _updated, ...copied } = source
          return insert(t, { ...copied, ...copies, name: copyName(source.name), position: await next(t) })
        })
      } catch (err) {
        await images.remove(Object.values(copies))
        throw err
      }
    },

    /** Deletes the row; its image files stay while the history can bring it back (history/retention.ts). */
    async delete(id: number): Promise<{ id: number }> {
      await own.transaction(async (t) => {
        await row(id, t)
        await t.deleteFrom(table).where('id', '=', id).execute()
      })
      return { id }
    },
  }
}
