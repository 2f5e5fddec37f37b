import { COMBO_MESSAGES } from '@menu/shared/menu/combos'
import { check, MESSAGES, multiLineText, required, singleLineText } from '@menu/shared/validation'
import { emptyLayout, rowFacts, takeFactHeader } from './allergens.js'
import {
  DESCRIPTION_MAX,
  fold,
  money,
  NAME_MAX,
  parseBool,
  parsePrice,
  sameList,
  sameOverride,
  splitList,
  yesNo,
} from './cells.js'
import {
  type ColumnId,
  COLUMN_ORDER,
  COLUMNS,
  COMBO_COLUMN_ORDER,
  KIND_TYPES,
  keyOf,
  NO,
  parseKey,
  REGION_PRICE_PREFIX,
  type RowType,
  TEMPLATE_PRICE_PREFIX,
  TYPES,
  YES,
} from './columns.js'
import type { ImportPlan, PlanOptions, ProductDraft, RowError, VariantDraft } from './plan-types.js'
import type { Sheet } from './read.js'
import type { MenuSnapshot } from './snapshot.js'
import { lockedMessage } from '../data/template-locks.js'
import { rowTranslations, type TranslationLayout, takeTranslationHeader } from './translations.js'
import { isProductType, resolveSteps, rowCombo, type SheetProduct } from './combo-plan.js'
import type { SheetStep } from './combo-cells.js'

export type { FieldChange, ImportPlan, PlanOptions, ProductDraft, RowError, VariantDraft } from './plan-types.js'

/**
 * Checks every row of `sheet` against `menu` and works out what an import would do. Pure: it
 * reads nothing and writes nothing, so the preview and the apply (inside its transaction, on a
 * fresh snapshot) run the very same rules. Rows are matched by key only; see docs/import-export.md.
 */
