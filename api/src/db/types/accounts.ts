import type { Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { Bool01, IsoTime, OwnedRow } from './columns.js'

export interface AccountsTable {
  id: Generated<number>
  email: string
  password_hash: string
  company: string
  business_kind: string
  verified_at: IsoTime | null
  plan_code: string
  gtm_id: string | null
  google_analytics: string | null
  facebook_pixel: string | null
  logo: string | null
  currency: Generated<string>
  theme_background: Generated<string>
  theme_font: Generated<string>
  theme_button_background: Generated<string>
  theme_button_font: Generated<string>
  font_headline: Generated<string>
  font_body: Generated<string>
  default_payment_method_id: string | null
  /** 1 once the account took its free demo (migrations/0010): it is offered once. */
  used_demo: Generated<Bool01>
  /** The subscription step holding the account's billing ('<kind>:<Idempotency-Key>') and since when (billing/subscriptions/step.ts). */
  billing_claim: Generated<string | null>
  billing_claim_at: Generated<IsoTime | null>
  created_at: IsoTime
  /** When the server created the account's first branch; null until then (see auth/first-branch.ts). */
  first_branch_at: Generated<IsoTime | null>
  /** Raised with every committed change a list, menu or print file shows (history/marker.ts, migrations/0033): the caches' marker. */
  change_marker: Generated<number | string>
  /** 1: owners and administrators must sign in with a two-step login (migration 0034). */
  require_totp: Generated<Bool01>
  /** Items out of their hours on the public menu: 'hide' or 'label' (migrations/0016). */
  off_schedule: Generated<string>
  /** JSON list: 'es' first, then the extra languages of the menu (migrations/0023). */
  languages: Generated<string>
  /** The owner's privacy notice, an https URL (migrations/0032): linked from the menu while tracking ids are on. */
  privacy_url: Generated<string | null>
}

export interface PlansTable {
  code: string
  name: string
}

export interface PlanScopesTable {
  plan_code: string
  name: string
  limit: number | null
}

export interface BranchesTable extends OwnedRow {
  name: string
  address: string | null
  phone: string | null
  whatsapp_num: string | null
  facebook_usr: string | null
  instagram_usr: string | null
  tiktok_usr: string | null
  website: string | null
  route_key: string
  enabled: Bool01
  template_id: number | null
  /** The branch's region (migration 0036); null: none. */
  region_id: Generated<number | null>
  /** IANA zone of the branch's clock; null: the app's zone (config.timeZone). */
  time_zone: string | null
  /** How many tables it has (0–500, migration 0026): table n's link is the menu's with ?mesa=n. */
  tables: Generated<number>
  /** Guest Wi-Fi (migrations/0032): a second QR code on the table tents, never on the public page. */
  wifi_name: Generated<string | null>
  wifi_password: Generated<string | null>
  /** 1: the branch offers 'Mi pedido' and the waiter calls from its tables (migration 0038). */
  table_orders: Generated<Bool01>
}

/** A branch's previous route key (see migrations/0004_route_keys.ts): /m/<route_key> redirects to the branch. */
export interface RouteKeyHistoryTable {
  route_key: string
  /** Null once the branch was deleted: the key stays reserved for the account until reserved_until. */
  sucursal_id: number | null
  account_id: number
  created_at: IsoTime
  /** Null: reserved while the row exists (an old key of a live branch). */
  reserved_until: IsoTime | null
}

export interface EmailTokensTable {
  id: Generated<number>
  account_id: number
  /** sha256 of the token: a database leak does not reveal usable links. */
  token_hash: string
  expires_at: IsoTime
  used_at: IsoTime | null
  created_at: IsoTime
  /** What the link does (migrations/0017). */
  purpose: Generated<LinkPurpose>
  /** Set when a newer link of the same purpose was sent, or its purpose was met another way. */
  revoked_at: IsoTime | null
  /** The account's password hash when the link was sent: the link works only while it is still the account's. */
  password_hash: string | null
  /** A verification link that works only with the account's password typed (migrations/0031): 1 or 0. */
  needs_password: Generated<Bool01>
  /** A member's password reset link (migration 0034); null: the owner's (the account's password). */
  member_id: Generated<number | null>
}

/** An e-mail link: the sign-up's verification or a password reset. */
export type LinkPurpose = 'verify' | 'reset'

/** One row per login; every refresh token of that login belongs to it. */
export interface RefreshFamiliesTable {
  id: string
  account_id: number
  created_at: IsoTime
  /** Absolute end of the login: rotation never extends it. */
  expires_at: IsoTime
  revoked_at: IsoTime | null
  /** The person of the login (migration 0034). */
  member_id: number | null
}

export interface RefreshTokensTable {
  token_hash: string
  family_id: string
  created_at: IsoTime
  used_at: IsoTime | null
}

export interface RateLimitsTable {
  key: string
  count: number
  reset_at: IsoTime
}

export interface SettingsTable {
  key: string
  value: string
}

export type AccountRow = Selectable<AccountsTable>
export type NewAccount = Insertable<AccountsTable>
export type AccountUpdate = Updateable<AccountsTable>
export type BranchRow = Selectable<BranchesTable>
