import { Type } from 'typebox'

const Interval = Type.Union([Type.Literal('monthly'), Type.Literal('yearly')])

/** A card of the plan selector (GET /v1/plans): amounts are decimal numbers in the requested currency. */
export const PlanCard = Type.Object({
  id: Type.String({ description: 'FREEMIUM, NEGOCIO, FRANCHISES, or SUCURSALES (the branch add-on)' }),
  title: Type.String({ description: "The plan's name: 'Gratis', 'Negocio', 'Franquicias', 'Sucursales adicionales'" }),
  price: Type.Number({ description: 'Monthly amount (per branch for SUCURSALES); 0 for FREEMIUM' }),
  intervals: Type.Array(Type.Object({
    interval: Interval,
    code: Type.String({ description: 'Price list code to subscribe with, e.g. MENU-NEGOCIO-MXN, MENU-SUCURSALES-USD' }),
    amount: Type.Number({ description: 'Amount for the whole interval (yearly: ten months)' }),
  }), { description: 'Empty for FREEMIUM' }),
  features: Type.Array(Type.String(), { description: 'Short Spanish bullets of what the plan includes' }),
}, { $id: 'PlanCard', title: 'PlanCard' })

export const BILLING_SCHEMAS = [PlanCard]
