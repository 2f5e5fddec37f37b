import type { TestApp } from './helpers.js'
import { marketingApi, menuApi } from './helpers.js'

/**
 * One of each menu and marketing kind an operation can name by id (a family, a category, a group
 * with a variant, a tag, a product carrying both, a promotion, an ad), made through the API with
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
  const promotion = await marketing.promotion('Promo')
  const advertising = await marketing.ad('Anuncio')
  return { menu, marketing, family, category, group, variant, tag, product, promotion, advertising }
}
