import { esc } from './escape.js'
import type { PublicMenu } from './schema.js'
import type { PageWords } from './words/index.js'

/**
 * The footer's link to the owner's privacy notice ('Aviso de privacidad'): the view gives its URL
 * only while a tracking script (Google Tag Manager or Analytics, the Meta pixel) runs on the page,
 * and the API does not let those ids be saved without it (data/accounts.ts).
 */
export const privacyLink = (view: PublicMenu, w: PageWords): string =>
  view.tracking.privacy_url
    ? `<p><a href="${esc(view.tracking.privacy_url)}" rel="noopener">${esc(w.privacyNotice)}</a></p>`
    : ''
