import manifest from '../../sections.json';

/**
 * Words no branch may take as its route key (/m/<key>), compared without letter case. A key
 * is a public address printed on QR codes: one that reads like a page of the product itself
 * (/m/login, /m/admin, /m/soporte) could pass a stranger's menu off as ours, and a key equal
 * to a path the server serves could shadow it if menus ever move up a level. Keys branches
 * already hold keep working; only taking one is refused.
 */
const SERVER_PATHS = [
  // What the API serves at the top level, and below /m.
  'm', 'v1', 'auth', 'docs', 'uploads', 'remotes', 'sandbox', 'assets', 'api', '__test__',
  // The panel's own pages (the sections below come from the section manifest).
  'login', 'sign-up', 'success-email', 'disabled', 'logout',
];

const WORDS = [
  // Accounts and sign-in.
  'admin', 'administrator', 'administrador', 'root', 'owner', 'staff', 'system', 'sistema',
  'account', 'accounts', 'cuenta', 'cuentas', 'user', 'users', 'usuario', 'usuarios', 'profile', 'perfil',
  'signin', 'sign-in', 'signup', 'register', 'registro', 'registrarse', 'logon', 'signout', 'sign-out',
  'password', 'contrasena', 'forgot-password', 'reset-password', 'verify', 'verify-email', 'verificar', 'oauth', 'sso', 'callback',
  // The product, its company and its help.
  'app', 'www', 'web', 'panel', 'dashboard', 'home', 'inicio', 'index', 'menudigital', 'menu-digital', 'menus',
  'support', 'soporte', 'help', 'ayuda', 'contact', 'contacto', 'about', 'acerca', 'faq', 'blog', 'news', 'noticias',
  'official', 'oficial', 'team', 'equipo', 'security', 'seguridad', 'status', 'health', 'healthz',
  'terms', 'terminos', 'privacy', 'privacidad', 'legal', 'aviso-de-privacidad',
  // Money.
  'pricing', 'precios', 'plans', 'planes', 'payment', 'payments', 'pago', 'pagos', 'checkout', 'facturacion', 'invoice', 'factura',
  'subscription', 'subscriptions', 'suscripcion',
  // Technical names.
  'static', 'public', 'cdn', 'files', 'media', 'images', 'img', 'fonts', 'js', 'css', 'graphql', 'webhook', 'webhooks',
  'mail', 'email', 'smtp', 'ftp', 'config', 'configuracion', 'test', 'demo', 'null', 'undefined',
  // The panel's vocabulary.
  'sucursal', 'sucursales', 'plantilla', 'plantillas', 'templates', 'categorias', 'productos', 'promociones', 'publicidad',
];

export const RESERVED_ROUTE_KEYS: ReadonlySet<string> = new Set(
  [...SERVER_PATHS, ...manifest.sections.map((s) => s.basePath.replace(/^\//, '')), ...WORDS].map((w) => w.toLowerCase()),
);

export const isReservedRouteKey = (key: string) => RESERVED_ROUTE_KEYS.has(key.toLowerCase());
