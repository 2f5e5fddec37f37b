import type {
  AccountsTable,
  BranchesTable,
  EmailTokensTable,
  PlanScopesTable,
  PlansTable,
  RateLimitsTable,
  RefreshFamiliesTable,
  RefreshTokensTable,
  RouteKeyHistoryTable,
  SettingsTable,
} from './types/accounts.js'
import type {
  BillingHistoryTable,
  ChargesTable,
  PaymentCustomersTable,
  PaymentEventsTable,
  SandboxPaymentsTable,
  PaymentMethodsTable,
  PlanPricesTable,
  SandboxCardsTable,
  SandboxCheckoutsTable,
  SubscriptionsTable,
} from './types/billing.js'
import type { AdvertisingTable, PromotionsTable } from './types/marketing.js'
import type {
  CategoriesTable,
  ComboDaysTable,
  FamiliesTable,
  GlossaryTermsTable,
  ProductTagsTable,
  ProductVariantGroupsTable,
  ProductsTable,
  SoldOutTable,
  TagsTable,
  VariantGroupsTable,
  VariantsTable,
} from './types/menu.js'
import type {
  TemplateAdvertisingTable,
  TemplateProductsTable,
  TemplatePromotionsTable,
  TemplateSchedulesTable,
  TemplateVariantsTable,
  TemplatesTable,
} from './types/templates.js'
import type { HistoryEntriesTable, HistoryRowsTable, RetiredImagesTable } from './types/history.js'
import type { ScheduledChangesTable } from './types/scheduled.js'
import type {
  ApiKeysTable,
  FieldLocksTable,
  RegionsTable,
  WebhookDeliveriesTable,
  WebhooksTable,
} from './types/chains.js'
import type { MemberBranchesTable, MemberRecoveryCodesTable, MembersTable, SignInsTable } from './types/team.js'
import type { DishAddsTable, OrderListsTable, TableCallsTable } from './types/table-service.js'
import type { MenuTableViewsTable, MenuViewVisitorsTable, MenuViewsTable } from './types/views.js'

// The database's one schema: each area's tables live in db/types/<area>.ts; importers keep using db/types.js.
export type * from './types/accounts.js'
export type * from './types/billing.js'
export type * from './types/chains.js'
export type { Bool01, IsoTime } from './types/columns.js'
export type * from './types/history.js'
export type * from './types/marketing.js'
export type * from './types/menu.js'
export type * from './types/scheduled.js'
export type * from './types/table-service.js'
export type * from './types/team.js'
export type * from './types/templates.js'
export type * from './types/views.js'

export interface Database {
  history_entries: HistoryEntriesTable
  history_rows: HistoryRowsTable
  retired_images: RetiredImagesTable
  accounts: AccountsTable
  plans: PlansTable
  plan_scopes: PlanScopesTable
  templates: TemplatesTable
  sucursales: BranchesTable
  route_key_history: RouteKeyHistoryTable
  email_tokens: EmailTokensTable
  refresh_families: RefreshFamiliesTable
  members: MembersTable
  member_branches: MemberBranchesTable
  member_recovery_codes: MemberRecoveryCodesTable
  sign_ins: SignInsTable
  refresh_tokens: RefreshTokensTable
  rate_limits: RateLimitsTable
  settings: SettingsTable
  families: FamiliesTable
  categories: CategoriesTable
  products: ProductsTable
  tags: TagsTable
  variant_groups: VariantGroupsTable
  variants: VariantsTable
  product_tags: ProductTagsTable
  product_variant_groups: ProductVariantGroupsTable
  sold_out: SoldOutTable
  combo_days: ComboDaysTable
  glossary_terms: GlossaryTermsTable
  promotions: PromotionsTable
  advertising: AdvertisingTable
  template_products: TemplateProductsTable
  template_variants: TemplateVariantsTable
  template_promotions: TemplatePromotionsTable
  template_advertising: TemplateAdvertisingTable
  plan_prices: PlanPricesTable
  payment_methods: PaymentMethodsTable
  sandbox_checkouts: SandboxCheckoutsTable
  sandbox_cards: SandboxCardsTable
  charges: ChargesTable
  payment_events: PaymentEventsTable
  payment_customers: PaymentCustomersTable
  sandbox_payments: SandboxPaymentsTable
  subscriptions: SubscriptionsTable
  billing_history: BillingHistoryTable
  menu_views: MenuViewsTable
  menu_view_visitors: MenuViewVisitorsTable
  menu_table_views: MenuTableViewsTable
  template_schedules: TemplateSchedulesTable
  scheduled_changes: ScheduledChangesTable
  regions: RegionsTable
  field_locks: FieldLocksTable
  api_keys: ApiKeysTable
  webhooks: WebhooksTable
  webhook_deliveries: WebhookDeliveriesTable
  order_lists: OrderListsTable
  table_calls: TableCallsTable
  dish_adds: DishAddsTable
}
