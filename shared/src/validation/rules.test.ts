import { MESSAGES } from './messages';
import {
  check,
  color,
  email,
  facebookPixel,
  gtmId,
  matches,
  password,
  phone,
  required,
  routeKey,
  socialUsername,
  website,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  price,
  limit,
  multiLineText,
  singleLineText,
  tables,
  MAX_TABLES,
  httpsUrl,
  privacyUrlNeeded,
  wifiName,
  wifiPassword,
} from './rules';
import { socialNetwork } from '../format/social';
import { SECTIONS } from '../access';
import { isReservedRouteKey } from './reservedRouteKeys';

describe('MESSAGES', () => {
  it('holds every message word for word', () => {
    expect(MESSAGES).toEqual({
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
      routeKeyReserved: 'Es una palabra reservada, elige otra',
      routeKeyChars: 'Solo se permiten letras sin acentos, números, guiones y guiones bajos',
      routeKeyLength: 'Debe tener como máximo 80 caracteres',
      website: 'Escribe una dirección web válida, por ejemplo www.turestaurante.com',
      httpsUrl:
        'Escribe una dirección segura que empiece con https://, por ejemplo https://turestaurante.com/privacidad',
      privacyUrlRequired:
        'El Aviso de privacidad es obligatorio para activar Google Tag Manager, Google Analytics o el píxel de Meta: escribe la dirección (https://…) donde lo publicas',
      socialUsername: 'Escribe solo tu nombre de usuario o el enlace a tu perfil',
      price: 'El precio debe ser un número mayor o igual a 0 con máximo dos decimales',
      limit: 'El límite debe ser un número entero mayor o igual a 1',
      controlCharacters: 'Contiene caracteres no permitidos',
      lineBreaks: 'No debe contener saltos de línea ni tabuladores',
      timeZone: 'Elige una zona horaria válida',
      tables: 'El número de mesas debe ser un entero de 0 a 500',
      wifiName: 'El nombre de la red Wi-Fi debe tener como máximo 32 caracteres (sin acentos ni emojis caben más)',
      wifiPassword: 'La contraseña del Wi-Fi debe tener de 8 a 63 caracteres',
    });
  });

  it('passwords have at least 8 characters and phones 10 digits', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PHONE_DIGITS).toBe(10);
  });
});

describe('required', () => {
  it.each([undefined, null, '', '   ', '\t\n'])('rejects %p with "Campo obligatorio"', (value) => {
    expect(required(value)).toBe('Campo obligatorio');
  });
  it.each(['a', ' x ', 0, false, 12.5])('accepts %p', (value) => {
    expect(required(value)).toBeNull();
  });
});

describe('email', () => {
  it.each(['ana@example.com', 'ana.perez+menu@sub.example.mx', '  ana@example.com  '])('accepts %p', (value) => {
    expect(email(value)).toBeNull();
  });
  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana perez@example.com',
    'ana@@example.com',
    'ana@exa mple.com',
  ])('rejects %p with the e-mail message', (value) => {
    expect(email(value)).toBe('El formato de correo no es valido');
  });
  it('leaves an empty optional value to `required`', () => {
    expect(email('')).toBeNull();
    expect(email(undefined)).toBeNull();
  });
});

describe('password', () => {
  it('needs at least 8 characters', () => {
    expect(password('1234567')).toBe('Tu contraseña debe ser mínimo 8 caracteres');
    expect(password('a')).toBe('Tu contraseña debe ser mínimo 8 caracteres');
    expect(password('12345678')).toBeNull();
    expect(password('una contraseña larga')).toBeNull();
  });
  it('leaves an empty value to `required`', () => {
    expect(password('')).toBeNull();
    expect(password(null)).toBeNull();
  });
});

describe('phone', () => {
  it.each(['5512345678', '551 234 5678', '551-234-5678', ' 5512345678 '])('accepts 10 digits: %p', (value) => {
    expect(phone(value)).toBeNull();
  });
  it.each(['551234567', '55123456789', '551 234 567', 'telefono', '55 1234 567a'])('rejects %p', (value) => {
    expect(phone(value)).toBe('El teléfono deben ser 10 dígitos');
  });
  it('accepts a numeric value with 10 digits', () => {
    expect(phone(5512345678)).toBeNull();
  });
  it('leaves an empty value to `required`', () => {
    expect(phone('')).toBeNull();
  });
});

describe('gtmId (Google Tag Manager / Analytics)', () => {
  it.each([
    'GTM-ABC1234',
    'GTM-ABCD12345',
    'G-AB12CD34',
    'G-1A2B3C4D5E',
    'GT-1234567',
    'GA-1234567',
    'UA-12345678-1',
    'AW-123456789',
    'gtm-abc1234',
  ])('accepts %p', (value) => {
    expect(gtmId(value)).toBeNull();
  });
  it.each(['GTM-ABC123', 'GTM-ABCDE123456', 'GTMABC1234', 'X-1234567', 'GTM_ABC1234', 'GTM-ABC 1234', 'GTMXX-1234567'])(
    'rejects %p with "No coincide con el formato adecuado"',
    (value) => {
      expect(gtmId(value)).toBe('No coincide con el formato adecuado');
    },
  );
  it('leaves an empty optional value alone', () => {
    expect(gtmId('')).toBeNull();
    expect(gtmId(null)).toBeNull();
  });
});

