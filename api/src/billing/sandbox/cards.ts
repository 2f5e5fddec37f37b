import type { SandboxCardsTable } from '../../db/types.js'
import type { ProviderCard } from '../payments/provider.js'

/**
 * The sandbox's card rules: what its card page accepts (a real provider checks the same on
 * its own page) and how each documented test card behaves when charged. Pure functions.
 */

export const CARD_MESSAGES = {
  number: 'Número de tarjeta no válido',
  expired: 'La tarjeta está vencida',
  expiry: 'Fecha de vencimiento no válida',
  cvc: 'CVC no válido',
  name: 'Escribe el nombre como aparece en la tarjeta',
} as const

export type Behaviour = SandboxCardsTable['behaviour']
export type Brand = ProviderCard['brand']
export const BRANDS: readonly Brand[] = ['visa', 'mastercard', 'amex']

/** The documented test cards (docs/billing.md, and the note on the card page); any other valid number succeeds. */
export const TEST_CARDS: ReadonlyArray<{ number: string; behaviour: Behaviour; label: string }> = [
  { number: '4242424242424242', behaviour: 'succeeds', label: 'pago aprobado' },
  { number: '4000000000000002', behaviour: 'declined', label: 'pago rechazado' },
  { number: '4000000000000341', behaviour: 'fails_on_renewal', label: 'se guarda y cobra una vez; falla al renovar' },
  {
    number: '4000000000003220',
    behaviour: 'authenticates',
    label: 'tu banco pide confirmar cada pago (3-D Secure); al renovar, sin nadie que confirme, se rechaza',
  },
]

export interface CardInput {
  number: string
  /** 'MM/AA' as typed ('MM/AAAA' is accepted too). */
  expiry: string
  cvc: string
  name: string
}

export type CardCheck =
  | { ok: true; card: Omit<ProviderCard, 'providerToken'>; behaviour: Behaviour }
  | { ok: false; field: keyof CardInput; message: string }

/** Luhn checksum of a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The brand by prefix: Visa 4, Mastercard 51-55 and 2221-2720, Amex 34/37; other networks are not taken. */
export function brandOf(digits: string): ProviderCard['brand'] | undefined {
  if (/^4/.test(digits)) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  const four = Number(digits.slice(0, 4))
  if (/^5[1-5]/.test(digits) || (four >= 2221 && four <= 2720)) return 'mastercard'
  return undefined
}

const LENGTHS: Record<ProviderCard['brand'], number[]> = { visa: [13, 16, 19], mastercard: [16], amex: [15] }

/** Checks a card as typed on the page (spaces and dashes in the number are ignored); `now` decides expiry. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '')
  const brand = /^\d{13,19}$/.test(digits) ? brandOf(digits) : undefined
  if (!brand || !LENGTHS[brand].includes(digits.length) || !luhnValid(digits))
    return { ok: false, field: 'number', message: CARD_MESSAGES.number }

  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry)
  const month = m ? Number(m[1]) : 0
  if (!m || month < 1 || month > 12) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiry }
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])
  // A card is valid through the last day of its expiry month (UTC).
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (year * 12 + (month - 1) < current) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expired }
  if (year > now.getUTCFullYear() + 20) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiry }

  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(input.cvc.trim()))
    return { ok: false, field: 'cvc', message: CARD_MESSAGES.cvc }
  if (input.name.trim() === '') return { ok: false, field: 'name', message: CARD_MESSAGES.name }

  const behaviour = TEST_CARDS.find((c) => c.number === digits)?.behaviour ?? 'succeeds'
  return { ok: true, card: { brand, last4: digits.slice(-4), exp_month: month, exp_year: year }, behaviour }
}

/** Whether a card is past its expiry month at `now`. */
export const isExpired = (card: { exp_month: number; exp_year: number }, now: Date) =>
  card.exp_year * 12 + (card.exp_month - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth()
