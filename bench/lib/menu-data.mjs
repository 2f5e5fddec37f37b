// A large menu generated through the real API (docs/menu-api.md) for one account:
// families, categories, tags, variant groups with their variants, products (some with an
// uploaded photo), tags and variant groups attached to products. Requests go out with a
// bounded concurrency; positions are explicit so concurrent creates keep a stable order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/product.mjs';

export const DEFAULT_SIZE = { families: 10, categories: 100, products: 2000, groups: 300, tags: 12, images: 40 };

const ICONS = [
  'fa-solid fa-pepper-hot',
  'fa-solid fa-leaf',
  'fa-solid fa-seedling',
  'fa-solid fa-fire',
  'fa-solid fa-cheese',
  'fa-solid fa-fish',
  'fa-solid fa-drumstick-bite',
  'fa-solid fa-ice-cream',
  'fa-solid fa-mug-hot',
  'fa-solid fa-wine-glass',
  'fa-solid fa-heart-pulse',
  'fa-solid fa-wheat-awn-circle-exclamation',
];
const WORDS = [
  'pastor',
  'suadero',
  'bistec',
  'chorizo',
  'queso',
  'frijol',
  'aguacate',
  'chipotle',
  'habanero',
  'nopal',
  'elote',
  'mole',
  'tamarindo',
  'jamaica',
  'horchata',
  'cajeta',
];
const word = (i) => WORDS[i % WORDS.length];

