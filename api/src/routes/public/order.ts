import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { noteDishAdd } from '../../data/dish-adds.js'
import { tableCalls } from '../../data/table-calls.js'
import type { BranchRow } from '../../db/types.js'
import type { PageState } from '../../public-menu/links.js'
import { localFormat } from '../../public-menu/locale.js'
import { type PublicMenus, panelOrigins } from '../../public-menu/page.js'
import type { PublicMenu } from '../../public-menu/schema.js'
import { newOrderToken, orderCookie, orderToken } from '../../public-menu/order/cookie.js'
import { choiceProblem, needsChoices, orderable, problemText } from '../../public-menu/order/choices.js'
import {
  addedDishField,
  callKindField,
  callResultField,
  choiceFields,
  FORM_BODY_LIMIT,
  fromChoicesPage,
  idField,
  intField,
  parseForm,
  quantityField,
} from '../../public-menu/order/fields.js'
import { groupPricing, orderLines, orderTotal, productsById } from '../../public-menu/order/lines.js'
import { addItem, MAX_QTY, orderLists, setQuantity } from '../../public-menu/order/list.js'
import { renderCall, renderMessage } from '../../public-menu/order/render-call.js'
import { renderChoose } from '../../public-menu/order/render-choose.js'
import { renderList } from '../../public-menu/order/render-list.js'
import { askedLanguage, menuHref, orderHref, orderState } from '../../public-menu/order/state.js'
import { orderDocument } from '../../public-menu/order/styles.js'
import { whatsappMessage, whatsappOrderUrl } from '../../public-menu/order/whatsapp.js'
import { wordsFor } from '../../public-menu/words/index.js'
import { separateMenuHosts } from '../../plugins/sites.js'
import { dayFormatter, visitorHasher } from '../../views/counter.js'

/**
 * From the table, the diner's side (docs/table-service.md, "Diners"): 'Mi pedido' kept on the
 * server under a first-party cookie (public-menu/order/cookie.ts), the choices page of a dish with
 * options, and the waiter calls. Plain HTML forms and redirects (POST, then 303 to a page), no
 * script; every page is per visitor, so `Cache-Control: no-store`, never the menu's page cache.
 * Prices and availability always come from the branch's current menu (the cached view model).
 *
 * Only a branch that offers it (`table_orders` on, and a plan with the Mesas section) takes
 * lists and calls; any other answers the 404 page saying so. Calls are throttled per visitor
 * (the views' daily keyed hash, never the address) and per table.
 */

/** Calls: per visitor 3 in 5 minutes, per table 6 in 10 minutes. */
const CALLS_PER_VISITOR = { limit: 3, seconds: 300 }
const CALLS_PER_TABLE = { limit: 6, seconds: 600 }
/**
 * Changes to a list (add, quantity, empty): per visitor and branch 120 in 10 minutes, far above a
 * table's real use, so a script cannot fill the database or keep one branch's pages busy.
 */
const LIST_WRITES_PER_VISITOR = { limit: 120, seconds: 600 }

interface Loaded {
  view: PublicMenu
  branch: BranchRow
  state: PageState
  owner: { accountId: number; branchId: number }
  ordering: boolean
}

type Params = { routeKey: string }

