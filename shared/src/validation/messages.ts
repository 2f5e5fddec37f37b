/** Every validation message of the product, in one place. */
export const MESSAGES = {
  required: 'Campo obligatorio',
  email: 'El formato de correo no es valido',
  password: 'Tu contraseña debe ser mínimo 8 caracteres',
  passwordMismatch: 'La contraseña no coincide',
  phone: 'El teléfono deben ser 10 dígitos',
  gtmId: 'No coincide con el formato adecuado',
  facebookPixel: 'El identificador deben ser entre 15 y 18 dígitos',
  color: 'El color debe tener el formato #RRGGBB',
  routeKeyEmpty: 'No puede ser vacio',
  routeKeySpaces: 'No debe contener espacios en blanco',
  routeKeyTaken: 'Ya esta en uso',
  price: 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales',
  limit: 'El límite debe ser un número entero mayor o igual a 1',
  controlCharacters: 'Contiene caracteres no permitidos',
  lineBreaks: 'No debe contener saltos de línea ni tabuladores',
} as const;