/** Runs fn over items with at most `limit` in flight; resolves to the results in order. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A JSON client bound to a base URL and a token; throws on a non-2xx answer. */
export function client(baseUrl, token) {
  let requests = 0;
  async function call(method, pathname, body) {
    requests += 1;
    const res = await fetch(baseUrl + pathname, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
    return text ? JSON.parse(text).info : null;
  }
  async function upload(pathname, field, file, type) {
    requests += 1;
    const form = new FormData();
    form.append(field, new Blob([readFileSync(file)], { type }), path.basename(file));
    const res = await fetch(baseUrl + pathname, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${pathname}: ${res.status} ${text}`);
    return JSON.parse(text).info;
  }
  return {
    call,
    upload,
    get requests() {
      return requests;
    },
  };
}

/**
 * Generates the menu. Answers the created ids and counts:
 * { families: [{id, categories: [{id, products: [id...]}]}], groups: [id], tags: [id], counts, requests, seconds }.
 */
export async function generateMenu(baseUrl, token, { size = DEFAULT_SIZE, concurrency = 16, log = () => {} } = {}) {
  const started = performance.now();
  const api = client(baseUrl, token);
  const perFamily = Math.ceil(size.categories / size.families);
  const perCategory = Math.ceil(size.products / size.categories);

  log(`families (${size.families}) and categories (${size.categories})`);
  const families = [];
  for (let f = 0; f < size.families; f++) {
    const { id } = await api.call('POST', '/v1/families', {
      name: `Familia ${f + 1}`,
      description: `Familia de prueba número ${f + 1} del menú grande`,
      position: f,
    });
    families.push({ id, categories: [] });
  }
  const categorySlots = [];
  for (let c = 0; c < size.categories; c++)
    categorySlots.push({
      family: families[Math.floor(c / perFamily) % families.length],
      index: c,
      position: c % perFamily,
    });
  await pool(categorySlots, concurrency, async (slot) => {
    const { id } = await api.call('POST', `/v1/families/${slot.family.id}/categories`, {
      name: `Categoría ${slot.index + 1}`,
      description: `Categoría ${slot.index + 1}: ${word(slot.index)} y ${word(slot.index + 3)}`,
      position: slot.position,
    });
    slot.id = id;
    slot.products = [];
  });
  for (const slot of categorySlots) slot.family.categories[slot.position] = slot;

  log(`tags (${size.tags}) and variant groups (${size.groups}) with variants`);
  const tags = await pool(
    [...Array(size.tags).keys()],
    concurrency,
    async (t) => (await api.call('POST', '/v1/tags', { name: `Etiqueta ${t + 1}`, icon: ICONS[t % ICONS.length] })).id,
  );
  const groups = await pool([...Array(size.groups).keys()], concurrency, async (g) => {
    const variants = Array.from({ length: 2 + (g % 4) }, (_, v) => ({
      name: `Opción ${v + 1} ${word(g + v)}`,
      price: v === 0 ? null : 5 * v + (g % 7),
    }));
    return (await api.call('POST', '/v1/groups', { name: `Grupo ${g + 1}`, variants })).id;
  });

  log(`products (${size.products})`);
  const productSlots = [];
  for (let p = 0; p < size.products; p++) {
    const category = categorySlots[Math.floor(p / perCategory) % categorySlots.length];
    productSlots.push({ index: p, category, position: p % perCategory });
  }
  await pool(productSlots, concurrency, async (slot) => {
    const { id } = await api.call('POST', `/v1/categories/${slot.category.id}/products`, {
      name: `Producto ${slot.index + 1} ${word(slot.index)}`,
      price: 25 + (slot.index % 180) + (slot.index % 4) * 0.25,
      description: `Preparado con ${word(slot.index)}, ${word(slot.index + 5)} y ${word(slot.index + 9)}; una descripción de largo realista para la lista.`,
      position: slot.position,
    });
    slot.id = id;
  });
  for (const slot of productSlots) slot.category.products[slot.position] = slot.id;

  log('tags and variant groups attached to products');
  let tagLinks = 0;
  let groupLinks = 0;
  const attachments = [];
  for (const slot of productSlots) {
    const p = slot.index;
    if (p % 2 === 0)
      for (let k = 0; k < 1 + (p % 3); k++) attachments.push(['tag', slot.id, tags[(p + k * 5) % tags.length]]);
    if (p % 3 === 0)
      for (let k = 0; k < 1 + (p % 2); k++)
        attachments.push(['group', slot.id, groups[(p * 7 + k * 13) % groups.length], p % 6 === 0]);
  }
  await pool(attachments, concurrency, async ([kind, productId, otherId, settings]) => {
    if (kind === 'tag') {
      await api.call('POST', `/v1/products/${productId}/tags`, { tag_id: otherId });
      tagLinks += 1;
    } else {
      await api.call('POST', `/v1/products/${productId}/variants`, { group_id: otherId });
      if (settings)
        await api.call('PUT', `/v1/products/${productId}/variants`, { group_id: otherId, limit: 2, obligatory: true });
      groupLinks += 1;
    }
  });

  log(`product photos (${size.images})`);
  const photos = [path.join(ROOT, 'e2e', 'fixtures', 'plato.png'), path.join(ROOT, 'e2e', 'fixtures', 'platillo.jpg')];
  // One photo in each of the first categories (what the board shows first), then spread out.
  const withPhoto = productSlots.filter((slot) => slot.position < 2).slice(0, size.images);
  await pool(withPhoto, Math.min(concurrency, 4), async (slot, i) => {
    await api.upload(`/v1/products/${slot.id}/attachment`, 'image', photos[i % 2], i % 2 ? 'image/jpeg' : 'image/png');
  });

  return {
    families: families.map((family) => ({
      id: family.id,
      categories: family.categories.map((c) => ({ id: c.id, products: c.products })),
    })),
    groups,
    tags,
    counts: {
      families: families.length,
      categories: categorySlots.length,
      products: productSlots.length,
      groups: groups.length,
      variants: groups.reduce((n, _, g) => n + 2 + (g % 4), 0),
      tags: tags.length,
      productTagLinks: tagLinks,
      productGroupLinks: groupLinks,
      productPhotos: withPhoto.length,
    },
    requests: api.requests,
    seconds: (performance.now() - started) / 1000,
  };
}
