import { MAX_TABLES, MESSAGES } from '@menu/shared/validation'
import { Type } from 'typebox'
import { ALLERGEN_SCHEMAS } from './allergens.js'
import { ApiKey } from './api-keys.js'
import { BILLING_SCHEMAS } from './billing.js'
import { BranchMenu } from './branch-menu.js'
import { ErrorEnvelope, Id, Line, Name, NullableText } from './common.js'
import { MARKETING_SCHEMAS } from './marketing.js'
import { MENU_SCHEMAS } from './menu.js'
import { REGION_SCHEMAS } from './regions.js'
import { SCHEDULED_SCHEMAS } from './scheduled.js'
import { TABLE_SERVICE_SCHEMAS } from './table-service.js'
import { PublicMenu } from '../public-menu/schema.js'
import { TEMPLATE_SCHEMAS } from './templates.js'
import { TRANSLATION_SCHEMAS } from './translation-board.js'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

/** The signed-in account's profile. */
export const Profile = Type.Object(
  {
    email: Type.String(),
    company: Type.String(),
    business_kind: Type.String(),
    gtm_id: Nullable(Type.String()),
    google_analytics: Nullable(Type.String()),
    facebook_pixel: Nullable(Type.String()),
    privacy_url: Nullable(
      Type.String({ description: "The privacy notice ('Aviso de privacidad'): required while a tracking id is set" }),
    ),
    logo: Nullable(Type.String({ description: 'URL of the uploaded logo' })),
    currency: Type.String({ description: 'ISO 4217 code, e.g. MXN' }),
    off_schedule: Type.Union([Type.Literal('hide'), Type.Literal('label')], {
      description: "Items out of their hours on the public menu: 'hide' (Ocultar) or 'label' (Mostrar con su horario)",
    }),
    languages: Type.Array(Type.String(), {
      description:
        "The menu's languages (ISO 639-1): 'es' first (the language it is written in), then the extra ones the owner chose; the public menu offers as many extras as the plan's 'Languages' scope allows",
    }),
    theme: Type.Object({
      background: Type.String(),
      font: Type.String(),
      button_background: Type.String(),
      button_font: Type.String(),
    }),
    fonts: Type.Object({ headline: Type.String(), body: Type.String() }),
    plan: Type.Object({
      code: Type.String({ description: 'FREEMIUM, NEGOCIO or FRANCHISES' }),
      scopes: Type.Array(Type.Object({ name: Type.String(), limit: Nullable(Type.Integer()) })),
    }),
    default_payment_method_id: Nullable(Type.String()),
    subscriptions: Type.Array(Type.Ref('Subscription'), {
      description: 'The menu plan first, then the branch add-on; empty until the account subscribes',
    }),
    require_totp: Type.Boolean({
      description: 'The owner requires a two-step login of owners and administrators',
    }),
    member: Type.Ref('Member', {
      description: 'The person signed in: their role and branches decide what they may do',
    }),
  },
  { $id: 'Profile', title: 'Profile' },
)

/** A person of the account's team; the owner is the first. */
export const Member = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: Type.Union(
      ['owner', 'admin', 'manager', 'staff'].map((r) => Type.Literal(r)),
      { description: 'owner (Propietario), admin (Administrador), manager (Gerente de sucursal), staff (Personal)' },
    ),
    branch_ids: Type.Array(Type.Integer(), { description: 'The branches of a manager or staff member' }),
    state: Type.Union([Type.Literal('invited'), Type.Literal('active'), Type.Literal('suspended')]),
    last_access_at: Nullable(Type.String({ description: 'Last sign-in or session renewal' })),
    created_at: Type.String(),
    totp_enabled: Type.Boolean({ description: 'Signs in with a two-step login' }),
    invite_expires_at: Nullable(Type.String({ description: 'When the pending invitation stops working' })),
    is_owner: Type.Boolean(),
  },
  { $id: 'Member', title: 'Member' },
)

/** A branch (sucursal) with its public route key. */
export const Branch = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    address: Nullable(Type.String()),
    phone: Nullable(Type.String({ description: '10 digits' })),
    whatsapp_num: Nullable(Type.String()),
    facebook_usr: Nullable(Type.String()),
    instagram_usr: Nullable(Type.String()),
    tiktok_usr: Nullable(Type.String()),
    website: Nullable(Type.String()),
    route_key: Type.String({ description: 'Public menu path: /m/<route_key>' }),
    menu_url: Type.String({ description: 'The public menu of this branch (PUBLIC_MENU_URL/m/<route_key>)' }),
    enabled: Type.Boolean(),
    template: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    template_id: Nullable(Type.Integer()),
    region: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    region_id: Nullable(
      Type.Integer({ description: "The branch's region: its rows apply where the branch's template has none" }),
    ),
    time_zone: Type.String({
      description: "IANA zone of the branch's clock; the app's zone (APP_TIMEZONE) unless the owner chose another",
    }),
    tables: Type.Integer({ minimum: 0, maximum: MAX_TABLES, description: "Tables; table n's link is menu_url?mesa=n" }),
    wifi_name: Nullable(
      Type.String({ description: 'Guest Wi-Fi network, printed as a QR code on the table tents only' }),
    ),
    wifi_password: Nullable(Type.String({ description: 'Its WPA password; null: an open network' })),
    table_orders: Type.Boolean({
      description:
        "'Pedidos y llamadas desde la mesa': the public menu offers 'Mi pedido' and the waiter calls " +
        '(while the plan includes them: not FREEMIUM); the calls arrive at GET /v1/sucursales/{id}/calls',
    }),
  },
  { $id: 'Sucursal', title: 'Sucursal' },
)

