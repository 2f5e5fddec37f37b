// The public menu bench's menu (bench/public-menu.mjs): 150 products in 5 families x 3
// categories, 100 with a photo-like JPEG, tags with icons, variant groups, 2 promotions and an
// ad, and a menu of the day ('Comida corrida', 3 steps) shown first, created through the real API
// with varied seeded names so the gzip sizes are realistic.
// Every dish has allergens as an owner fills them on the board (dishFacts below): most fully
// confirmed, some partly, one in ten not at all; calories, portion and diets on most; the
// variants of the groups have their own allergens, calories or portion.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, createAccount } from '../../e2e/harness.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const sharp = require('sharp');

// Varied names and descriptions (a seeded mix of menu words), so gzip sizes are realistic.
const WORDS = (
  'pollo res cerdo camarón pescado queso frijoles arroz aguacate chipotle chile guajillo cebolla cilantro limón tortilla maíz ' +
  'harina salsa verde roja mole poblano tomate jitomate epazote nopal elote crema hongos chorizo tocino piña mango fresa chocolate ' +
  'vainilla canela café leche miel nuez almendra coco hierbabuena jamaica tamarindo horchata asado frito horneado gratinado'
).split(' ');
const DISHES = [
  'Tacos',
  'Enchiladas',
  'Tostadas',
  'Sopa',
  'Ensalada',
  'Quesadilla',
  'Torta',
  'Flautas',
  'Sope',
  'Pozole',
  'Agua',
  'Pastel',
  'Flan',
  'Malteada',
];

export const WITH_PHOTO = 100;

async function api(srv, method, pathname, body, token) {
  const res = await srv.api.call(method, pathname, body, token);
  if (res.status >= 300) throw new Error(`${method} ${pathname}: ${res.status} ${res.text}`);
  return res.body?.info;
}

async function upload(srv, pathname, parts, token) {
  const form = new FormData();
  for (const p of parts) form.append(p.field, new Blob([p.content], { type: 'image/jpeg' }), p.filename);
  const res = await fetch(srv.url + pathname, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status >= 300) throw new Error(`upload ${pathname}: ${res.status} ${await res.text()}`);
}

/** A photo-like JPEG (noise, so the WebP sizes are realistic). */
async function photo(width, height, seed) {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 7919 + 1;
  for (let i = 0; i < raw.length; i += 3) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const v = x & 0x3f;
    raw[i] = 120 + v + (i % 97);
    raw[i + 1] = 60 + v;
    raw[i + 2] = 30 + (v >> 1);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

function seeded(n) {
  let x = (n * 2654435761) % 4294967296;
  return () => {
    x = (x * 1664525 + 1013904223) % 4294967296;
    return x / 4294967296;
  };
}
function dishName(n) {
  const r = seeded(n + 1);
  return `${DISHES[Math.floor(r() * DISHES.length)]} de ${WORDS[Math.floor(r() * WORDS.length)]} y ${WORDS[Math.floor(r() * WORDS.length)]}`;
}
function dishDescription(n) {
  const r = seeded(n + 1000);
  const words = Array.from({ length: 12 + Math.floor(r() * 10) }, () => WORDS[Math.floor(r() * WORDS.length)]);
  return `Con ${words.slice(0, 4).join(', ')} y ${words[4]}; servido con ${words.slice(5).join(' ')}.`;
}

const CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'tree_nuts',
  'sulphites',
  'celery',
  'mustard',
  'sesame',
  'lupin',
  'molluscs',
];
const PORTIONS = ['350 g', '250 g', '3 piezas', '500 ml', '1 pieza', '200 g', '2 piezas', '400 ml'];

/**
 * Dish n's allergens, diets, calories and portion (seeded): one in ten not confirmed at all
 * (empty map), one in ten partly (only what it contains), the rest fully (1-3 contained, 0-2
 * "may contain", the others free); calories and portion on four in five; diets where allowed.
 */
