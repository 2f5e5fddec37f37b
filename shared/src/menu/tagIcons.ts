import { foldText } from '../format/text';

/**
 * The icons a tag can carry: Font Awesome Free solid classes (the font ships in
 * @fortawesome/fontawesome-free), chosen for a restaurant menu. One list for the
 * panel's picker and the public menu, which shows the same icons. Each `label` and
 * `keywords` are Spanish, for the picker's search.
 */
export interface TagIconOption {
  /** The class to store on the tag, e.g. 'fa-solid fa-pepper-hot'. */
  icon: string;
  label: string;
  keywords?: string;
}

export const TAG_ICONS: readonly TagIconOption[] = [
  // Diet and allergens
  { icon: 'fa-solid fa-pepper-hot', label: 'Picante', keywords: 'chile chili spicy' },
  { icon: 'fa-solid fa-fire', label: 'Muy picante', keywords: 'fuego caliente popular' },
  { icon: 'fa-solid fa-fire-flame-curved', label: 'Flama', keywords: 'fuego picante asado' },
  { icon: 'fa-solid fa-leaf', label: 'Vegano', keywords: 'hoja vegetariano natural' },
  { icon: 'fa-solid fa-seedling', label: 'Vegetariano', keywords: 'planta brote vegano' },
  { icon: 'fa-solid fa-carrot', label: 'Verduras', keywords: 'zanahoria vegetal' },
  { icon: 'fa-solid fa-apple-whole', label: 'Fruta', keywords: 'manzana saludable' },
  { icon: 'fa-solid fa-lemon', label: 'Cítrico', keywords: 'limon acido' },
  { icon: 'fa-solid fa-wheat-awn', label: 'Gluten', keywords: 'trigo cereal' },
  { icon: 'fa-solid fa-wheat-awn-circle-exclamation', label: 'Sin gluten', keywords: 'trigo alergeno celiaco' },
  { icon: 'fa-solid fa-cheese', label: 'Lácteos', keywords: 'queso leche' },
  { icon: 'fa-solid fa-egg', label: 'Huevo', keywords: 'alergeno desayuno' },
  { icon: 'fa-solid fa-fish', label: 'Pescado', keywords: 'mariscos mar' },
  { icon: 'fa-solid fa-fish-fins', label: 'Mariscos', keywords: 'pescado mar' },
  { icon: 'fa-solid fa-shrimp', label: 'Camarón', keywords: 'mariscos' },
  { icon: 'fa-solid fa-drumstick-bite', label: 'Pollo', keywords: 'carne alitas' },
  { icon: 'fa-solid fa-bacon', label: 'Tocino', keywords: 'cerdo carne' },
  { icon: 'fa-solid fa-cow', label: 'Res', keywords: 'carne vaca' },
  { icon: 'fa-solid fa-heart-pulse', label: 'Saludable', keywords: 'ligero fit' },
  { icon: 'fa-solid fa-dumbbell', label: 'Alto en proteína', keywords: 'fit gimnasio' },
  { icon: 'fa-solid fa-triangle-exclamation', label: 'Alérgenos', keywords: 'aviso alergia' },
  // Dishes
  { icon: 'fa-solid fa-burger', label: 'Hamburguesa', keywords: 'comida rapida' },
  { icon: 'fa-solid fa-hotdog', label: 'Hot dog', keywords: 'salchicha comida rapida' },
  { icon: 'fa-solid fa-pizza-slice', label: 'Pizza', keywords: 'italiana' },
  { icon: 'fa-solid fa-bowl-rice', label: 'Arroz', keywords: 'asiatica tazon' },
  { icon: 'fa-solid fa-bowl-food', label: 'Tazón', keywords: 'sopa ensalada' },
  { icon: 'fa-solid fa-plate-wheat', label: 'Platillo', keywords: 'plato comida' },
  { icon: 'fa-solid fa-bread-slice', label: 'Pan', keywords: 'panaderia' },
  { icon: 'fa-solid fa-utensils', label: 'Cubiertos', keywords: 'comida restaurante' },
  { icon: 'fa-solid fa-jar', label: 'Salsa', keywords: 'frasco aderezo' },
  // Desserts
  { icon: 'fa-solid fa-ice-cream', label: 'Helado', keywords: 'postre nieve' },
  { icon: 'fa-solid fa-cake-candles', label: 'Pastel', keywords: 'postre cumpleaños' },
  { icon: 'fa-solid fa-cookie', label: 'Galleta', keywords: 'postre dulce' },
  { icon: 'fa-solid fa-cookie-bite', label: 'Dulce', keywords: 'postre galleta' },
  { icon: 'fa-solid fa-candy-cane', label: 'Caramelo', keywords: 'dulce' },
  // Drinks
  { icon: 'fa-solid fa-mug-hot', label: 'Bebida caliente', keywords: 'cafe te chocolate' },
  { icon: 'fa-solid fa-mug-saucer', label: 'Café', keywords: 'taza bebida caliente' },
  { icon: 'fa-solid fa-glass-water', label: 'Agua', keywords: 'bebida vaso' },
  { icon: 'fa-solid fa-bottle-water', label: 'Botella', keywords: 'agua bebida' },
  { icon: 'fa-solid fa-blender', label: 'Licuado', keywords: 'smoothie jugo malteada' },
  { icon: 'fa-solid fa-wine-glass', label: 'Vino', keywords: 'copa alcohol' },
  { icon: 'fa-solid fa-wine-bottle', label: 'Botella de vino', keywords: 'alcohol' },
  { icon: 'fa-solid fa-beer-mug-empty', label: 'Cerveza', keywords: 'tarro alcohol' },
  { icon: 'fa-solid fa-martini-glass', label: 'Coctel', keywords: 'martini alcohol' },
  { icon: 'fa-solid fa-martini-glass-citrus', label: 'Coctel cítrico', keywords: 'margarita alcohol' },
  { icon: 'fa-solid fa-whiskey-glass', label: 'Licor', keywords: 'whisky tequila alcohol' },
  { icon: 'fa-solid fa-champagne-glasses', label: 'Brindis', keywords: 'champaña celebracion' },
  // Highlights
  { icon: 'fa-solid fa-star', label: 'Favorito', keywords: 'estrella destacado popular' },
  { icon: 'fa-solid fa-heart', label: 'Me encanta', keywords: 'corazon favorito' },
  { icon: 'fa-solid fa-thumbs-up', label: 'Recomendado', keywords: 'popular' },
  { icon: 'fa-solid fa-crown', label: 'Especialidad', keywords: 'corona premium casa' },
  { icon: 'fa-solid fa-award', label: 'Premiado', keywords: 'medalla' },
  { icon: 'fa-solid fa-trophy', label: 'El mejor', keywords: 'trofeo ganador' },
  { icon: 'fa-solid fa-certificate', label: 'Nuevo', keywords: 'novedad sello' },
  { icon: 'fa-solid fa-wand-magic-sparkles', label: 'Novedad', keywords: 'nuevo magia' },
  { icon: 'fa-solid fa-bolt', label: 'Rápido', keywords: 'rayo express' },
  { icon: 'fa-solid fa-clock', label: 'Por tiempo limitado', keywords: 'reloj temporada' },
  { icon: 'fa-solid fa-percent', label: 'Descuento', keywords: 'oferta promocion' },
  { icon: 'fa-solid fa-tag', label: 'Oferta', keywords: 'etiqueta precio' },
  { icon: 'fa-solid fa-gift', label: 'Regalo', keywords: 'cortesia' },
  { icon: 'fa-solid fa-sun', label: 'De temporada', keywords: 'verano sol' },
  { icon: 'fa-solid fa-snowflake', label: 'Frío', keywords: 'helado invierno' },
  { icon: 'fa-solid fa-temperature-high', label: 'Caliente', keywords: 'temperatura' },
  { icon: 'fa-solid fa-child', label: 'Para niños', keywords: 'infantil menu' },
  { icon: 'fa-solid fa-bell-concierge', label: 'Del chef', keywords: 'servicio chef' },
  { icon: 'fa-solid fa-kitchen-set', label: 'Casero', keywords: 'cocina hecho en casa' },
];

/** Icons whose label, keywords or class contain the search text (accents ignored). */
export function searchTagIcons(search: string): TagIconOption[] {
  const needle = foldText(search.trim());
  if (!needle) return [...TAG_ICONS];
  return TAG_ICONS.filter((option) =>
    foldText(`${option.label} ${option.keywords ?? ''} ${option.icon}`).includes(needle),
  );
}

/** The option of a stored class, if it is one of ours. */
export const tagIconOption = (icon: string | null | undefined) => TAG_ICONS.find((option) => option.icon === icon);
