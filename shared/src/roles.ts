import declaration from '../roles.json';

/**
 * The team's roles, one place for every rule: which API operations a role may call, which
 * panel paths it may open, and where an operation names the branch a branch-bound role must be
 * assigned. The API enforces (plugins/roles.ts); the panel only hides (sidebar, tabs, buttons).
 * The rules themselves are data, in shared/roles.json.
 */
export type RoleKey = 'owner' | 'admin' | 'manager' | 'staff';

export interface Role {
  key: RoleKey;
  label: string;
  description: string;
  /** Works only on the branches assigned to the person. */
  branches?: boolean;
  allow: string[];
  deny?: string[];
  panel: string[];
  panelDeny?: string[];
}

export const ROLES = declaration.roles as Role[];
export const ROLE_KEYS = ROLES.map((r) => r.key);
const EVERYONE: string[] = declaration.everyone;
const BRANCH_OF: Record<string, string> = declaration.branchOf;

export const roleOf = (key: string): Role | undefined => ROLES.find((r) => r.key === key);
export const roleLabel = (key: string): string => roleOf(key)?.label ?? key;

/** A pattern as a test of 'METHOD /path' (the path as a template: '/v1/products/{id}'). */
function matcher(pattern: string): (method: string, path: string) => boolean {
  if (pattern === '*') return () => true;
  const [method, path] = pattern.includes(' ') ? pattern.split(' ', 2) : [undefined, pattern];
  const source = path!
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  const re = new RegExp(`^${source}$`);
  return (m, p) => (method === undefined || method === m.toUpperCase()) && re.test(p);
}

const cache = new Map<string, (method: string, path: string) => boolean>();
const matches = (patterns: string[] | undefined, method: string, path: string) =>
  (patterns ?? []).some((pattern) => {
    let test = cache.get(pattern);
    if (!test) {
      test = matcher(pattern);
      cache.set(pattern, test);
    }
    return test(method, path);
  });

/** Whether every person may call the operation (their own profile and two-step login), whatever their role. */
export const forEveryone = (method: string, path: string): boolean => matches(EVERYONE, method, path);

/** Whether `role` may call the operation `method path` (path as in the OpenAPI document). */
export function roleAllows(role: string | undefined, method: string, path: string): boolean {
  const r = role === undefined ? undefined : roleOf(role);
  if (!r) return false;
  if (forEveryone(method, path)) return true;
  return matches(r.allow, method, path) && !matches(r.deny, method, path);
}

/** Where the operation names its branch ('path.id', 'template:path.id' …), for a role bound to branches; undefined: it names none. */
export function branchOf(method: string, path: string): string | undefined {
  const key = Object.keys(BRANCH_OF).find((pattern) => matches([pattern], method, path));
  return key === undefined ? undefined : BRANCH_OF[key];
}

const underPath = (prefix: string, pathname: string) =>
  prefix === '*' || pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether `role` may open the panel path `pathname` (or a path under a section that leads to one it may open). */
export function panelAllows(role: string | undefined, pathname: string): boolean {
  const r = role === undefined ? undefined : roleOf(role);
  if (!r) return false;
  if ((r.panelDeny ?? []).some((p) => underPath(p, pathname))) return false;
  return r.panel.some((p) => underPath(p, pathname) || underPath(pathname, p));
}

/** Where a role's sidebar entry for a section leads: the section's own path when allowed, else the first path under it the role may open. */
export function panelEntry(role: string | undefined, basePath: string, path: string): string | undefined {
  const r = role === undefined ? undefined : roleOf(role);
  if (!r) return undefined;
  const denied = (p: string) => (r.panelDeny ?? []).some((d) => underPath(d, p));
  if (!denied(path) && r.panel.some((p) => underPath(p, path))) return path;
  return r.panel.find((p) => p !== '*' && underPath(basePath, p) && !denied(p));
}
