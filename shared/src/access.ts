import type { Profile } from './api/types';
import manifest from '../sections.json';

/**
 * Plan access, one place for every rule. The sections and their access come from the
 * section manifest (shared/sections.json); the sidebar, the route guard, each remote and
 * the API read them from here or from that file.
 */
export type SectionKey = string;

/**
 * Who may open a section or use a feature: a plan listed in `exceptPlans` never may; with
 * `plans` or `scopes`, the plan's code must be one of `plans` or the plan must have one of `scopes`.
 */
export interface AccessRule {
  plans?: string[];
  scopes?: string[];
  exceptPlans?: string[];
}

export interface Section {
  key: SectionKey;
  label: string;
  /** Name of the sidebar icon (an @ant-design/icons component the shell maps). */
  icon: string;
  sidebar: 'main' | 'secondary';
  /** Where the sidebar entry leads. */
  path: string;
  /** Top-level path segment that belongs to the section. */
  basePath: string;
  /** Folder of the remote that renders it; none for what the shell renders itself (Tutoriales). */
  remote?: string;
  /** Absent: open to every plan. */
  access?: AccessRule;
  /**
   * What a plan without access sees: absent, the generic disabled view; 'upgrade', the
   * section's invitation to unlock it (Multisucursal: 'Obtén acceso', 'Mejorar Suscripción').
   */
  denied?: 'upgrade';
  /**
   * The API operations the section's access rule gates: a path ('/v1/templates': every operation
   * at or under it) or one operation ('POST /v1/sucursales'). The API's plan gate reads it.
   */
  api?: string[];
}

export const SECTIONS = manifest.sections as Section[];

/** What the rules read of an account: its plan (a full profile, or the API's own account view). */
export type PlanOwner = Pick<Profile, 'plan'>;

/** How the panel names each plan scope (e.g. in 'Tu plan no incluye Publicidad'). */
export const SCOPE_LABELS: Record<string, string> = manifest.scopeLabels;

export const SCOPES = {
  promotions: 'Promotions',
  advertising: 'Advertising',
  branches: 'Sucursales',
  templates: 'Templates',
  /** How many people the team may have, the owner and pending invitations included (issue 42). */
  members: 'Miembros',
} as const;

/** The plan scope whose limit is how many people the team may have (the API refuses 409 MEMBER_LIMIT_REACHED past it). */
export const MEMBERS_SCOPE = SCOPES.members;

export const FRANCHISES = 'FRANCHISES';
export const FREEMIUM = 'FREEMIUM';

export const hasScope = (profile: PlanOwner | null | undefined, scope: string): boolean =>
  Boolean(profile?.plan?.scopes?.some((s) => s.name === scope));

export const scopeLimit = (profile: PlanOwner | null | undefined, scope: string): number | null =>
  profile?.plan?.scopes?.find((s) => s.name === scope)?.limit ?? null;

export const isFranchise = (profile: PlanOwner | null | undefined) => profile?.plan?.code === FRANCHISES;

/** Whether the plan satisfies a rule; no rule means open to everyone. */
export function allows(profile: PlanOwner | null | undefined, rule: AccessRule | undefined): boolean {
  if (!rule) return true;
  const code = profile?.plan?.code;
  if (code && rule.exceptPlans?.includes(code)) return false;
  if (!rule.plans && !rule.scopes) return true;
  return Boolean((code && rule.plans?.includes(code)) || rule.scopes?.some((scope) => hasScope(profile, scope)));
}

/** Whether the account's plan opens a section. */
export const canAccess = (profile: PlanOwner | null | undefined, key: SectionKey): boolean =>
  allows(profile, SECTIONS.find((s) => s.key === key)?.access);

/** The access rule of a section of the manifest (a feature used outside it follows the same rule). */
function sectionRule(key: SectionKey): AccessRule {
  const rule = SECTIONS.find((s) => s.key === key)?.access;
  if (!rule) throw new Error(`Section ${key} has no access rule`);
  return rule;
}

/**
 * Plan features inside a section. Brand identity (logo, colours, fonts) and the GTM and
 * Facebook pixel ids are for every paid plan, i.e. not FREEMIUM. Branch templates (a branch's
 * template, per-template prices) belong to Multisucursal and follow its rule wherever they are used.
 */
export const FEATURES = {
  branding: { exceptPlans: [FREEMIUM] },
  trackingIds: { exceptPlans: [FREEMIUM] },
  templates: sectionRule('multisucursal'),
  /** API keys and webhooks for point-of-sale systems: a chain's integrations. */
  integrations: { plans: [FRANCHISES] },
  /** 'Mi pedido', the waiter calls and the dishes diners want: the Mesas section's rule, wherever used (a branch's switch, the stats). */
  tableService: sectionRule('tables'),
} satisfies Record<string, AccessRule>;

/** How messages name each feature (e.g. in 'Tu plan no incluye la identidad de marca'). */
export const FEATURE_LABELS: Record<keyof typeof FEATURES, string> = {
  branding: 'la identidad de marca',
  trackingIds: 'Google Tag Manager ni Facebook Pixel',
  templates: 'plantillas',
  integrations: 'la API para integraciones',
  tableService: 'los pedidos y las llamadas desde la mesa',
};

export const canUse = (profile: PlanOwner | null | undefined, feature: keyof typeof FEATURES): boolean =>
  allows(profile, FEATURES[feature]);

export const sectionForPath = (pathname: string): Section | undefined =>
  SECTIONS.find((s) => pathname === s.basePath || pathname.startsWith(`${s.basePath}/`));
