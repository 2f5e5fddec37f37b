/** Business type options of sign-up and settings; 'Otro' asks 'Dinos tu giro'. */
export const BUSINESS_TYPES = [
  'Agencia',
  'Alitas',
  'Antojitos',
  'Antro',
  'Bar',
  'Botanero',
  'Cafeteria',
  'Cervecería',
  'Comida asiática',
  'Comida mexicana',
  'Hotel',
  'Mariscos',
  'Pizzeria',
  'Pub',
  'Restaurante italiano',
  'Otro',
] as const;
export const OTHER_BUSINESS_TYPE = 'Otro';
