import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ALLERGENS } from '@menu/shared/menu/allergens'
import { noFactValues } from '@menu/shared/menu/dish-facts'
import { TAG_ICONS } from '@menu/shared/menu/tagIcons'
import { avoidFromQuery, filterDish } from '../src/public-menu/avoid.js'
import { cssFontName, esc, safeUrl } from '../src/public-menu/escape.js'
import { iconGlyph } from '../src/public-menu/icons.js'
import { panelOrigins } from '../src/public-menu/page.js'
import { branchLine } from '../src/public-menu/render.js'
import { applyTemplate, type MenuSource, NO_OVERRIDES } from '../src/public-menu/load.js'
import { contrast, legibleOn, pageTheme } from '../src/public-menu/theme.js'
import type { PublicProduct } from '../src/public-menu/schema.js'
import { variantRule, whatsappUrl } from '../src/public-menu/view.js'
import { DIALECT } from './helpers.js'

/** Pure parts of the public menu (no database): escaping, URLs, contrast, icons, templates. */
describe(`public menu units (${DIALECT})`, () => {
  it('the panel origin from PUBLIC_URL; a loopback one under both names', () => {
    assert.deepEqual(panelOrigins('https://panel.example.com/'), ['https://panel.example.com'])
    assert.deepEqual(panelOrigins('http://localhost:8080'), ['http://localhost:8080', 'http://127.0.0.1:8080'])
    assert.deepEqual(panelOrigins('http://127.0.0.1'), ['http://localhost', 'http://127.0.0.1'])
  })

  it('shows the branch name under the company only when it says something new', () => {
    assert.equal(branchLine('Café Olé', 'café olé '), '')
    assert.equal(branchLine('Café Olé', 'Centro'), '<p class="branch">Centro</p>')
    assert.equal(branchLine('Café Olé', '<b>Sur</b>'), '<p class="branch">&lt;b&gt;Sur&lt;/b&gt;</p>')
  })

  it('esc escapes the five HTML characters, for text and attributes alike', () => {
    assert.equal(esc(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
    assert.equal(esc(null), '')
    assert.equal(esc(12.5), '12.5')
  })

  it('safeUrl keeps http(s) and same-origin paths only', () => {
    assert.equal(safeUrl('https://cdn.example/a.webp'), 'https://cdn.example/a.webp')
    assert.equal(safeUrl('/uploads/abc-800.webp'), '/uploads/abc-800.webp')
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'vbscript:x',
      '/\\evil',
      '',
    ]) {
      assert.equal(safeUrl(bad), null, bad)
    }
  })

  it('WhatsApp: 10 digits are Mexican (+52); longer numbers keep their country code', () => {
    assert.equal(whatsappUrl('555 987 6543'), 'https://wa.me/525559876543')
    assert.equal(whatsappUrl('+1 (415) 555-0100'), 'https://wa.me/14155550100')
    assert.equal(whatsappUrl('12345'), null)
    assert.equal(whatsappUrl(null), null)
  })

  it("variant rules in words: 'Elige hasta N', 'Obligatorio'", () => {
    assert.equal(variantRule({ limit: 2, obligatory: true }), 'Elige hasta 2 · Obligatorio')
    assert.equal(variantRule({ limit: 1, obligatory: false }), 'Elige hasta 1')
    assert.equal(variantRule({ limit: null, obligatory: true }), 'Obligatorio')
    assert.equal(variantRule({ limit: null, obligatory: false }), null)
  })

  it('contrast follows WCAG; illegible text is moved toward black or white until 4.5:1', () => {
    assert.equal(Math.round(contrast('#ffffff', '#000000')), 21)
    assert.equal(contrast('#777777', '#777777'), 1)
    assert.equal(legibleOn('#ffffff', '#242424'), '#242424', 'a legible choice is kept')
    for (const [bg, fg] of [
      ['#ffffff', '#ffffff'],
      ['#ffffff', '#ffff00'],
      ['#000000', '#333333'],
      ['#5227d0', '#4020a0'],
      ['#808080', '#8a8a8a'],
      ['#ff0000', '#00ff00'],
    ]) {
      const out = legibleOn(bg!, fg!)
      assert.ok(contrast(bg!, out) >= 4.5, `${fg} on ${bg} -> ${out}`)
    }
    const dark = legibleOn('#000000', '#333333')
    assert.ok(parseInt(dark.slice(1, 3), 16) > 0x33, 'lightened on a dark background')
  })

  it('theme: spec defaults, invalid values ignored, font names sanitised and named first', () => {
    const d = pageTheme({})
    assert.deepEqual(
      [d.background, d.text, d.button_background, d.button_text],
      ['#ffffff', '#242424', '#5227d0', '#ffffff'],
    )
    assert.match(d.headline_font, /^"SS Nickson One",system-ui,.*sans-serif$/)
    assert.match(d.body_font, /^"Aktiv Grotesk",/)
    const hostile = pageTheme({ background: 'red;}</style><script>', headlineFont: 'X";}body{display:none}' })
    assert.equal(hostile.background, '#ffffff')
    assert.equal(hostile.headline_font.split(',')[0], '"Xbodydisplaynone"')
    assert.equal(cssFontName('<>;{}'), null)
    assert.equal(cssFontName('Montserrat Alternates'), 'Montserrat Alternates')
  })

  it("every icon the panel's tag editor offers has a glyph; unknown classes have none", () => {
    for (const { icon } of TAG_ICONS) assert.ok(iconGlyph(icon), icon)
    assert.equal(iconGlyph('fa-solid fa-pepper-hot'), '\uf816')
    assert.equal(iconGlyph('fas fa-pepper-hot'), '\uf816')
    assert.equal(iconGlyph('fa-solid fa-no-existe-este-icono'), null)
    assert.equal(iconGlyph('fa-solid'), null)
    assert.equal(iconGlyph(null), null)
    // Every allergen of the catalogue shows its icon on the page.
    for (const a of ALLERGENS) assert.ok(iconGlyph(`fa-${a.icon}`), a.icon)
  })

  it('the allergen filter: both query forms, unknown words ignored; contains hides, a required choice that always does too', () => {
    assert.deepEqual(avoidFromQuery({ sin: 'peanuts, gluten,x' }), ['gluten', 'peanuts'])
    assert.deepEqual(avoidFromQuery({ sin: ['milk', 'gluten,peanuts', ''] }), ['gluten', 'peanuts', 'milk'])
    assert.deepEqual(avoidFromQuery({ sin: { a: 1 } }), [])
    assert.deepEqual(avoidFromQuery(undefined), [])
    const v = (id: number, allergens: PublicProduct['allergens']) => ({
      id,
      name: `v${id}`,
      price: null,
      price_text: null,
      sold_out: false,
      allergens,
      ...noFactValues(),
    })
    const group = (id: number, obligatory: boolean, variants: ReturnType<typeof v>[]) => ({
      id,
      name: `g${id}`,
      limit: null,
      obligatory,
      rule: null,
      variants,
      pricing_text: null,
    })
    const dish = (allergens: PublicProduct['allergens'], groups: ReturnType<typeof group>[]): PublicProduct => ({
      id: 1,
      name: 'Platillo',
      description: null,
      price: 10,
      price_text: '$10',
      image: null,
      featured: false,
      recommended: false,
      tags: [],
      variant_groups: groups,
      unavailable_text: null,
      sold_out: false,
      allergens,
      diets: [],
      ...noFactValues(),
      kind: 'dish',
      steps: [],
      choice_allergens: [],
    })
    const p = dish({ peanuts: 'may_contain' }, [
      group(1, false, [v(1, { milk: 'contains' }), v(2, {})]),
      group(2, false, [v(3, { milk: 'contains' })]),
      group(3, true, [v(4, { milk: 'may_contain' }), v(5, { milk: 'contains' })]),
    ])
    assert.equal(filterDish(p, []), p)
    const kept = filterDish(p, ['milk'])!
    // The choices that contain it go; an optional group left empty goes; the others stay whole.
    assert.deepEqual(
      kept.variant_groups.map((g) => [g.id, g.variants.map((x) => x.id)]),
      [
        [1, [2]],
        [3, [4]],
      ],
    )
    assert.ok(filterDish(p, ['peanuts']), 'may contain: it stays')
    assert.equal(filterDish(dish({ milk: 'contains' }, []), ['milk']), null)
    // A required group whose every choice contains it: no way to order the dish without it.
    assert.equal(filterDish(dish({}, [group(4, true, [v(6, { eggs: 'contains' })])]), ['eggs']), null)
  })

  it('applyTemplate: identity without overrides; overrides change price, enabled and description in one step', () => {
    const facts = {
      allergens: { gluten: 'contains' as const },
      ...noFactValues(),
      calories: 640,
      portion: '350 g',
      translations: {},
    }
    const variant = { id: 7, name: 'Grande', price: 10, enabled: true, position: 0, group_id: 3, ...facts }
    const product = {
      id: 1,
      name: 'Café',
      price: 30,
      description: 'Base',
      image: null,
      thumbnail: null,
      featured: false,
      recommended: false,
      enabled: true,
      position: 0,
      category_id: null,
      updated: '',
      schedule: null,
      tags: [],
      variant_groups: [
        {
          id: 3,
          name: 'Tamaño',
          limit: null,
          obligatory: false,
          variants: [variant],
          position_pricing: null,
          translations: {},
        },
      ],
      kind: 'dish' as const,
      steps: [],
      daily: false,
      ...facts,
      diets: [],
      translations: {},
    }
    const source = {
      branch: {} as MenuSource['branch'],
      account: {} as MenuSource['account'],
      families: [],
      products: [product],
      marketing: {
        promotions: [
          { id: 5, name: 'P', description: 'd', expiration: null, poster: null, enabled: true, schedule: null },
        ],
        advertising: [],
        today: '2030-01-01',
      },
      soldOut: [],
    } satisfies MenuSource
    assert.equal(applyTemplate(source, NO_OVERRIDES), source)
    const out = applyTemplate(source, {
      products: new Map([[1, { price: 35, description: 'Sucursal' }]]),
      variants: new Map([[7, { price: 12, enabled: false }]]),
      promotions: new Map([[5, { enabled: false, description: 'Sólo aquí' }]]),
      advertising: new Map(),
    })
    assert.deepEqual(
      [out.products[0]!.price, out.products[0]!.description, out.products[0]!.enabled],
      [35, 'Sucursal', true],
    )
    assert.deepEqual(
      [
        out.products[0]!.variant_groups[0]!.variants[0]!.price,
        out.products[0]!.variant_groups[0]!.variants[0]!.enabled,
      ],
      [12, false],
    )
    assert.deepEqual(
      [out.marketing.promotions[0]!.enabled, out.marketing.promotions[0]!.description],
      [false, 'Sólo aquí'],
    )
    assert.equal(source.products[0]!.price, 30, 'the source is not mutated')
    // A recipe does not change per branch: the template keeps the base menu's allergens and facts.
    assert.deepEqual(
      [out.products[0]!.allergens, out.products[0]!.calories, out.products[0]!.variant_groups[0]!.variants[0]!.portion],
      [{ gluten: 'contains' }, 640, '350 g'],
    )
  })
})
