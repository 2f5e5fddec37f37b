import { waitingText } from './waiting';

describe('waitingText', () => {
  const at = Date.parse('2026-12-03T20:00:00.000Z');
  const ago = (ms: number) => new Date(at - ms).toISOString();

  it.each([
    [0, 'Esperando 0 s'],
    [45_000, 'Esperando 45 s'],
    [80_000, 'Esperando 1 min 20 s'],
    [120_000, 'Esperando 2 min'],
    [3_600_000, 'Esperando 1 h'],
    [3_900_000 + 59_000, 'Esperando 1 h 5 min'],
    // The server's clock a little ahead of this one.
    [-3000, 'Esperando 0 s'],
  ])('%p ms → %p', (ms, text) => expect(waitingText(ago(ms), at)).toBe(text));
});