export function dishFacts(n) {
  const r = seeded(n + 5000);
  const pick = (k) => {
    const pool = [...CODES];
    return Array.from({ length: k }, () => pool.splice(Math.floor(r() * pool.length), 1)[0]);
  };
  const allergens = {};
  if (n % 10 !== 9) {
    const contained = pick(1 + Math.floor(r() * 3));
    for (const c of contained) allergens[c] = 'contains';
    if (n % 10 !== 4) {
      const traces = pick(Math.floor(r() * 3)).filter((c) => !allergens[c]);
      for (const c of CODES) allergens[c] = allergens[c] ?? (traces.includes(c) ? 'may_contain' : 'free');
    }
  }
  const has = (codes) => codes.some((c) => allergens[c] === 'contains');
  const diets = [];
  if (n % 10 !== 9 && !has(['fish', 'crustaceans', 'molluscs']) && r() < 0.35) {
    diets.push('vegetarian');
    if (!has(['milk', 'eggs']) && r() < 0.5) diets.push('vegan');
  }
  const facts = { allergens, diets };
  if (n % 5 !== 3) facts.calories = 150 + Math.floor(r() * 950);
  if (n % 5 !== 2) facts.portion = PORTIONS[Math.floor(r() * PORTIONS.length)];
  return facts;
}

/**
 * 150 products in 5 families x 3 categories, the first `photos` (default 100) with a photo;
 * tags, variants, 2 promotions, 1 ad.
 */
