import { ALLERGEN_CODES, type AllergenMap, DIETS } from '@menu/shared/menu/allergens'
import { type Static, Type } from 'typebox'
import { type ValueFactFields, valueFields } from '../schemas/allergens.js'

/**
 * The public menu's view model: what GET /m/{routeKey} renders and what
 * GET /v1/public/menus/{routeKey} answers as JSON. Only what a diner sees: disabled and
 * expired items are already removed, prices are formatted as the panel shows them (formatPrice), URLs are
 * checked (http(s) or this server's own files), colours are the legible ones actually used.
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

const Image = Type.Object({
  src: Type.String({
    description:
      'The large image (800 px wide WebP for products, 1080x1920 posters and mobile ads, 1920x1080 desktop ads)',
  }),
  src_small: Nullable(
    Type.String({ description: 'The half-width sibling (400 px, 540x960, 960x540), when there is one' }),
  ),
})

const PublicTag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Nullable(
    Type.String({ description: "Font Awesome solid class, e.g. 'fa-solid fa-pepper-hot'; null when none or unknown" }),
  ),
})

/** The shared component (schemas/allergens.ts), typed as the shared catalogue's map. */
const Allergens = Type.Unsafe<AllergenMap>(
  Type.Ref('AllergenMap', {
    description:
      "Code -> contains · may_contain · free; an absent code is not confirmed (the page says so), never 'free'",
  }),
)
/** The value facts (DISH_FACTS: portion, calories), each its value or null. */
const FactValues = valueFields<ValueFactFields>((fact) =>
  Nullable(
    fact.kind === 'integer'
      ? Type.Integer({ minimum: 0, description: `${fact.unit}; null: not given` })
      : Type.String({ description: `${fact.description}; null: not given` }),
  ),
)

const PublicVariant = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Nullable(Type.Number({ description: 'Extra price; null when none' })),
  price_text: Nullable(Type.String({ description: "Formatted extra price, e.g. '+$10'" })),
  sold_out: Type.Boolean({ description: "Sold out in this branch now ('Agotado'): still listed, not orderable" }),
  allergens: Allergens,
  ...FactValues,
})

const PublicVariantGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  limit: Nullable(Type.Integer({ description: 'Most variants a diner may choose; null = no limit' })),
  obligatory: Type.Boolean(),
  rule: Nullable(
    Type.String({
      description: "The limit and obligatory flag in words, in the answer's language: 'Elige hasta 2 · Obligatorio'",
    }),
  ),
  variants: Type.Array(PublicVariant),
  pricing_text: Nullable(
    Type.String({
      description:
        "Extras priced by position, in words: 'Las primeras 2 sin costo, después +$10 c/u'; null: each variant's own price",
    }),
  ),
})

const PublicComboItem = Type.Object({
  product_id: Nullable(Type.Integer({ description: 'The dish offered; null: a simple named item' })),
  name: Type.String(),
  surcharge: Nullable(Type.Number({ description: "Added to the combo's price when chosen" })),
  surcharge_text: Nullable(Type.String({ description: "'+$15'; null: no surcharge" })),
  sold_out: Type.Boolean({ description: 'The dish is sold out in this branch now: listed, not choosable' }),
  allergens: Nullable(Allergens),
})

const PublicComboStep = Type.Object({
  name: Type.String(),
  min: Type.Integer({ minimum: 0 }),
  max: Type.Integer({ minimum: 1 }),
  rule: Type.String({
    description: "min..max in words, in the answer's language: 'Elige 1', 'Elige de 1 a 2', 'Opcional · hasta 2'",
  }),
  items: Type.Array(PublicComboItem),
})

const PublicProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  price: Type.Number(),
  price_text: Type.String({
    description:
      "As shown to diners, in the answer's language: '$12.50', '$12' for 12.00 and 12.05; 'MX$12.50' in English",
  }),
  image: Nullable(Image),
  featured: Type.Boolean(),
  recommended: Type.Boolean(),
  tags: Type.Array(PublicTag),
  variant_groups: Type.Array(PublicVariantGroup),
  unavailable_text: Nullable(
    Type.String({
      description:
        "Out of its hours now (owner chose 'Mostrar con su horario'): its hours, e.g. 'Lun a vie de 7:00 a 12:00'; null: available now",
    }),
  ),
  sold_out: Type.Boolean({
    description: "Sold out in this branch now ('Agotado'): still listed, with its price struck through",
  }),
  allergens: Allergens,
  diets: Type.Array(Type.Enum([...DIETS]), {
    description: "vegetarian, vegan ('Sin gluten' is derived from allergens.gluten = free)",
  }),
  ...FactValues,
  kind: Type.Union([Type.Literal('dish'), Type.Literal('combo')]),
  steps: Type.Array(PublicComboStep, {
    description:
      "A combo's choices today in this branch (a menu of the day's steps for the branch's date); [] for a dish",
  }),
  choice_allergens: Type.Array(Type.Enum([...ALLERGEN_CODES]), {
    description:
      "'Según lo que elijas': allergens that some choice of the combo contains or may contain, beyond the combo's own; [] for a dish",
  }),
})

const PublicCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  unavailable_text: Nullable(
    Type.String({
      description:
        "Out of its hours now (owner chose 'Mostrar con su horario'): its hours, e.g. 'Lun a vie de 7:00 a 12:00'; null: available now",
    }),
  ),
  products: Type.Array(PublicProduct),
})

const PublicFamily = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  icon: Nullable(Type.String({ description: 'URL of the 256 px icon' })),
  categories: Type.Array(PublicCategory),
})

const SocialLink = Type.Object({
  kind: Type.Union([
    Type.Literal('facebook'),
    Type.Literal('instagram'),
    Type.Literal('tiktok'),
    Type.Literal('website'),
  ]),
  label: Type.String(),
  url: Type.String(),
})

