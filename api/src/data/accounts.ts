import type { Db } from '../db/connection.js'
import type { AccountRow, AccountUpdate } from '../db/types.js'
import { extraLanguagesLimit, LANGUAGE_MESSAGES, languagesProblem } from '@menu/shared/menu/languages'
import { isoAt } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import type { Images } from '../images/images.js'
import { assertOwnPaymentMethod } from './payment-methods.js'
import { membersView } from './member-view.js'
import { findPlan, type Plan } from './plans.js'
import { subscriptionViews, withBranchAddOn } from './subscriptions.js'
import { type Executor, inTransaction, parseLanguages, scoped } from './toolkit.js'
import { privacyUrlNeeded } from '@menu/shared/validation'
import { setPlanCode } from '../history/marker.js'
import type { Answer } from '../schemas/shapes.js'

/** The profile's person: `memberId`, by default the owner. */
async function personOf(db: Db, accountId: number, memberId: number | undefined): Promise<Profile['member']> {
  const people = await membersView(db, accountId, memberId)
  const person = memberId === undefined ? people.find((p) => p.is_owner) : people[0]
  if (!person) throw notFound()
  return person as Profile['member']
}

/** E-mail addresses are compared lower-cased and trimmed everywhere: this is the one normaliser. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * Account operations that are not tenant-scoped because they happen before a token
 * exists (sign-up, login, verification) or are operator tasks (set-plan).
 */