/** A font family an owner can choose for the menu (GET /v1/fonts). */
export const FontOption = Type.Object(
  {
    family: Type.String({ description: 'The name to store in fonts.headline_font / fonts.body_font' }),
    source: Type.Union([Type.Literal('builtin'), Type.Literal('listing')], {
      description: 'builtin: our hosted catalogue; listing: the fonts listing service',
    }),
    file: Type.String({ description: 'URL path (on this server) of a WOFF2 of the family, to show its name in it' }),
  },
  { $id: 'FontOption', title: 'FontOption' },
)

/** Shared schemas, registered once at the root: response schemas refer to them by $id. */
export const COMPONENT_SCHEMAS = [
  ErrorEnvelope,
  Member,
  Profile,
  Branch,
  FontOption,
  ...TEMPLATE_SCHEMAS,
  ...ALLERGEN_SCHEMAS,
  ...MENU_SCHEMAS,
  ...MARKETING_SCHEMAS,
  PublicMenu,
  ...BILLING_SCHEMAS,
  ...TRANSLATION_SCHEMAS,
  ...SCHEDULED_SCHEMAS,
  ...REGION_SCHEMAS,
  ApiKey,
  BranchMenu,
  ...TABLE_SERVICE_SCHEMAS,
]

// ---- Branch bodies (the data layer's BranchInput is the update's shape) ----

const RouteKey = Line({
  maxLength: 200,
  description:
    'Letters without accents, digits, - and _ (at most 80), not a reserved word (RESERVED_ROUTE_KEYS: 400 naming route_key); compared without letter case',
})

/** A branch's fields other than its name, as a create or an update gives them. */
const editable = {
  address: NullableText(),
  phone: NullableText({ format: 'phone', description: '10 digits; spaces are ignored' }),
  whatsapp_num: NullableText({ format: 'phone', description: '10 digits; spaces are ignored' }),
  facebook_usr: NullableText({
    format: 'facebook-username',
    description: "Username; '@' or the profile URL is reduced to it",
  }),
  instagram_usr: NullableText({
    format: 'instagram-username',
    description: "Username; '@' or the profile URL is reduced to it",
  }),
  tiktok_usr: NullableText({
    format: 'tiktok-username',
    description: "Username; '@' or the profile URL is reduced to it",
  }),
  website: NullableText({
    format: 'website',
    description: "An http(s) URL or a host name ('www.cafe.mx'), stored as an https URL",
  }),
  route_key: Type.Optional(RouteKey),
  template_id: Type.Optional(Type.Union([Id(), Type.Null()])),
  region_id: Type.Optional(
    Type.Union([Id(), Type.Null()], { description: "The branch's region (GET /v1/regions); null: none" }),
  ),
  tables: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_TABLES,
      'x-message': MESSAGES.tables,
      description:
        "How many tables the branch has (0 to 500): a tent per table, table n's link is the menu's with ?mesa=n",
    }),
  ),
  wifi_name: NullableText({
    format: 'wifi-name',
    description:
      'Guest Wi-Fi network (at most 32 bytes): the table tents print a second QR code that joins it; never on the public menu',
  }),
  wifi_password: NullableText({
    format: 'wifi-password',
    description: 'Its WPA password, 8 to 63 characters; empty or null: an open network',
  }),
  table_orders: Type.Optional(
    Type.Boolean({
      description:
        "'Pedidos y llamadas desde la mesa' (docs/table-service.md); sending it at all (true or false) needs a plan " +
        'with the Mesas section: 403 SCOPE_REQUIRED naming table_orders on FREEMIUM',
    }),
  ),
  time_zone: Type.Optional(
    Type.String({
      format: 'time-zone',
      maxLength: 64,
      description: "The branch's IANA time zone (America/Mexico_City): its menu's hours and 'end of the day' follow it",
    }),
  ),
}

/** A new branch: its name and any other field. */
export const NewBranch = Type.Object({ name: Name, ...editable })
/** Any subset of a branch's fields. */
export const BranchChanges = Type.Object({ name: Type.Optional(Name), ...editable })