export function planImport(sheet: Sheet, menu: MenuSnapshot, options: PlanOptions): ImportPlan {
  const errors: RowError[] = []
  const plan: ImportPlan = {
    errors,
    products: [],
    variants: [],
    unchanged: 0,
    removedProducts: [],
    removedVariants: [],
    newFamilies: [],
    newCategories: [],
    newTags: [],
    newGroups: [],
  }

  // Columns: the fixed ones by header text (case and accents aside), then 'Precio en <plantilla>'
  // and 'Precio región <región>' (both write a template's rows: a region's are its own template's).
  const index = new Map<ColumnId, number>()
  const templateColumns: Array<{ at: number; templateId: number }> = []
  const factColumns = emptyLayout()
  const translationColumns: TranslationLayout = []
  const byHeader = new Map([...COLUMN_ORDER, ...COMBO_COLUMN_ORDER].map((c) => [fold(COLUMNS[c]), c]))
  const templateByColumn = new Map(menu.templates.map((t) => [fold(t.column), t.id]))
  sheet.headers.forEach((header, at) => {
    const id = byHeader.get(fold(header))
    if (id) {
      if (index.has(id)) errors.push({ row: 1, column: header, message: 'La columna está repetida.' })
      else index.set(id, at)
      return
    }
    const fact = takeFactHeader(factColumns, header, at)
    if (fact === 'repeated') errors.push({ row: 1, column: header, message: 'La columna está repetida.' })
    if (fact) return
    const translation = takeTranslationHeader(translationColumns, header, at, menu.languages)
    if (translation?.problem) errors.push({ row: 1, column: header, message: translation.problem })
    if (translation) return
    const region = fold(header).startsWith(fold(REGION_PRICE_PREFIX))
    if (region || fold(header).startsWith(fold(TEMPLATE_PRICE_PREFIX))) {
      const name = header.trim().slice((region ? REGION_PRICE_PREFIX : TEMPLATE_PRICE_PREFIX).length)
      if (!options.templatesAllowed) {
        const what = region ? 'regiones' : 'plantillas'
        errors.push({ row: 1, column: header, message: `Tu plan no incluye ${what}: quita esta columna.` })
        return
      }
      const templateId = templateByColumn.get(fold(header))
      if (templateId === undefined) {
        const message = region
          ? `No existe una región llamada «${name}».`
          : `No existe una plantilla llamada «${name}».`
        errors.push({ row: 1, column: header, message })
      } else templateColumns.push({ at, templateId })
    }
    // Any other column is a note of the user's: ignored.
  })
  for (const needed of ['key', 'name', 'price'] as const) {
    if (!index.has(needed)) errors.push({ row: 1, column: COLUMNS[needed], message: 'Falta esta columna.' })
  }
  if (errors.length) return plan

  const products = new Map(menu.products.map((p) => [p.id, p]))
  const variants = new Map(menu.variants.map((v) => [v.id, v]))
  const familyName = new Map(menu.families.map((f) => [f.id, f.name]))
  const categoryOf = new Map(menu.categories.map((c) => [c.id, c]))
  const tagName = new Map(menu.tags.map((t) => [t.id, t.name]))
  const groupName = new Map(menu.groups.map((g) => [g.id, g.name]))
  const familyIds = new Set(menu.families.map((f) => fold(f.name)))
  const categoryKeys = new Set(
    menu.categories.map((c) => `${fold(familyName.get(c.family_id) ?? '')}\u0000${fold(c.name)}`),
  )
  const tagNames = new Set(menu.tags.map((t) => fold(t.name)))
  const groupNames = new Set(menu.groups.map((g) => fold(g.name)))
  const seenKeys = new Map<string, number>()
  const dishName = (id: number) => products.get(id)?.name
  const sheetProducts: SheetProduct[] = []
  const pendingSteps: Array<{ draft: ProductDraft; steps: SheetStep[]; was?: (typeof menu.products)[number] }> = []
  const comboCell = (cells: string[], c: 'steps' | 'daily') => {
    const at = index.get(c)
    return at === undefined ? undefined : (cells[at] ?? '')
  }
  const newNames = {
    family: new Set<string>(),
    category: new Set<string>(),
    tag: new Set<string>(),
    group: new Set<string>(),
  }

  const noteFamily = (name: string) => {
    if (!familyIds.has(fold(name)) && !newNames.family.has(fold(name))) {
      newNames.family.add(fold(name))
      plan.newFamilies.push(name)
    }
  }
  const noteCategory = (family: string, name: string) => {
    const k = `${fold(family)}\u0000${fold(name)}`
    if (!categoryKeys.has(k) && !newNames.category.has(k)) {
      newNames.category.add(k)
      plan.newCategories.push({ family, name })
    }
  }
  const noteTag = (name: string) => {
    if (!tagNames.has(fold(name)) && !newNames.tag.has(fold(name))) {
      newNames.tag.add(fold(name))
      plan.newTags.push(name)
    }
  }
  const noteGroup = (name: string) => {
    if (!groupNames.has(fold(name)) && !newNames.group.has(fold(name))) {
      newNames.group.add(fold(name))
      plan.newGroups.push(name)
    }
  }

  for (const { row, cells } of sheet.rows) {
    const cell = (c: ColumnId) => {
      const at = index.get(c)
      return at === undefined ? '' : (cells[at] ?? '').trim()
    }
    const rowErrors: RowError[] = []
    const fail = (c: ColumnId | string, message: string) =>
      rowErrors.push({ row, column: c in COLUMNS ? COLUMNS[c as ColumnId] : c, message })

    // Type: the Tipo column, else the key's letter, else a variant when Grupo is filled.
    const keyText = cell('key')
    const key = keyText === '' ? undefined : parseKey(keyText)
    if (keyText !== '' && !key)
      fail('key', 'La clave debe tener la forma P-12 (producto) o V-40 (variante), o quedar vacía para crear.')
    const typeText = fold(cell('type'))
    let type: RowType | undefined
    if (isProductType(typeText)) type = 'product'
    else if (typeText === fold(TYPES.variant)) type = 'variant'
    else if (typeText === '') type = key?.type ?? (cell('group') !== '' ? 'variant' : 'product')
    else fail('type', `Escribe ${TYPES.product}, ${KIND_TYPES.dish}, ${KIND_TYPES.combo} o ${TYPES.variant}.`)
    if (type && key && key.type !== type)
      fail('key', `La clave ${keyText} no es de ${type === 'product' ? 'un producto' : 'una variante'}.`)

    let existingId: number | undefined
    if (key && type === key.type) {
      const k = keyOf(key.type, key.id)
      const first = seenKeys.get(k)
      if (first !== undefined) fail('key', `La clave ${k} ya aparece en la fila ${first}.`)
      else seenKeys.set(k, row)
      if (!(key.type === 'product' ? products.has(key.id) : variants.has(key.id))) {
        fail(
          'key',
          `La clave ${k} no existe en tu menú (se eliminó o no es de tu cuenta): déjala vacía para crear ${key.type === 'product' ? 'el producto' : 'la variante'} de nuevo.`,
        )
      } else existingId = key.id
    }

    const name = cell('name')
    const nameProblem =
      check(name, required, singleLineText) ??
      (name.length > NAME_MAX ? `Debe tener como máximo ${NAME_MAX} caracteres` : null)
    if (nameProblem) fail('name', nameProblem)

    const priceCell = parsePrice(cell('price'))
    if (priceCell.problem) fail('price', priceCell.problem)
    else if (type === 'product' && priceCell.cents === null) fail('price', MESSAGES.required)

    const enabled = parseBool(cell('enabled'))
    if (enabled === undefined) fail('enabled', `Escribe ${YES} o ${NO}.`)

    // A locked price (data/template-locks.ts): a value of the row's own that it does not already hold.
    const lockedPrice = (templateId: number, cents: number | null) => {
      if (menu.priceLock === undefined || cents === null || cents === priceCell.cents) return false
      const stored = type === 'variant' ? menu.templateVariantPrices : menu.templateProductPrices
      return cents !== (existingId === undefined ? undefined : stored.get(templateId)?.get(existingId))
    }
    const templatePrices = new Map<number, number | null>()
    for (const { at, templateId } of templateColumns) {
      const p = parsePrice(cells[at] ?? '')
      if (p.problem) rowErrors.push({ row, column: sheet.headers[at]!, message: p.problem })
      else if (lockedPrice(templateId, p.cents))
        rowErrors.push({ row, column: sheet.headers[at]!, message: lockedMessage('price', menu.priceLock!) })
      else templatePrices.set(templateId, p.cents)
    }

    const lineName = (c: ColumnId, value: string) => {
      const problem =
        check(value, singleLineText) ??
        (value.length > NAME_MAX ? `Debe tener como máximo ${NAME_MAX} caracteres` : null)
      if (problem) fail(c, problem)
    }

    if (type === 'product') {
      const family = cell('family')
      const category = cell('category')
      if (family !== '' && category === '')
        fail('category', 'Indica la categoría de la familia (o deja ambas vacías: sin clasificar).')
      if (family === '' && category !== '')
        fail('family', 'Indica la familia de la categoría (o deja ambas vacías: sin clasificar).')
      lineName('family', family)
      lineName('category', category)
      const description = cell('description')
      const descriptionProblem =
        multiLineText(description) ??
        (description.length > DESCRIPTION_MAX ? `Debe tener como máximo ${DESCRIPTION_MAX} caracteres` : null)
      if (descriptionProblem) fail('description', descriptionProblem)
      const tags = splitList(cell('tags'))
      const groups = splitList(cell('groups'))
      for (const t of tags) lineName('tags', t)
      for (const g of groups) lineName('groups', g)
      if (new Set(groups.map(fold)).size !== groups.length) fail('groups', 'Cada grupo debe aparecer una sola vez.')
      const was = existingId === undefined ? undefined : products.get(existingId)
      const facts = rowFacts({ cells, type, was, fail }, factColumns)
      const texts = rowTranslations({ cells, type, was: was?.translations, fail }, translationColumns)
      const combo = rowCombo({
        typeText,
        steps: comboCell(cells, 'steps'),
        daily: comboCell(cells, 'daily'),
        was,
        dishName,
        fail,
      })
      if (rowErrors.length) {
        errors.push(...rowErrors)
        continue
      }
      sheetProducts.push({ row, id: existingId, name, kind: combo.kind })

      if (family !== '') {
        noteFamily(family)
        noteCategory(family, category)
      }
      tags.forEach(noteTag)
      groups.forEach(noteGroup)
      const draft: ProductDraft = {
        row,
        id: existingId,
        family: family || null,
        category: category || null,
        name,
        price_cents: priceCell.cents!,
        description: description === '' ? null : description,
        enabled: enabled!,
        tags: [...new Map(tags.map((t) => [fold(t), t])).values()],
        groups,
        templatePrices,
        facts: facts.draft,
        translations: texts.draft,
        combo: { kind: combo.kind, daily: combo.daily },
        changes: [],
      }
      if (combo.sheetSteps) pendingSteps.push({ draft, steps: combo.sheetSteps, was })
      if (existingId !== undefined && was) {
        const c = was.category_id === null ? undefined : categoryOf.get(was.category_id)
        const wasFamily = c ? (familyName.get(c.family_id) ?? '') : ''
        const diff = (column: ColumnId, from: string, to: string, same = from === to) => {
          if (!same) draft.changes.push({ column: COLUMNS[column], from, to })
        }
        diff('family', wasFamily, family, fold(wasFamily) === fold(family))
        diff('category', c?.name ?? '', category, fold(c?.name ?? '') === fold(category))
        diff('name', was.name, name)
        diff('price', money(was.price_cents), money(draft.price_cents))
        diff('description', was.description ?? '', description)
        diff('enabled', yesNo(was.enabled), yesNo(draft.enabled))
        const wasTags = was.tag_ids.map((id) => tagName.get(id) ?? '')
        diff(
          'tags',
          wasTags.join(', '),
          draft.tags.join(', '),
          new Set(wasTags.map(fold)).size === new Set(draft.tags.map(fold)).size &&
            draft.tags.every((t) => wasTags.some((w) => fold(w) === fold(t))),
        )
        const wasGroups = was.group_ids.map((id) => groupName.get(id) ?? '')
        diff('groups', wasGroups.join(', '), groups.join(', '), sameList(wasGroups, groups))
        for (const { at, templateId } of templateColumns) {
          const had = menu.templateProductPrices.get(templateId)?.get(existingId) ?? null
          const want = templatePrices.get(templateId) ?? null
          if (!sameOverride(want, had, draft.price_cents))
            draft.changes.push({ column: sheet.headers[at]!, from: money(had), to: money(want) })
        }
        draft.changes.push(...facts.changes, ...texts.changes, ...combo.changes)
        if (draft.changes.length === 0) {
          plan.unchanged++
          continue
        }
      }
      plan.products.push(draft)
    } else if (type === 'variant') {
      const group = cell('group')
      const groupProblem = check(group, required, singleLineText)
      if (groupProblem) fail('group', groupProblem)
      else lineName('group', group)
      const was = existingId === undefined ? undefined : variants.get(existingId)
      const facts = rowFacts({ cells, type, was, fail }, factColumns)
      const texts = rowTranslations({ cells, type, was: was?.translations, fail }, translationColumns)
      if (comboCell(cells, 'steps')?.trim()) fail('steps', COMBO_MESSAGES.dishSteps)
      if (comboCell(cells, 'daily')?.trim()) fail('daily', 'Solo un combo es menú del día')
      if (rowErrors.length) {
        errors.push(...rowErrors)
        continue
      }
      noteGroup(group)
      const draft: VariantDraft = {
        row,
        id: existingId,
        group,
        name,
        price_cents: priceCell.cents,
        enabled: enabled!,
        templatePrices,
        facts: facts.draft,
        translations: texts.draft,
        changes: [],
      }
      if (existingId !== undefined && was) {
        const wasGroup = groupName.get(was.group_id) ?? ''
        const diff = (column: ColumnId, from: string, to: string, same = from === to) => {
          if (!same) draft.changes.push({ column: COLUMNS[column], from, to })
        }
        diff('group', wasGroup, group, fold(wasGroup) === fold(group))
        diff('name', was.name, name)
        diff('price', money(was.price_cents), money(draft.price_cents))
        diff('enabled', yesNo(was.enabled), yesNo(draft.enabled))
        for (const { at, templateId } of templateColumns) {
          const had = menu.templateVariantPrices.get(templateId)?.get(existingId) ?? null
          const want = templatePrices.get(templateId) ?? null
          if (!sameOverride(want, had, draft.price_cents))
            draft.changes.push({ column: sheet.headers[at]!, from: money(had), to: money(want) })
        }
        draft.changes.push(...facts.changes, ...texts.changes)
        if (draft.changes.length === 0) {
          plan.unchanged++
          continue
        }
      }
      plan.variants.push(draft)
    } else {
      errors.push(...rowErrors)
    }
  }

  resolveSteps(plan, pendingSteps, menu, sheetProducts, (id) => seenKeys.has(keyOf('product', id)), options.remove)

  if (options.remove) {
    plan.removedProducts = menu.products
      .filter((p) => !seenKeys.has(keyOf('product', p.id)))
      .map((p) => ({ id: p.id, name: p.name }))
    plan.removedVariants = menu.variants
      .filter((v) => !seenKeys.has(keyOf('variant', v.id)))
      .map((v) => ({ id: v.id, name: v.name }))
  }
  return plan
}
