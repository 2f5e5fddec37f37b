import type { TestApp } from './helpers.js'
import { marketingApi, menuApi } from './helpers.js'

/**
 * One of each menu and marketing kind an operation can name by id (a family, a category, a group
 * with a variant, a tag, a product carrying both, a daily combo offering that product, a
 * promotion, an ad), made through the API with
 * `token`: the generated sweeps (tenant, role) call every operation with these ids.
 */
export async function menuOfEachKind(t: TestApp, token: string) {
  const menu = menuApi(t, token)
  const marketing = marketingApi(t, token)
  const family = await menu.family('Familia')
  const category = await menu.category(family, 'Categoría')
  const group = await menu.group('Grupo', [{ name: 'Variante', price: 1 }])
  const variant = (await menu.groupById(group)).variants[0]!.id
  const tag = await menu.tag('Etiqueta')
  const product = await menu.product(category, 'Producto', 10, {
    tag_ids: [tag],
    variant_groups: [{ group_id: group }],
  })
  // A menu of the day (a product too): /v1/products/{id}/days answers only for a daily combo.
  const combo = await menu.product(category, 'Combo', 20, {
    kind: 'combo',
    daily: true,
    steps: [{ name: 'Paso', min: 1, max: 1, items: [{ product_id: product, surcharge: 0 }] }],
  })
  const promotion = await marketing.promotion('Promo')
  const advertising = await marketing.ad('Anuncio')
  return { menu, marketing, family, category, group, variant, tag, product, combo, promotion, advertising }
}
