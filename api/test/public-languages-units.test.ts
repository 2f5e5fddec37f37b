import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { formatPrice } from '@menu/shared/format/price'
import { ALLERGEN_CODES } from '@menu/shared/menu/allergens'
import { LANGUAGE_CODES } from '@menu/shared/menu/languages'
import { scheduleText } from '@menu/shared/menu/schedule'
import { acceptedLanguages, chooseLanguage } from '../src/public-menu/language.js'
import { applyTemplate, type MenuSource } from '../src/public-menu/load.js'
import { localFormat } from '../src/public-menu/locale.js'
import { translateSource } from '../src/public-menu/translate.js'
import { WORDS } from '../src/public-menu/words/index.js'
import { DIALECT } from './helpers.js'

const NBSP = '\u00a0'

describe(`public menu languages, units (${DIALECT})`, () => {
  it('Accept-Language: primary codes by q-value then order, q=0 and * left out, bounded', () => {
    assert.deepEqual(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5'), ['fr', 'en', 'de'])
    assert.deepEqual(acceptedLanguages('en;q=0.2, ja;q=0.9, ko'), ['ko', 'ja', 'en'])
    assert.deepEqual(acceptedLanguages('de;q=0, pt-BR'), ['pt'])
    assert.deepEqual(acceptedLanguages('zh-Hant-TW;q=0.5, EN-us'), ['en', 'zh'])
    assert.deepEqual(acceptedLanguages('en;q=2, fr;q=abc, <script>, it'), ['it']) // not weights: left out
    assert.deepEqual(acceptedLanguages(''), [])
    assert.deepEqual(acceptedLanguages(undefined), [])
    assert.deepEqual(acceptedLanguages(`${'xx-yy,'.repeat(10_000)}en`), ['xx']) // cut at 500 characters
  })

  it('the choice: ?lang= the menu offers, else the browser, else Spanish; a Spanish-only menu never varies', () => {
    const offered = ['es', 'en', 'fr']
    assert.deepEqual(chooseLanguage({ lang: 'fr', acceptLanguage: 'en' }, offered), { lang: 'fr', byHeader: false })
    assert.deepEqual(chooseLanguage({ lang: ['en', 'fr'] }, offered), { lang: 'en', byHeader: false })
    assert.deepEqual(chooseLanguage({ lang: 'de', acceptLanguage: 'en' }, offered), { lang: 'en', byHeader: true })
    assert.deepEqual(chooseLanguage({ lang: 'de' }, offered), { lang: 'es', byHeader: true })
    assert.deepEqual(chooseLanguage({ lang: 3, acceptLanguage: 'ja, fr;q=0.1' }, offered), {
      lang: 'fr',
      byHeader: true,
    })
    assert.deepEqual(chooseLanguage({ acceptLanguage: 'en' }, ['es']), { lang: 'es', byHeader: false })
    assert.deepEqual(chooseLanguage({ lang: 'en' }, ['es']), { lang: 'es', byHeader: false })
  })

  it('every supported language has every word of the page, each its own', () => {
    assert.deepEqual(Object.keys(WORDS).sort(), [...LANGUAGE_CODES].sort())
    const keys = Object.keys(WORDS.es).sort()
    for (const [code, words] of Object.entries(WORDS)) {
      assert.deepEqual(Object.keys(words).sort(), keys, code)
      assert.deepEqual(Object.keys(words.allergens).sort(), [...ALLERGEN_CODES].sort(), code)
      for (const [key, value] of Object.entries(words)) {
        if (typeof value === 'string') assert.ok(value.trim(), `${code}.${key}`)
        // A sentence with a value says the value.
        if (typeof value === 'function') assert.match(String(value('«X»', '«Y»')), /«X»/, `${code}.${key}`)
      }
      if (code !== 'es') assert.notEqual(words.soldOut, WORDS.es.soldOut, code)
    }
    assert.equal(WORDS.en.soldOut, 'Sold out')
    assert.equal(WORDS.es.allergens.peanuts, 'Cacahuate') // the shared catalogue's own word
  })

  it("prices in the language's format, in the account's currency, with the panel's rule on decimals", () => {
    const cases: Array<[string, number, string]> = [
      ['es', 12.5, '$12.50'],
      ['es', 12.05, '$12'],
      ['en', 12.5, 'MX$12.50'],
      ['en', 12.05, 'MX$12'],
      ['en', 1234.5, 'MX$1,234.50'],
      ['fr', 12.5, `12,50${NBSP}$MX`],
      ['de', 1234.5, `1.234,50${NBSP}MX$`],
      ['ja', 35, 'MX$35'],
    ]
    for (const [lang, value, text] of cases)
      assert.equal(localFormat(lang, 'MXN').price(value), text, `${lang} ${value}`)
    assert.equal(localFormat('en', 'USD').price(12.5), '$12.50')
    assert.equal(localFormat('en', 'no es moneda').price(12.5), formatPrice(12.5)) // Intl refuses it
  })

  it('dates and schedules in the language; Spanish exactly as the panel writes them', () => {
    const weekdays = { days: [1, 2, 3, 4, 5], ranges: [{ start: '07:00', end: '12:00' }] }
    const tuesday = { days: [2], ranges: [{ start: '13:00', end: '17:30' }] }
    const some = { days: [1, 3, 5], ranges: [{ start: '08:00', end: '10:00' }] }
    const always = {
      days: [0, 1, 2, 3, 4, 5, 6],
      ranges: [
        { start: '13:00', end: '17:00' },
        { start: '20:00', end: '02:00' },
      ],
    }
    for (const s of [weekdays, tuesday, some, always])
      assert.equal(localFormat('es', 'MXN').schedule(s), scheduleText(s))
    const en = localFormat('en', 'MXN')
    assert.equal(en.schedule(weekdays), 'Mon–Fri 7:00 AM–12:00 PM')
    assert.equal(en.schedule(tuesday), 'Tuesday 1:00 PM–5:30 PM')
    assert.equal(en.schedule(some), 'Mon, Wed, and Fri 8:00 AM–10:00 AM')
    assert.equal(en.schedule(always), 'Available 1:00 PM–5:00 PM and 8:00 PM–2:00 AM')
    assert.equal(localFormat('fr', 'MXN').schedule(weekdays), 'Lun. au ven. de 7:00 à 12:00')
    assert.equal(localFormat('de', 'MXN').schedule(tuesday), 'Dienstag 13:00–17:30 Uhr')
    assert.equal(localFormat('ja', 'MXN').schedule(weekdays), '月〜金 7:00〜12:00')
    assert.equal(localFormat('es', 'MXN').date('2030-03-05'), '5 de marzo')
    assert.equal(localFormat('en', 'MXN').date('2030-03-05'), 'March 5')
    assert.equal(localFormat('de', 'MXN').date('2030-03-05'), '5. März')
    assert.equal(localFormat('zh', 'MXN').date('2030-03-05'), '3月5日')
  })

  it("texts in the language one by one; a template's description brings its own translations, never the base one's", () => {
    const source = {
      branch: {} as MenuSource['branch'],
      account: {} as MenuSource['account'],
      families: [],
      products: [],
      marketing: {
        promotions: [
          {
            id: 5,
            name: 'Dos por uno',
            description: 'Base',
            expiration: null,
            poster: null,
            enabled: true,
            schedule: null,
            translations: {
              en: { name: 'Two for one', description: 'Base in English' },
              fr: { description: 'Base FR' },
            },
          },
        ],
        advertising: [
          {
            id: 6,
            name: 'Karaoke',
            description: 'Los viernes',
            expiration: null,
            image_mobile: null,
            image_desktop: null,
            enabled: true,
          },
        ],
        today: '2030-01-01',
      },
      soldOut: [],
    } satisfies MenuSource
    const templated = applyTemplate(source, {
      products: new Map(),
      variants: new Map(),
      promotions: new Map([[5, { description: 'Sólo aquí', translations: { en: { description: 'Only here' } } }]]),
      advertising: new Map(),
    })
    const texts = (lang: string) => {
      const { promotions, advertising } = translateSource(templated, {
        code: lang,
        offered: ['es', 'en', 'fr'],
      }).marketing
      return [promotions[0]!.name, promotions[0]!.description, advertising[0]!.name, advertising[0]!.description]
    }
    assert.deepEqual(texts('en'), ['Two for one', 'Only here', 'Karaoke', 'Los viernes'])
    assert.deepEqual(texts('fr'), ['Dos por uno', 'Sólo aquí', 'Karaoke', 'Los viernes']) // not 'Base FR'
    assert.deepEqual(texts('es'), ['Dos por uno', 'Sólo aquí', 'Karaoke', 'Los viernes'])
    assert.equal(
      translateSource(source, { code: 'en', offered: ['es', 'en'] }).marketing.promotions[0]!.description,
      'Base in English',
    )
    assert.equal(source.marketing.promotions[0]!.name, 'Dos por uno', 'the source is not mutated')
  })
})