export const orderRoutes: FastifyPluginAsync<{ menus: PublicMenus }> = async (app, { menus }) => {
  const { db, config } = app.ctx
  // Forms post urlencoded bodies; only these routes read them (this plugin's scope), a few KB at most.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, parseForm(String(body))),
  )
  const lists = orderLists(db, config.now)
  const calls = tableCalls(db, config.now, config.timeZone)
  const dayOf = dayFormatter(config.timeZone)
  // The views' own visitor hash (same secret, same daily key): a diner is one visitor for both.
  const visitorOf = visitorHasher(app.ctx.jwtSecret, dayOf)
  const visitor = (request: FastifyRequest, at: number) =>
    visitorOf(request.ip, String(request.headers['user-agent'] ?? ''), at)
  // On a menu host of its own (PUBLIC_MENU_URL), these pages are the menu's like /m/{key} (plugins/sites.ts).
  const options = { schema: { hide: true }, ...(separateMenuHosts(config) ? { constraints: { site: 'menu' } } : {}) }
  const frameAncestors = [...new Set([...panelOrigins(config.publicUrl), ...config.corsOrigins])]

  const send = (reply: FastifyReply, view: PublicMenu, page: { title: string; body: string }, status = 200) => {
    const doc = orderDocument(view, page.title, page.body, frameAncestors)
    reply.removeHeader('x-frame-options') // frame-ancestors decides, as on the menu
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-language', view.language)
      .header('content-security-policy', doc.csp)
      .type('text/html; charset=utf-8')
      .send(doc.html)
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const page = menus.notFound({
      lang: askedLanguage(request.query),
      acceptLanguage: request.headers['accept-language'],
    })
    reply.removeHeader('x-frame-options')
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .header('content-security-policy', page.csp)
      .type('text/html; charset=utf-8')
      .send(page.html.body)
  }

  const notOffered = (reply: FastifyReply, l: Loaded) =>
    send(reply, l.view, renderMessage(l.view, l.state, wordsFor(l.view.language).order.notOffered), 404)

  const redirect = (reply: FastifyReply, url: string) => reply.header('cache-control', 'no-store').redirect(url, 303)

  /** Counts a change to the visitor's list at the branch; false when they made too many just now. */
  const mayWrite = async (request: FastifyRequest, branchId: number) =>
    (
      await app.ctx.rateLimitStore.take(
        `order-list:${branchId}:visitor:${visitor(request, config.now())}`,
        LIST_WRITES_PER_VISITOR.limit,
        LIST_WRITES_PER_VISITOR.seconds,
      )
    ).ok
  const tooFast = (reply: FastifyReply, l: Loaded) =>
    send(reply, l.view, renderMessage(l.view, l.state, wordsFor(l.view.language).order.tooFast, true), 429)

  /**
   * The menu of the key and the page state of `input` (the query, or the form's body), or the
   * answer already sent: the 404 page for an unknown key, a redirect for an old one (308 keeps
   * a form's body), or the 'not offered' page when the branch does not take lists and calls.
   */
  async function load(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, input: unknown, path: string) {
    const found = await menus.orderView(request.params.routeKey, {
      lang: askedLanguage(input),
      acceptLanguage: request.headers['accept-language'],
    })
    if (found.kind === 'unknown') return notFound(request, reply)
    if (found.kind === 'moved')
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/m/${encodeURIComponent(found.routeKey)}/${path}`, request.method === 'GET' ? 301 : 308)
    const { view, branch } = found
    const accountId = Number(branch.account_id)
    // The view's rule (load.ts takesOrders): the switch on, within a plan with the Mesas section.
    const ordering = view.available && view.ordering
    const loaded: Loaded = {
      view,
      branch,
      state: orderState(input, Number(branch.tables)),
      owner: { accountId, branchId: Number(branch.id) },
      ordering,
    }
    if (!ordering) return notOffered(reply, loaded)
    return loaded
  }
  const isLoaded = (l: Loaded | FastifyReply): l is Loaded => 'view' in l && 'owner' in l

  /** Add a dish (the menu's button, or the choices page with e=1) → back to the dish on the menu. */
  app.post<{ Params: Params }>('/m/:routeKey/pedido', options, async (request, reply) => {
    const l = await load(request, reply, request.body, 'pedido')
    if (!isLoaded(l)) return l
    const { view, state } = l
    const w = wordsFor(view.language).order
    const id = addedDishField(request.body)
    const product = id === undefined ? undefined : productsById(view).get(id)
    if (!product || !orderable(product)) return send(reply, view, renderMessage(view, state, w.unavailable, true), 400)
    if (needsChoices(product) && !fromChoicesPage(request.body))
      return redirect(reply, orderHref(view, state, 'pedido/elegir', `p=${product.id}`))
    const choice = choiceFields(request.body, product.steps.length)
    const qty = quantityField(request.body)
    const problem = choiceProblem(product, choice)
    if (problem || qty === undefined) {
      const error = problem ? problemText(problem, wordsFor(view.language)) : `${w.quantity}: 1–${MAX_QTY}`
      const chosen = { ...choice, qty: qty ?? 1 }
      return send(reply, view, renderChoose({ view, state, product, chosen, error }), 400)
    }
    if (!(await mayWrite(request, l.owner.branchId))) return tooFast(reply, l)
    const token = orderToken(request) ?? newOrderToken()
    const items = addItem(await lists.get(token, l.owner), { product_id: product.id, qty, ...choice })
    if (!items) return send(reply, view, renderMessage(view, state, w.full, true), 400)
    await lists.save(token, l.owner, items, state.table)
    const at = config.now()
    await noteDishAdd(db, { ...l.owner, day: dayOf(at), productId: product.id, visitor: visitor(request, at) })
    reply.header('set-cookie', orderCookie(request, token))
    return redirect(reply, menuHref(view, state, `a${product.id}`))
  })

  /** The choices page of a dish (?p=<id>). */
  app.get<{ Params: Params }>('/m/:routeKey/pedido/elegir', options, async (request, reply) => {
    const l = await load(request, reply, request.query, 'pedido/elegir')
    if (!isLoaded(l)) return l
    const id = idField(request.query, 'p')
    const product = id === undefined ? undefined : productsById(l.view).get(id)
    if (!product) return notFound(request, reply)
    if (!orderable(product))
      return send(reply, l.view, renderMessage(l.view, l.state, wordsFor(l.view.language).order.unavailable), 404)
    return send(reply, l.view, renderChoose({ view: l.view, state: l.state, product }))
  })

  /** 'Mi pedido': priced again from the current menu, in the diner's language and, for the waiter, in Spanish. */
  app.get<{ Params: Params }>('/m/:routeKey/pedido', options, async (request, reply) => {
    const l = await load(request, reply, request.query, 'pedido')
    if (!isLoaded(l)) return l
    const { view, state } = l
    const items = await lists.get(orderToken(request), l.owner)
    // The waiter's block and the WhatsApp message name the dishes as the menu does in Spanish.
    let es = view
    if (view.language !== 'es') {
      const found = await menus.orderView(request.params.routeKey, { lang: 'es' })
      if (found.kind === 'menu') es = found.view
    }
    const pricing = await groupPricing(db, l.owner.accountId, view)
    const lines = orderLines(view, items, pricing)
    const spanish = es === view ? lines : orderLines(es, items, pricing)
    const total = orderTotal(lines)
    const message = whatsappMessage(spanish, total, localFormat('es', view.currency).price, state.table)
    const whatsapp = whatsappOrderUrl(l.branch.whatsapp_num, message)
    return send(reply, view, renderList({ view, state, lines, spanish, total, whatsapp }))
  })

  /**
   * A line's quantity → the list. Fields `l` (the line) and `n` (its new quantity, 0 removes it):
   * `n` as on the choices page, since `q` is the page state's search (links.ts).
   */
  app.post<{ Params: Params }>('/m/:routeKey/pedido/cambiar', options, async (request, reply) => {
    const l = await load(request, reply, request.body, 'pedido/cambiar')
    if (!isLoaded(l)) return l
    const token = orderToken(request)
    const index = intField(request.body, 'l', 0, 99, -1)
    const qty = intField(request.body, 'n', 0, MAX_QTY + 1, -1)
    if (token && index >= 0 && qty >= 0) {
      if (!(await mayWrite(request, l.owner.branchId))) return tooFast(reply, l)
      const items = await lists.get(token, l.owner)
      if (items[index]) await lists.save(token, l.owner, setQuantity(items, index, qty), l.state.table)
    }
    return redirect(reply, orderHref(l.view, l.state, 'pedido'))
  })

  /** Empties the list → the list. */
  app.post<{ Params: Params }>('/m/:routeKey/pedido/vaciar', options, async (request, reply) => {
    const l = await load(request, reply, request.body, 'pedido/vaciar')
    if (!isLoaded(l)) return l
    const token = orderToken(request)
    if (token) {
      if (!(await mayWrite(request, l.owner.branchId))) return tooFast(reply, l)
      await lists.save(token, l.owner, [])
    }
    return redirect(reply, orderHref(l.view, l.state, 'pedido'))
  })

  /**
   * 'Llamar al mesero' / 'Pedir la cuenta' from the state's table → the confirmation page. An
   * open call of that table and kind is not repeated; throttled visitors and tables wait.
   */
  app.post<{ Params: Params }>('/m/:routeKey/mesero', options, async (request, reply) => {
    const l = await load(request, reply, request.body, 'mesero')
    if (!isLoaded(l)) return l
    const { view, state } = l
    const kind = callKindField(request.body)
    // No table of this branch (a plain link, a stale QR code) or no kind: nothing to call, back to the menu.
    if (!state.table || !kind) return redirect(reply, menuHref(view, state))
    const { accountId, branchId } = l.owner
    const byVisitor = await app.ctx.rateLimitStore.take(
      `table-call:${branchId}:visitor:${visitor(request, config.now())}`,
      CALLS_PER_VISITOR.limit,
      CALLS_PER_VISITOR.seconds,
    )
    const byTable = byVisitor.ok
      ? await app.ctx.rateLimitStore.take(
          `table-call:${branchId}:table:${state.table}`,
          CALLS_PER_TABLE.limit,
          CALLS_PER_TABLE.seconds,
        )
      : byVisitor
    let result: 'ok' | 'open' | 'wait' = 'wait'
    if (byTable.ok) {
      const { created } = await calls.create(accountId, branchId, state.table, kind)
      if (created) app.callsHub.changed(branchId)
      result = created ? 'ok' : 'open'
    }
    return redirect(reply, orderHref(view, state, 'mesero', `k=${kind}&r=${result}`))
  })

  /** What a call did, in the diner's language (429 when throttled). */
  app.get<{ Params: Params }>('/m/:routeKey/mesero', options, async (request, reply) => {
    const l = await load(request, reply, request.query, 'mesero')
    if (!isLoaded(l)) return l
    const kind = callKindField(request.query)
    const result = callResultField(request.query)
    if (!l.state.table || !kind || !result) return redirect(reply, menuHref(l.view, l.state))
    return send(reply, l.view, renderCall(l.view, l.state, kind, result), result === 'wait' ? 429 : 200)
  })
}
