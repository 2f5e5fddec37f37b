// The 'Zona horaria' choices of a branch: Mexico's zones first, named the way owners know
// them, then every other zone the browser knows (a franchise may open abroad).

/** Mexico's zones with the regions that use them (tzdb, 2026: no daylight saving but the border). */
const MEXICO: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'America/Mexico_City', label: 'Centro: Ciudad de México, Guadalajara, Puebla' },
  { value: 'America/Monterrey', label: 'Centro: Monterrey' },
  { value: 'America/Merida', label: 'Centro: Mérida' },
  { value: 'America/Bahia_Banderas', label: 'Centro: Bahía de Banderas' },
  { value: 'America/Chihuahua', label: 'Centro: Chihuahua' },
  { value: 'America/Cancun', label: 'Sureste: Cancún, Quintana Roo' },
  { value: 'America/Mazatlan', label: 'Pacífico: Mazatlán, Tepic, La Paz' },
  { value: 'America/Hermosillo', label: 'Pacífico sin horario de verano: Sonora' },
  { value: 'America/Tijuana', label: 'Noroeste: Tijuana, Mexicali' },
  { value: 'America/Matamoros', label: 'Frontera noreste: Matamoros, Reynosa, Nuevo Laredo' },
  { value: 'America/Ojinaga', label: 'Frontera: Ojinaga' },
  { value: 'America/Ciudad_Juarez', label: 'Frontera: Ciudad Juárez' },
];

export interface TimeZoneGroup {
  label: string;
  options: Array<{ value: string; label: string }>;
}

/** The zone of the owner's browser: a new branch's first guess (they usually set it up on site). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Mexico_City';
}

function otherZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * Grouped options for antd's Select. `current` (the stored zone, or the browser's) is always
 * among them, even when this browser's list lacks it, so the select never shows a raw value.
 */
export function timeZoneOptions(current?: string | null): TimeZoneGroup[] {
  const mexican = new Set(MEXICO.map((zone) => zone.value));
  const others = [...new Set([...otherZones(), ...(current ? [current] : [])])]
    .filter((zone) => !mexican.has(zone))
    .sort()
    .map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
  return [
    { label: 'México', options: [...MEXICO] },
    { label: 'Otras zonas', options: others },
  ];
}
