import { formatPrice, truncateText } from '@menu/shared';
import { dayjs } from '@menu/shared/format/dates';
import type { HistoryAction, HistoryChange, HistoryEntity, HistoryEntry, HistoryValue } from './types';

/** The entity types in Spanish, in the order the filter lists them. */
export const ENTITY_LABELS: Record<HistoryEntity, string> = {
  product: 'Producto',
  variant: 'Variante',
  variant_group: 'Grupo de variantes',
  category: 'Categoría',
  family: 'Familia',
  tag: 'Etiqueta',
  promotion: 'Promoción',
  advertising: 'Publicidad',
  template: 'Plantilla',
  branch: 'Sucursal',
  brand: 'Marca',
};

export const isHistoryEntity = (value: string | null): value is HistoryEntity =>
  value !== null && Object.hasOwn(ENTITY_LABELS, value);

/** Each action's tag: its word and colour. */
export const ACTION_TAGS: Record<HistoryAction, { label: string; color: string }> = {
  create: { label: 'Creado', color: 'green' },
  update: { label: 'Modificado', color: 'blue' },
  delete: { label: 'Eliminado', color: 'red' },
  // The entry that reverted another; the reverted one reads 'Deshecho'.
  undo: { label: 'Reversión', color: 'orange' },
  restore: { label: 'Restaurado', color: 'purple' },
  scheduled: { label: 'Programado', color: 'cyan' },
};

/**
 * The columns (and 'table.column' of attached rows) an owner reads in Spanish. A field not
 * listed reads in a readable form of its name (fieldLabel).
 */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  price_cents: 'Precio',
  price: 'Precio',
  enabled: 'Activo',
  description: 'Descripción',
  image: 'Imagen',
  image_mobile: 'Imagen para móvil',
  image_desktop: 'Imagen para escritorio',
  category_id: 'Categoría',
  family_id: 'Familia',
  group_id: 'Grupo de variantes',
  position: 'Orden',
  translations: 'Traducciones',
  allergens: 'Alérgenos',
  diets: 'Dietas',
  calories: 'Calorías',
  portion: 'Porción',
  icon: 'Ícono',
  color: 'Color',
  tags: 'Etiquetas',
  product_tags: 'Etiquetas',
  obligatory: 'Obligatorio',
  limit: 'Límite',
  schedule: 'Horario',
  starts_at: 'Inicio',
  expires_at: 'Vencimiento',
  url: 'Enlace',
  route_key: 'Clave de la ruta',
  address: 'Dirección',
  phone: 'Teléfono',
  time_zone: 'Zona horaria',
  logo: 'Logo',
  'template_products.price_cents': 'Precio en plantilla',
  'template_products.enabled': 'Activo en plantilla',
  'template_variants.price_cents': 'Precio de variante en plantilla',
  'template_variants.enabled': 'Variante activa en plantilla',
  'product_variant_groups.limit': 'Límite del grupo',
  'product_variant_groups.obligatory': 'Grupo obligatorio',
};

/** Fields whose value is a yes/no (stored as 0/1 or true/false). */
const FLAGS = /(^|[._])(enabled|obligatory|active|visible)$/;

/** 'sold_out', 'sold_out.until', 'sold_out_marks.branch_id'…: all read 'Agotado'. */
const SOLD_OUT = /^sold_out/;

/** A field's Spanish label: the known ones, 'Agotado', else its name made readable ('max_items' -> 'Max items'). */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  if (SOLD_OUT.test(field)) return 'Agotado';
  const column = field.includes('.') ? field.slice(field.indexOf('.') + 1) : field;
  if (FIELD_LABELS[column] && !column.endsWith('_cents') && !FLAGS.test(column)) return FIELD_LABELS[column];
  const words = field.replace(/_id$/, '').replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the owner reads it: money with the price rule, Sí/No, dates in Spanish, long texts cut. */
export function formatValue(field: string, value: HistoryValue): string {
  if (value === null || value === '') return '—';
  if (field.endsWith('_cents') && typeof value === 'number') return formatPrice(value / 100);
  if (typeof value === 'boolean' || (FLAGS.test(field) && (value === 0 || value === 1)))
    return value === true || value === 1 ? 'Sí' : 'No';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return dayjs(value).format('D MMM YYYY, HH:mm');
  return truncateText(String(value), 60);
}

/** 'Precio: $80 → $95'. */
export const changeText = ({ field, before, after }: HistoryChange) =>
  `${fieldLabel(field)}: ${formatValue(field, before)} → ${formatValue(field, after)}`;

/** Who made a change: the e-mail, or 'Sistema' for the scheduler and the jobs. */
export const actorText = (actor: string) => actor || 'Sistema';

/** What changed, in one line: the item's type and name ('Producto · Tacos al pastor', '3 productos'). */
export function subjectText(entry: Pick<HistoryEntry, 'entity' | 'name' | 'count'>): string {
  const type = ENTITY_LABELS[entry.entity] ?? fieldLabel(entry.entity);
  if (entry.count > 1 && !entry.name) return `${type} · ${entry.count} elementos`;
  return entry.name ? `${type} · ${entry.name}` : type;
}