describe('facebookPixel', () => {
  it('accepts 15 to 18 digits', () => {
    expect(facebookPixel('1'.repeat(15))).toBeNull();
    expect(facebookPixel('123456789012345678')).toBeNull();
  });
  it.each(['1'.repeat(14), '1'.repeat(19), '12345678901234a', 'abcdefghijklmnop'])('rejects %p', (value) => {
    expect(facebookPixel(value)).toBe('El identificador deben ser entre 15 y 18 dígitos');
  });
  it('leaves an empty optional value alone', () => {
    expect(facebookPixel('')).toBeNull();
  });
});

describe('color', () => {
  it.each(['#FFFFFF', '#242424', '#5227d0'])('accepts %p', (value) => {
    expect(color(value)).toBeNull();
  });
  it.each(['#FFF', 'FFFFFF', '#GGGGGG', '#1234567', 'red'])('rejects %p', (value) => {
    expect(color(value)).toBe('El color debe tener el formato #RRGGBB');
  });
});

describe('routeKey', () => {
  it('must not be empty', () => {
    expect(routeKey('')).toBe('No puede ser vacio');
    expect(routeKey('   ')).toBe('No puede ser vacio');
    expect(routeKey(undefined)).toBe('No puede ser vacio');
  });
  it.each(['mi menu', ' mimenu', 'mimenu ', 'mi\tmenu', 'mi\nmenu'])('rejects whitespace in %p', (value) => {
    expect(routeKey(value)).toBe('No debe contener espacios en blanco');
  });
  it.each(['mi-menu', 'tacos_el_guero', 'Sucursal1'])('accepts %p', (value) => {
    expect(routeKey(value)).toBeNull();
  });
  it.each(['café', 'mi/menu', 'a?b', 'menú', '%20', 'a#b', 'a.b'])('says %p would break the link', (value) => {
    expect(routeKey(value)).toBe('Solo se permiten letras sin acentos, números, guiones y guiones bajos');
  });
  it('is at most 80 characters', () => {
    expect(routeKey('a'.repeat(80))).toBeNull();
    expect(routeKey('a'.repeat(81))).toBe('Debe tener como máximo 80 caracteres');
  });
  it.each(['admin', 'API', 'login', 'm', 'v1', 'uploads', 'docs', 'soporte', 'multisucursal', 'settings'])(
    'refuses the reserved word %p, in any letter case',
    (value) => {
      expect(routeKey(value)).toBe('Es una palabra reservada, elige otra');
    },
  );
  it('reserves every section of the panel (from the section manifest)', () => {
    for (const section of SECTIONS) expect(isReservedRouteKey(section.basePath.slice(1))).toBe(true);
  });
  it.each(['admin-centro', 'mi-admin', 'docs2', 'menu-del-dia'])(
    'accepts %p: only whole words are reserved',
    (value) => {
      expect(routeKey(value)).toBeNull();
    },
  );
});

describe('httpsUrl and privacyUrlNeeded', () => {
  it('httpsUrl: empty passes; only a full https URL of a real host is fine', () => {
    expect(httpsUrl('')).toBeNull();
    expect(httpsUrl('https://cafe.mx/privacidad')).toBeNull();
    for (const bad of [
      'http://cafe.mx/privacidad',
      'cafe.mx/privacidad',
      'https://',
      'https://mi sitio',
      'javascript:alert(1)',
    ]) {
      expect(httpsUrl(bad)).toBe(MESSAGES.httpsUrl);
    }
    expect(httpsUrl(`https://cafe.mx/${'a'.repeat(500)}`)).toBe(MESSAGES.httpsUrl);
  });
  it('privacyUrlNeeded: a tracking id without a privacy notice has the message naming it', () => {
    expect(privacyUrlNeeded(['GTM-ABC1234', null], '')).toBe(MESSAGES.privacyUrlRequired);
    expect(privacyUrlNeeded([null, '123456789012345'], null)).toBe(MESSAGES.privacyUrlRequired);
    expect(privacyUrlNeeded(['GTM-ABC1234'], 'https://cafe.mx/privacidad')).toBeNull();
    expect(privacyUrlNeeded(['', null, undefined], '')).toBeNull();
  });
});

describe('wifiName and wifiPassword', () => {
  it('a network name fits 32 bytes (UTF-8): accents count twice', () => {
    expect(wifiName('')).toBeNull();
    expect(wifiName('a'.repeat(32))).toBeNull();
    expect(wifiName('a'.repeat(33))).toBe(MESSAGES.wifiName);
    expect(wifiName('é'.repeat(17))).toBe(MESSAGES.wifiName);
  });
  it('a WPA passphrase has 8 to 63 characters; none is an open network', () => {
    expect(wifiPassword('')).toBeNull();
    expect(wifiPassword('12345678')).toBeNull();
    expect(wifiPassword('1234567')).toBe(MESSAGES.wifiPassword);
    expect(wifiPassword('x'.repeat(64))).toBe(MESSAGES.wifiPassword);
  });
});

