// Translates the public menu bench's menu (bench/lib/public-menu-data.mjs) into English and
// French through the real API, as an owner who filled every text would: family, category,
// product (name and description), tag, variant group and variant names. Word by word from a
// small dictionary of the bench's menu words, so each language's text is as varied as the
// Spanish one (realistic gzip sizes); words it lacks stay as written.

const DICTIONARY = {
  en: {
    pollo: 'chicken',
    res: 'beef',
    cerdo: 'pork',
    camarón: 'shrimp',
    pescado: 'fish',
    queso: 'cheese',
    frijoles: 'beans',
    arroz: 'rice',
    aguacate: 'avocado',
    cebolla: 'onion',
    limón: 'lime',
    maíz: 'corn',
    harina: 'flour',
    salsa: 'sauce',
    verde: 'green',
    roja: 'red',
    tomate: 'tomato',
    jitomate: 'tomato',
    nopal: 'cactus',
    elote: 'corn cob',
    crema: 'cream',
    hongos: 'mushrooms',
    tocino: 'bacon',
    piña: 'pineapple',
    fresa: 'strawberry',
    vainilla: 'vanilla',
    canela: 'cinnamon',
    café: 'coffee',
    leche: 'milk',
    miel: 'honey',
    nuez: 'walnut',
    almendra: 'almond',
    coco: 'coconut',
    hierbabuena: 'mint',
    jamaica: 'hibiscus',
    asado: 'roasted',
    frito: 'fried',
    horneado: 'baked',
    gratinado: 'au gratin',
    sopa: 'soup',
    ensalada: 'salad',
    torta: 'sandwich',
    agua: 'water',
    pastel: 'cake',
    malteada: 'milkshake',
    de: 'with',
    y: 'and',
    con: 'with',
    servido: 'served',
    entradas: 'starters',
    platos: 'dishes',
    fuertes: 'main',
    postres: 'desserts',
    bebidas: 'drinks',
    nuestra: 'our',
    selección: 'selection',
    tamaño: 'size',
    chico: 'small',
    mediano: 'medium',
    grande: 'large',
    extras: 'extras',
    picante: 'spicy',
    vegano: 'vegan',
    favorito: 'favourite',
    sin: 'without',
    gluten: 'gluten',
    lácteos: 'dairy',
    jalapeños: 'jalapeños',
  },
  fr: {
    pollo: 'poulet',
    res: 'bœuf',
    cerdo: 'porc',
    camarón: 'crevette',
    pescado: 'poisson',
    queso: 'fromage',
    frijoles: 'haricots',
    arroz: 'riz',
    aguacate: 'avocat',
    cebolla: 'oignon',
    limón: 'citron vert',
    maíz: 'maïs',
    harina: 'farine',
    salsa: 'sauce',
    verde: 'verte',
    roja: 'rouge',
    tomate: 'tomate',
    jitomate: 'tomate',
    nopal: 'nopal',
    elote: 'épi de maïs',
    crema: 'crème',
    hongos: 'champignons',
    tocino: 'lard',
    piña: 'ananas',
    fresa: 'fraise',
    vainilla: 'vanille',
    canela: 'cannelle',
    café: 'café',
    leche: 'lait',
    miel: 'miel',
    nuez: 'noix',
    almendra: 'amande',
    coco: 'noix de coco',
    hierbabuena: 'menthe',
    jamaica: 'hibiscus',
    asado: 'rôti',
    frito: 'frit',
    horneado: 'au four',
    gratinado: 'gratiné',
    sopa: 'soupe',
    ensalada: 'salade',
    torta: 'sandwich',
    agua: 'eau',
    pastel: 'gâteau',
    malteada: 'milk-shake',
    de: 'au',
    y: 'et',
    con: 'avec',
    servido: 'servi',
    entradas: 'entrées',
    platos: 'plats',
    fuertes: 'principaux',
    postres: 'desserts',
    bebidas: 'boissons',
    nuestra: 'notre',
    selección: 'sélection',
    tamaño: 'taille',
    chico: 'petit',
    mediano: 'moyen',
    grande: 'grand',
    extras: 'suppléments',
    picante: 'épicé',
    vegano: 'végan',
    favorito: 'favori',
    sin: 'sans',
    gluten: 'gluten',
    lácteos: 'laitiers',
    jalapeños: 'jalapeños',
  },
};

/** A Spanish text word by word in `lang`, keeping punctuation and a leading capital. */
export function translateText(text, lang) {
  if (!text) return text;
  return text.replace(/\p{L}+/gu, (word) => {
    const found = DICTIONARY[lang][word.toLowerCase()];
    if (!found) return word;
    return word[0] === word[0].toUpperCase() ? found[0].toUpperCase() + found.slice(1) : found;
  });
}

/** {en: {...}, fr: {...}} of an entity's texts (the given fields that it has). */
function both(entity, fields) {
  const out = {};
  for (const lang of Object.keys(DICTIONARY)) {
    out[lang] = {};
    for (const field of fields) if (entity[field]) out[lang][field] = translateText(entity[field], lang);
  }
  return out;
}

/** Sets the account's languages to es, en, fr and translates every text of its menu; answers the number of PUTs. */
export async function translateMenu(srv, token) {
  const call = async (method, pathname, body) => {
    const res = await srv.api.call(method, pathname, body, token);
    if (res.status >= 300) throw new Error(`${method} ${pathname}: ${res.status} ${res.text}`);
    return res.body?.info;
  };
  console.log('[bench] Translating the menu into English and French through the API...');
  await call('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] });
  let puts = 0;
  const put = async (pathname, entity, fields) => {
    await call('PUT', pathname, { translations: both(entity, fields) });
    puts++;
  };
  for (const family of await call('GET', '/v1/families')) {
    await put(`/v1/families/${family.id}`, family, ['name', 'description']);
    for (const category of family.categories)
      await put(`/v1/families/categories/${category.id}`, category, ['name', 'description']);
  }
  for (const product of await call('GET', '/v1/products'))
    await put(`/v1/products/${product.id}`, product, ['name', 'description']);
  for (const tag of await call('GET', '/v1/tags')) await put(`/v1/tags/${tag.id}`, tag, ['name']);
  for (const group of await call('GET', '/v1/groups')) {
    await put(`/v1/groups/${group.id}`, group, ['name']);
    for (const variant of group.variants) await put(`/v1/groups/variants/${variant.id}`, variant, ['name']);
  }
  return puts;
}