export async function buildMenu(srv, { photos = WITH_PHOTO } = {}) {
  console.log('[bench] Creating the account and a 150-product menu through the API...');
  const account = await createAccount(srv, { plan: 'NEGOCIO', company: 'La Cantina de Prueba' });
  const { access_token: token } = (await srv.api.login(account.email, account.password)).body.info;
  // The branch made at verification (creating more is Multisucursal's, FRANCHISES only).
  const [first] = await api(srv, 'GET', '/v1/sucursales', undefined, token);
  const branch = await api(
    srv,
    'PUT',
    `/v1/sucursales/${first.id}`,
    {
      name: 'Centro',
      address: 'Av. Juárez 10, Centro, CDMX',
      phone: '5551234567',
      whatsapp_num: '5559876543',
      facebook_usr: 'lacantina',
      instagram_usr: 'lacantina',
      tiktok_usr: 'lacantina',
      website: 'https://lacantina.mx',
      // 'Mi pedido' (issue 45): every dish offered has its 'Agregar' button, within the budget.
      table_orders: true,
    },
    token,
  );
  const tagIcons = [
    'fa-solid fa-pepper-hot',
    'fa-solid fa-leaf',
    'fa-solid fa-star',
    'fa-solid fa-wheat-awn-circle-exclamation',
    'fa-solid fa-fish',
    'fa-solid fa-cheese',
  ];
  const tagNames = ['Picante', 'Vegano', 'Favorito', 'Sin gluten', 'Pescado', 'Lácteos'];
  const tags = [];
  for (let i = 0; i < tagIcons.length; i++)
    tags.push((await api(srv, 'POST', '/v1/tags', { name: tagNames[i], icon: tagIcons[i] }, token)).id);
  const groups = [
    (
      await api(
        srv,
        'POST',
        '/v1/groups',
        {
          name: 'Tamaño',
          variants: [
            { name: 'Chico', price: null, portion: '250 g', calories: 320 },
            { name: 'Mediano', price: 10, portion: '350 g', calories: 450 },
            { name: 'Grande', price: 20, portion: '500 g', calories: 640 },
          ],
        },
        token,
      )
    ).id,
    (
      await api(
        srv,
        'POST',
        '/v1/groups',
        {
          name: 'Extras',
          variants: [
            { name: 'Queso', price: 15, allergens: { milk: 'contains' }, calories: 110 },
            { name: 'Tocino', price: 18, allergens: { sulphites: 'may_contain' }, calories: 90 },
            { name: 'Aguacate', price: 20, allergens: Object.fromEntries(CODES.map((c) => [c, 'free'])) },
            { name: 'Jalapeños', price: 5 },
          ],
        },
        token,
      )
    ).id,
  ];
  const families = ['Entradas', 'Platos fuertes', 'Tacos', 'Postres', 'Bebidas'];
  const images = await Promise.all([0, 1, 2, 3].map((s) => photo(1200, 900, s)));
  let n = 0;
  const facts = [];
  let mains; // the first category of Platos fuertes: the menu of the day's
  for (const [fi, fname] of families.entries()) {
    const family = (
      await api(
        srv,
        'POST',
        '/v1/families',
        { name: fname, description: `Nuestra selección de ${fname.toLowerCase()}.` },
        token,
      )
    ).id;
    for (let ci = 0; ci < 3; ci++) {
      const category = (
        await api(srv, 'POST', `/v1/families/${family}/categories`, { name: `${fname} ${ci + 1}` }, token)
      ).id;
      mains ??= fi === 1 ? category : undefined;
      for (let pi = 0; pi < 10; pi++, n++) {
        const price = [45, 89.5, 120, 35.05, 210][n % 5] + pi;
        const id = (
          await api(
            srv,
            'POST',
            `/v1/categories/${category}/products`,
            { name: dishName(n), price, description: dishDescription(n) },
            token,
          )
        ).id;
        facts.push({ id, ...dishFacts(n) });
        if (n < photos)
          await upload(
            srv,
            `/v1/products/${id}/attachment`,
            [{ field: 'image', filename: 'foto.jpg', content: images[n % 4] }],
            token,
          );
        if (n % 3 === 0) {
          await api(srv, 'POST', `/v1/products/${id}/tags`, { tag_id: tags[n % tags.length] }, token);
          await api(srv, 'POST', `/v1/products/${id}/tags`, { tag_id: tags[(n + 1) % tags.length] }, token);
        }
        if (n % 5 === 0) {
          await api(srv, 'POST', `/v1/products/${id}/variants`, { group_id: groups[n % 2] }, token);
          await api(
            srv,
            'PUT',
            `/v1/products/${id}/variants`,
            { group_id: groups[n % 2], limit: n % 2 ? 2 : 1, obligatory: n % 2 === 0 },
            token,
          );
        }
        if (n % 25 === 0 && n < photos)
          await api(srv, 'PUT', `/v1/products/${id}`, { featured: true, recommended: n % 50 === 0 }, token);
      }
    }
    void fi;
  }
  await api(srv, 'PUT', '/v1/products/allergens', { items: facts }, token);
  // A menu of the day (issue 44), as the size test's: 3 steps (2 named soups, 4 of the menu's
  // dishes, one +$15, 2 named aguas). No schedule, so the bench (on the real clock) always
  // measures the page with it shown first.
  await api(
    srv,
    'POST',
    `/v1/categories/${mains}/products`,
    {
      name: 'Comida corrida',
      price: 120,
      kind: 'combo',
      daily: true,
      description: 'Sopa, guisado y agua del día; con arroz, frijoles y tortillas.',
      steps: [
        { name: 'Sopa', min: 1, max: 1, items: [{ name: 'Sopa de fideo' }, { name: 'Crema de elote' }] },
        {
          name: 'Guisado',
          min: 1,
          max: 1,
          items: facts.slice(15, 19).map((f, i) => ({ product_id: f.id, surcharge: i === 3 ? 15 : null })),
        },
        { name: 'Bebida', min: 1, max: 1, items: [{ name: 'Agua de jamaica' }, { name: 'Agua de horchata' }] },
      ],
    },
    token,
  );
  const poster = await photo(1080, 1920, 9);
  for (const name of ['2x1 en tacos los martes', 'Happy hour de 5 a 7']) {
    const id = (
      await api(
        srv,
        'POST',
        '/v1/promotions',
        { name, description: 'Válido en todas las sucursales. No acumulable con otras promociones.' },
        token,
      )
    ).id;
    await upload(
      srv,
      `/v1/promotions/${id}/attachment`,
      [{ field: 'poster', filename: 'poster.jpg', content: poster }],
      token,
    );
  }
  const ad = (
    await api(
      srv,
      'POST',
      '/v1/advertising',
      { name: 'Noche de karaoke', description: 'Todos los viernes desde las 9 pm.' },
      token,
    )
  ).id;
  await upload(
    srv,
    `/v1/advertising/${ad}/attachment`,
    [
      { field: 'image_mobile', filename: 'm.jpg', content: poster },
      { field: 'image_desktop', filename: 'd.jpg', content: await photo(1920, 1080, 11) },
    ],
    token,
  );
  return { key: branch.route_key, token };
}
