/** Text safe inside HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A link's lifetime in words: '1 hora', '48 horas', '30 minutos'. */
export function validFor(seconds: number): string {
  const [amount, unit] =
    seconds >= 3600 && seconds % 3600 === 0
      ? [seconds / 3600, 'hora']
      : [Math.max(1, Math.round(seconds / 60)), 'minuto']
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`
}
