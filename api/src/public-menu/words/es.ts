import { ALLERGENS } from '@menu/shared/menu/allergens'
import { SPANISH_FACT_WORDS } from '@menu/shared/menu/fact-words'
import type { PageWords } from './index.js'

const JOIN = { and: 'y', or: 'o', nor: 'ni' } as const

/** The product's original wording (the public menu before languages, and the shared catalogue's labels). */
export const es: PageWords = {
  soldOut: 'Agotado',
  featured: 'Destacado',
  recommended: 'Recomendado',
  tags: 'Etiquetas',
  options: 'Opciones',
  call: (phone) => `Llamar al ${phone}`,
  logoOf: (company) => `Logo de ${company}`,
  contact: 'Contacto',
  validUntil: (date) => `Vigente hasta el ${date}`,
  promotions: 'Promociones',
  ads: 'Anuncios',
  others: 'Otros',
  sections: 'Secciones del menú',
  search: {
    label: 'Buscar platillo',
    button: 'Buscar',
    found: (count, query) => (count === 1 ? `1 platillo con «${query}»` : `${count} platillos con «${query}»`),
    none: (query) => `No encontramos platillos con «${query}».`,
    showAll: 'Ver todo el menú',
  },
  menuOf: (company, branch) => `Menú de ${company}, ${branch}`,
  menu: 'Menú',
  empty: 'Este menú aún no tiene productos.',
  skip: 'Saltar al menú',
  unavailableTitle: 'Menú no disponible',
  unavailable: 'Este menú no está disponible por el momento.',
  notFoundTitle: 'Menú no encontrado',
  notFoundHeading: 'No encontramos este menú',
  notFoundHint: 'Revisa el enlace o vuelve a escanear el código QR.',
  languages: 'Idiomas',
  table: (n) => `Mesa ${n}`,
  website: 'Sitio web',
  privacyNotice: 'Aviso de privacidad',
  upTo: (limit) => `Elige hasta ${limit}`,
  obligatory: 'Obligatorio',
  combo: {
    ofTheDay: 'Menú del día',
    byChoice: 'Según lo que elijas',
    rule: (min, max) =>
      min === max ? `Elige ${min}` : min === 0 ? `Opcional · hasta ${max}` : `Elige de ${min} a ${max}`,
  },
  // As shared/src/menu/schedule.ts writes them (the panel's board says the same).
  hours: (days, ranges) => `${days ?? 'Disponible'} ${ranges}`,
  dayRange: (from, to) => `${from} a ${to}`,
  timeRange: (from, to) => `de ${from} a ${to}`,
  // The catalogue's words, the levels, the diets and a dish's notices: the panel's too.
  allergens: SPANISH_FACT_WORDS.allergens,
  levels: SPANISH_FACT_WORDS.levels,
  diets: SPANISH_FACT_WORDS.diets,
  allergy: {
    ...SPANISH_FACT_WORDS.allergy,
    descriptions: Object.fromEntries(ALLERGENS.map((a) => [a.code, a.description])) as PageWords['allergens'],
    // Spanish keeps its own joining words ('gluten ni huevo'), which Intl's lists do not have.
    list: (names, how) => {
      const list = names.map((n) => n.toLowerCase())
      return list.length > 1 ? `${list.slice(0, -1).join(', ')} ${JOIN[how]} ${list.at(-1)}` : (list[0] ?? '')
    },
    mayContain: (list) => `Puede contener ${list}`,
    unconfirmed: (list) => `${list}: sin confirmar, consulta al personal`,
    noneHidden: (list) => `Ningún platillo contiene ${list}.`,
    hidden: (count, list) =>
      count === 1
        ? `Se ocultó 1 platillo que contiene ${list}.`
        : `Se ocultaron ${count} platillos que contienen ${list}.`,
    stillShown: 'Los que pueden contenerlo o no lo tienen confirmado siguen a la vista, con un aviso.',
    removeFilter: 'Quitar filtro y ver todo el menú',
    filter: 'Filtrar por alérgenos',
    hideWith: 'Ocultar platillos con…',
    apply: 'Aplicar filtro',
    legend: 'Qué significa cada alérgeno',
    explain: {
      contains: 'el platillo lleva ese ingrediente.',
      may_contain: 'puede tener trazas por cómo se prepara.',
      unconfirmed: 'el restaurante aún no lo confirma; consulta al personal antes de pedir.',
      glutenFree: 'confirmado sin gluten.',
    },
    section: 'Alérgenos',
  },
  order: {
    add: 'Agregar',
    addDish: (dish) => `Agregar ${dish}`,
    added: 'Agregado',
    myOrder: 'Mi pedido',
    viewOrder: 'Ver mi pedido',
    empty: 'Tu pedido está vacío. Agrega platillos desde el menú.',
    backToMenu: 'Volver al menú',
    choose: 'Elige tus opciones',
    addToOrder: 'Agregar a mi pedido',
    quantity: 'Cantidad',
    more: (dish) => `Uno más de ${dish}`,
    less: (dish) => `Uno menos de ${dish}`,
    remove: (dish) => `Quitar ${dish}`,
    clear: 'Vaciar pedido',
    total: 'Total',
    unavailable: 'Ya no disponible',
    showWaiter: 'Mostrar al mesero',
    sendWhatsApp: 'Enviar por WhatsApp',
    pickOne: (group) => `Elige una opción de ${group}.`,
    pickAtMost: (group, max) => `En ${group} elige como máximo ${max}.`,
    pickBetween: (group, min, max) =>
      min === max ? `En ${group} elige ${min}.` : `En ${group} elige de ${min} a ${max}.`,
    full: 'Tu pedido ya tiene todos los platillos que caben.',
    callWaiter: 'Llamar al mesero',
    askBill: 'Pedir la cuenta',
    waiterCalled: (table) => `Listo: avisamos al mesero de la mesa ${table}.`,
    billAsked: (table) => `Listo: el mesero lleva la cuenta a la mesa ${table}.`,
    alreadyCalled: 'Ya avisamos al mesero hace un momento; tu llamada sigue en espera.',
    waitBeforeCalling: 'Espera un momento antes de volver a llamar.',
    tooFast: 'Son muchos cambios seguidos; espera un momento y vuelve a intentarlo.',
    notOffered: 'Esta sucursal no toma pedidos ni llamadas desde la mesa.',
  },
}
