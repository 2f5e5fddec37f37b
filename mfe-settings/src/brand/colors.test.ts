import { parseHex, ratioText } from './colors';

describe('brand colours', () => {
  it('parseHex accepts #RRGGBB in any case, with or without #, and nothing else', () => {
    expect(parseHex(' #1e1e1e ')).toBe('#1E1E1E');
    expect(parseHex('5227d0')).toBe('#5227D0');
    for (const wrong of ['', '#', 'azul', '#12345', '#1234567', '#12345G', '#FFF']) expect(parseHex(wrong)).toBeNull();
  });

  it('ratioText keeps one decimal, rounded down, without float drift', () => {
    expect(ratioText(4.478)).toBe('4.4');
    expect(ratioText(2.3)).toBe('2.3');
    expect(ratioText(1)).toBe('1.0');
    expect(ratioText(21)).toBe('21.0');
  });
});