describe('website and socialUsername', () => {
  it('website: empty passes; a host name or an http(s) URL is fine; anything else has a message', () => {
    expect(website('')).toBeNull();
    expect(website('www.cafe.mx')).toBeNull();
    expect(website('https://cafe.mx')).toBeNull();
    expect(website('mi sitio')).toBe('Escribe una dirección web válida, por ejemplo www.turestaurante.com');
  });
  it('socialUsername: a username, @username or the profile link of that network', () => {
    const rule = socialUsername(socialNetwork('instagram_usr'));
    expect(rule('')).toBeNull();
    expect(rule('@cafeole')).toBeNull();
    expect(rule('https://instagram.com/cafeole')).toBeNull();
    expect(rule('https://facebook.com/cafeole')).toBe('Escribe solo tu nombre de usuario o el enlace a tu perfil');
  });
});

describe('matches (password confirmation)', () => {
  it('accepts an identical value', () => {
    expect(matches('secreto123')('secreto123')).toBeNull();
  });
  it('rejects a different value with "La contraseña no coincide"', () => {
    expect(matches('secreto123')('secreto124')).toBe('La contraseña no coincide');
    expect(matches('secreto123')('Secreto123')).toBe('La contraseña no coincide');
    expect(matches(undefined)('algo')).toBe('La contraseña no coincide');
  });
  it('leaves an empty confirmation to `required`', () => {
    expect(matches('secreto123')('')).toBeNull();
  });
});

describe('check', () => {
  it('returns the first failing message in rule order', () => {
    expect(check('', required, email)).toBe('Campo obligatorio');
    expect(check('ana', required, email)).toBe('El formato de correo no es valido');
    expect(check('short', required, password)).toBe('Tu contraseña debe ser mínimo 8 caracteres');
  });
  it('returns null when every rule passes (or there are none)', () => {
    expect(check('ana@example.com', required, email)).toBeNull();
    expect(check('anything')).toBeNull();
  });
  it('stops at the first failure', () => {
    const second = jest.fn(() => 'second');
    expect(check('', required, second)).toBe('Campo obligatorio');
    expect(second).not.toHaveBeenCalled();
  });
});

describe('price', () => {
  it.each(['0', '12', '12.5', '12.50', 0, 9.99, ''])('accepts %p', (value) => {
    expect(price(value)).toBeNull();
  });
  it.each(['-1', '12.345', 'abc', '1,5', -2, 1.234])('rejects %p', (value) => {
    expect(price(value)).toBe('El precio debe ser un número mayor o igual a 0 con máximo dos decimales');
  });
});

describe('limit', () => {
  it.each(['', null, '1', '12', 3])('accepts %p', (value) => {
    expect(limit(value)).toBeNull();
  });
  it.each(['0', '-1', '1.5', 'x', 0])('rejects %p', (value) => {
    expect(limit(value)).toBe('El límite debe ser un número entero mayor o igual a 1');
  });
});

describe('text', () => {
  it('required needs a visible character: blanks, zero-width characters and controls alone are empty', () => {
    for (const v of ['', '  ', '\u0000', '\u200b', ' \u00a0\ufeff ', '\t\n'])
      expect(required(v)).toBe(MESSAGES.required);
    for (const v of ['a', ' ñ ', '🍹', '\u200ba']) expect(required(v)).toBeNull();
  });

  it('multi-line text refuses control characters and lone surrogates, keeps tabs and line breaks', () => {
    for (const v of ['a\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', 'a\ud800', '\udc00b']) {
      expect(multiLineText(v)).toBe(MESSAGES.controlCharacters);
    }
    for (const v of ['Línea 1\r\nLínea 2\tfin', '🍹 ñ', '', '<b>x</b>']) expect(multiLineText(v)).toBeNull();
  });

  it('single-line text refuses tabs and line breaks as well', () => {
    for (const v of ['a\nb', 'a\rb', 'a\tb', 'a\u2028b']) expect(singleLineText(v)).toBe(MESSAGES.lineBreaks);
    expect(singleLineText('a\u0000')).toBe(MESSAGES.controlCharacters);
    expect(singleLineText('La Cantina 🍹')).toBeNull();
    expect(singleLineText(undefined)).toBeNull();
  });
});

describe('tables', () => {
  it('accepts a whole number of tables from 0 to MAX_TABLES (or nothing), refuses anything else in Spanish', () => {
    for (const ok of [0, 1, 12, MAX_TABLES, '7', '', null, undefined]) expect(tables(ok)).toBeNull();
    for (const bad of [-1, MAX_TABLES + 1, 2.5, 'siete', '1e3'])
      expect(tables(bad)).toBe('El número de mesas debe ser un entero de 0 a 500');
  });
});