export function accountsData(db: Db) {
  return {
    findByEmail(email: string): Promise<AccountRow | undefined> {
      return db.selectFrom('accounts').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst()
    },
    findById(id: number): Promise<AccountRow | undefined> {
      return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst()
    },
    async create(input: {
      email: string
      passwordHash: string
      company: string
      businessKind: string
      planCode: string
      verifiedAt: string | null
      createdAt: string
    }): Promise<number> {
      const row = await db
        .insertInto('accounts')
        .values({
          email: normalizeEmail(input.email),
          password_hash: input.passwordHash,
          company: input.company,
          business_kind: input.businessKind,
          plan_code: input.planCode,
          verified_at: input.verifiedAt,
          gtm_id: null,
          google_analytics: null,
          facebook_pixel: null,
          logo: null,
          default_payment_method_id: null,
          created_at: input.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      // The account's owner is its first member (their e-mail and password are the account's).
      await db
        .insertInto('members')
        .values({
          account_id: row.id,
          role: 'owner',
          state: 'active',
          name: input.company,
          email: null,
          password_hash: null,
          invite_token_hash: null,
          invite_expires_at: null,
          invited_by: null,
          totp_secret: null,
          totp_enabled_at: null,
          created_at: input.createdAt,
          last_access_at: null,
        })
        .execute()
      return Number(row.id)
    },
    /**
     * Locks the account row until the transaction `db` ends (a no-op write: a row lock on
     * PostgreSQL, the write lock on SQLite) and reads it. Whatever changes an account's
     * credentials or its e-mail links takes this lock first, so such changes never interleave
     * and never deadlock with each other.
     */
    lockByEmail(email: string): Promise<AccountRow | undefined> {
      return db
        .updateTable('accounts')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('email', '=', normalizeEmail(email))
        .returningAll()
        .executeTakeFirst()
    },
    /** The e-mail of the account that holds the e-mail link whose hash is `tokenHash` (no lock). */
    async emailOfLink(tokenHash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('accounts')
        .innerJoin('email_tokens', 'email_tokens.account_id', 'accounts.id')
        .select('accounts.email')
        .where('email_tokens.token_hash', '=', tokenHash)
        .executeTakeFirst()
      return row?.email
    },
    /** `lockByEmail` for the account that holds the e-mail link whose hash is `tokenHash`. */
    lockByLink(tokenHash: string): Promise<AccountRow | undefined> {
      return db
        .updateTable('accounts')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('id', '=', (eb) =>
          eb.selectFrom('email_tokens').select('account_id').where('token_hash', '=', tokenHash),
        )
        .returningAll()
        .executeTakeFirst()
    },
    /** A new sign-up for a still-unverified account: its password and data become the new sign-up's. */
    async replaceSignUp(
      id: number,
      input: { passwordHash: string; company: string; businessKind: string },
    ): Promise<void> {
      await db
        .updateTable('accounts')
        .set({ password_hash: input.passwordHash, company: input.company, business_kind: input.businessKind })
        .where('id', '=', id)
        .where('verified_at', 'is', null)
        .execute()
    },
    async markVerified(id: number, at: number): Promise<void> {
      await db
        .updateTable('accounts')
        .set({ verified_at: isoAt(at) })
        .where('id', '=', id)
        .where('verified_at', 'is', null)
        .execute()
    },
    async setPasswordHash(id: number, hash: string): Promise<void> {
      await db.updateTable('accounts').set({ password_hash: hash }).where('id', '=', id).execute()
    },
    async setPlan(id: number, planCode: string): Promise<void> {
      await setPlanCode(db, id, planCode)
    },
  }
}

export type OffSchedule = 'hide' | 'label'
/** The stored value; anything else reads as the default, 'hide'. */
export const offScheduleOf = (value: string | null | undefined): OffSchedule => (value === 'label' ? 'label' : 'hide')

export type Profile = Answer<'Profile'>

/** PUT /v1/profiles/me payload, in the API's field names (they differ from the columns). */
export interface ProfilePatch {
  company?: string
  business_kind?: string
  facebook_pixel?: string
  gtm_id?: string
  privacy_url?: string
  fonts?: { headline_font?: string; body_font?: string }
  background_color?: string
  font_color?: string
  button_color?: string
  button_font_color?: string
  default_payment_method_id?: string | null
  off_schedule?: OffSchedule
  languages?: string[]
}

const UNKNOWN_FONT = 'Elige una tipografía de la lista.'

/** Optional text values: '' means "clear". */
const orNull = (v: string) => (v === '' ? null : v)

function toColumns(patch: ProfilePatch): AccountUpdate {
  const set: AccountUpdate = {}
  if (patch.company !== undefined) set.company = patch.company
  if (patch.business_kind !== undefined) set.business_kind = patch.business_kind
  if (patch.facebook_pixel !== undefined) set.facebook_pixel = orNull(patch.facebook_pixel)
  if (patch.gtm_id !== undefined) set.gtm_id = orNull(patch.gtm_id)
  if (patch.privacy_url !== undefined) set.privacy_url = orNull(patch.privacy_url.trim())
  if (patch.fonts?.headline_font !== undefined) set.font_headline = patch.fonts.headline_font
  if (patch.fonts?.body_font !== undefined) set.font_body = patch.fonts.body_font
  if (patch.background_color !== undefined) set.theme_background = patch.background_color
  if (patch.font_color !== undefined) set.theme_font = patch.font_color
  if (patch.button_color !== undefined) set.theme_button_background = patch.button_color
  if (patch.button_font_color !== undefined) set.theme_button_font = patch.button_font_color
  if (patch.default_payment_method_id !== undefined) set.default_payment_method_id = patch.default_payment_method_id
  if (patch.off_schedule !== undefined) set.off_schedule = patch.off_schedule
  if (patch.languages !== undefined) set.languages = JSON.stringify(patch.languages)
  return set
}

/**
 * A new language list: Spanish first, then known languages once each (400), no more extra
 * languages than the plan's 'Languages' scope allows (403 SCOPE_REQUIRED naming languages).
 */
async function checkLanguages(languages: string[], plan: Plan): Promise<void> {
  const problem = languagesProblem(languages)
  if (problem) throw new AppError('VALIDATION_ERROR', problem.message, { field: problem.field })
  const limit = extraLanguagesLimit(plan.scopes)
  if (languages.length - 1 > limit)
    throw new AppError('SCOPE_REQUIRED', LANGUAGE_MESSAGES.tooMany(limit), { field: 'languages' })
}

/** Whether a patch sets a tracking id or the privacy notice: then the account must keep one for the other. */
const touchesTracking = (patch: ProfilePatch) =>
  Boolean(patch.gtm_id || patch.facebook_pixel) || patch.privacy_url !== undefined

/**
 * Tracking ids need the privacy notice (the shared rule, privacyUrlNeeded): checked on the row as
 * written, inside the update's transaction, so the ids already stored count too and a refused
 * request stores nothing.
 */
export async function assertPrivacyNotice(trx: Executor, accountId: number): Promise<void> {
  const row = await trx
    .selectFrom('accounts')
    .select(['gtm_id', 'google_analytics', 'facebook_pixel', 'privacy_url'])
    .where('id', '=', accountId)
    .executeTakeFirst()
  if (!row) return
  const problem = privacyUrlNeeded([row.gtm_id, row.google_analytics, row.facebook_pixel], row.privacy_url)
  if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: 'privacy_url' })
}