export const PublicMenu = Type.Object(
  {
    route_key: Type.String(),
    url: Type.String({
      description: 'Absolute URL of the page (PUBLIC_MENU_URL/m/{route_key}): for share links and QR codes',
    }),
    language: Type.String({
      description:
        "The language of this answer (ISO 639-1): ?lang= when the menu offers it, else the first of Accept-Language it offers, else 'es'. A text without a translation in it stays in Spanish",
    }),
    languages: Type.Array(
      Type.Object({
        code: Type.String({ description: 'ISO 639-1' }),
        name: Type.String({ description: "The language's own name: 'English', 'Français'" }),
        url: Type.String({ description: 'The page in that language (PUBLIC_MENU_URL/m/{route_key}?lang={code})' }),
      }),
      {
        description:
          "The languages the menu is offered in, Spanish first (the account's, within its plan); empty when only Spanish",
      },
    ),
    available: Type.Boolean({ description: 'false for a disabled branch: then no menu content is given' }),
    ordering: Type.Boolean({
      description:
        "The branch takes diners' lists ('Mi pedido') and waiter calls from the table: its switch is on and the plan includes them. The page then has an add button on each dish it offers now",
    }),
    company: Type.String(),
    logo: Nullable(Type.String()),
    share_image: Nullable(
      Type.String({
        description:
          "Absolute URL of the link-preview picture (1200x630 JPEG on the menu's origin, og:image): the logo on the brand's colours, else a dish photo; its name changes with them. null: neither",
      }),
    ),
    currency: Type.String(),
    branch: Type.Object({
      name: Type.String(),
      address: Nullable(Type.String()),
      phone: Nullable(Type.String({ description: "'XXX XXX XXXX'" })),
      phone_url: Nullable(Type.String({ description: 'tel: link' })),
      whatsapp_url: Nullable(Type.String({ description: 'https://wa.me/<number>' })),
      links: Type.Array(SocialLink),
    }),
    theme: Type.Object({
      background: Type.String(),
      text: Type.String({
        description: "The owner's text colour, darkened or lightened when needed for a 4.5:1 contrast",
      }),
      button_background: Type.String(),
      button_text: Type.String(),
      headline_font: Type.String({ description: 'CSS font-family list, owner font first' }),
      body_font: Type.String(),
      font_faces: Type.Array(
        Type.Object({
          family: Type.String(),
          url: Type.String({ description: 'WOFF2 on this server' }),
          weight: Type.String({ description: "'400', '700' or a variable range such as '100 900'" }),
          unicode_range: Nullable(Type.String()),
        }),
        { description: 'The web fonts of the chosen families (none for the defaults, which use system fonts)' },
      ),
    }),
    tracking: Type.Object({
      gtm_id: Nullable(Type.String()),
      facebook_pixel: Nullable(Type.String()),
      privacy_url: Nullable(
        Type.String({
          description:
            "The owner's privacy notice ('Aviso de privacidad'), linked from the page's footer while a tracking id is on; null otherwise",
        }),
      ),
    }),
    promotions: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        description: Nullable(Type.String()),
        image: Image,
        expires_at: Nullable(Type.String({ description: "'YYYY-MM-DD', the last day it is shown" })),
        unavailable_text: Nullable(
          Type.String({
            description:
              "Out of its hours now (owner chose 'Mostrar con su horario'): its hours, e.g. 'Lun a vie de 7:00 a 12:00'; null: available now",
          }),
        ),
      }),
    ),
    advertising: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        description: Nullable(Type.String()),
        image_mobile: Image,
        image_desktop: Image,
      }),
    ),
    filter: Type.Object(
      {
        avoid: Type.Array(Type.Enum([...ALLERGEN_CODES]), {
          description: 'The allergens the diner hides (?sin=), known codes only, in catalogue order',
        }),
        hidden: Type.Integer({
          minimum: 0,
          description:
            'Dishes left out because they contain one (or every choice of a required option does); those that may contain one or have it unconfirmed stay',
        }),
      },
      { description: "The diner's allergen filter (?sin=gluten,peanuts or ?sin=gluten&sin=peanuts); none: avoid []" },
    ),
    of_the_day: Type.Array(
      Type.Object({
        product: PublicProduct,
        hours_text: Nullable(
          Type.String({ description: "Today's hours in the branch's time: '13:00–17:00'; null: all day" }),
        ),
      }),
      {
        description:
          "Menus of the day offered now, shown first ('Comida corrida · 13:00–17:00'): daily combos within their hours in the branch's time zone",
      },
    ),
    families: Type.Array(PublicFamily),
    other_products: Type.Array(PublicProduct, {
      description: 'Enabled products without a category, after the families',
    }),
  },
  { $id: 'PublicMenu', title: 'PublicMenu' },
)

export type PublicMenu = Static<typeof PublicMenu>
export type PublicProduct = Static<typeof PublicProduct>
export type PublicVariantGroup = Static<typeof PublicVariantGroup>
export type PublicVariant = Static<typeof PublicVariant>
export type PublicComboStep = Static<typeof PublicComboStep>
export type PublicComboItem = Static<typeof PublicComboItem>
export type PublicFamily = Static<typeof PublicFamily>
export type PublicImage = Static<typeof Image>

/** Every product the page shows, in its order: the menus of the day, the families' dishes, then the others. */
export const shownProducts = (
  view: Pick<PublicMenu, 'of_the_day' | 'families' | 'other_products'>,
): PublicProduct[] => [
  ...view.of_the_day.map((o) => o.product),
  ...view.families.flatMap((f) => f.categories.flatMap((c) => c.products)),
  ...view.other_products,
]
