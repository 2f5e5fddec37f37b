import type { HistoryEntry } from './types';

/** A moment `minutes` ago, as the API writes it. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A history entry: the price of 'Tacos al pastor' from $80 to $95, three minutes ago. */
export const entry = (overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: 7,
  at: minutesAgo(3),
  actor: 'demo@example.com',
  member: { id: 1, name: 'La Cantina' },
  action: 'update',
  entity: 'product',
  entity_id: 5,
  name: 'Tacos al pastor',
  count: 1,
  changes: [{ field: 'price_cents', before: 8000, after: 9550, text: 'Precio: $80 → $95.50' }],
  label: null,
  undoes: null,
  undone_by: null,
  ...overrides,
});