/**
 * The signed-in account's own profile; every query is bound to `accountId`. `now` (config.now)
 * decides whether a cancelled branch add-on still sets the Sucursales limit.
 */
export function profileRepo(db: Db, accountId: number, now: () => number, memberId?: number) {
  async function get(): Promise<Profile> {
    const a = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst()
    if (!a) throw notFound()
    // The Sucursales limit is the branch add-on's quantity while it is in force (every branch check reads this plan).
    const plan = await withBranchAddOn(
      db,
      accountId,
      (await findPlan(db, a.plan_code)) ?? { code: a.plan_code, scopes: [] },
      now(),
    )
    return {
      email: a.email,
      company: a.company,
      business_kind: a.business_kind,
      gtm_id: a.gtm_id,
      google_analytics: a.google_analytics,
      facebook_pixel: a.facebook_pixel,
      privacy_url: a.privacy_url,
      logo: a.logo,
      currency: a.currency,
      off_schedule: offScheduleOf(a.off_schedule),
      languages: parseLanguages(a.languages),
      theme: {
        background: a.theme_background,
        font: a.theme_font,
        button_background: a.theme_button_background,
        button_font: a.theme_button_font,
      },
      fonts: { headline: a.font_headline, body: a.font_body },
      plan,
      default_payment_method_id: a.default_payment_method_id,
      subscriptions: await subscriptionViews(db, accountId),
      require_totp: Number(a.require_totp) === 1,
      member: await personOf(db, accountId, memberId),
    }
  }

  return {
    get,
    async plan(): Promise<Plan> {
      return (await get()).plan
    },
    /**
     * Refused as a whole when a font is not one `canChooseFont` accepts, or default_payment_method_id
     * is not null nor one of the account's cards. The fields outside the plan (brand identity,
     * tracking ids) are refused before, by the route's plan gates (plugins/plan-gates.ts); the
     * public menu also shows only what the plan includes.
     */
    async update(patch: ProfilePatch, canChooseFont: (family: string) => Promise<boolean>): Promise<Profile> {
      for (const key of ['headline_font', 'body_font'] as const) {
        const family = patch.fonts?.[key]
        if (family !== undefined && !(await canChooseFont(family))) {
          throw new AppError('VALIDATION_ERROR', UNKNOWN_FONT, { field: `fonts.${key}` })
        }
      }
      if (patch.languages !== undefined) await checkLanguages(patch.languages, (await get()).plan)
      const set = toColumns(patch)
      if (Object.keys(set).length > 0) {
        await inTransaction(db, async (trx) => {
          const card = patch.default_payment_method_id
          if (typeof card === 'string') {
            // Locked first, so a card deleted at the same moment cannot become the default.
            await scoped(trx, accountId).lock()
            await assertOwnPaymentMethod(trx, accountId, card)
          }
          await trx.updateTable('accounts').set(set).where('id', '=', accountId).execute()
          if (touchesTracking(patch)) await assertPrivacyNotice(trx, accountId)
        })
      }
      return get()
    },
  }
}

/**
 * The account's logo (brand identity: its routes are gated by the plan): an upload is checked
 * by content and re-encoded (images.ts); replacing or removing it deletes the old files.
 */
export function logoRepo(db: Db, accountId: number, images: Images, now: () => number, memberId?: number) {
  const profile = profileRepo(db, accountId, now, memberId)
  /** Stores `url` (or null) as the logo; the previous one's files are the history's to delete (history/retention.ts). */
  async function replace(url: string | null): Promise<Profile> {
    const old = await inTransaction(db, async (t) => {
      const row = await t.selectFrom('accounts').select('logo').where('id', '=', accountId).executeTakeFirst()
      if (row) await t.updateTable('accounts').set({ logo: url }).where('id', '=', accountId).execute()
      return row
    })
    if (!old) {
      await images.remove([url])
      throw notFound()
    }
    return profile.get()
  }
  return {
    async upload(file: Buffer): Promise<Profile> {
      return replace(await images.save(file, 'logo'))
    },
    async remove(): Promise<Profile> {
      return replace(null)
    },
  }
}
