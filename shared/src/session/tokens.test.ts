import { isLoggedIn, tokenStorage } from './tokens';

describe('tokenStorage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the tokens in localStorage under access_token and refresh_token', () => {
    tokenStorage.save({ access_token: 'acc-1', refresh_token: 'ref-1' });
    expect(localStorage.getItem('access_token')).toBe('acc-1');
    expect(localStorage.getItem('refresh_token')).toBe('ref-1');
    expect(tokenStorage.access()).toBe('acc-1');
    expect(tokenStorage.refresh()).toBe('ref-1');
  });

  it('reads tokens stored by someone else (e.g. another tab)', () => {
    localStorage.setItem('access_token', 'from-elsewhere');
    expect(tokenStorage.access()).toBe('from-elsewhere');
  });

  it('returns null when nothing is stored', () => {
    expect(tokenStorage.access()).toBeNull();
    expect(tokenStorage.refresh()).toBeNull();
  });

  it('a partial save keeps the other token', () => {
    tokenStorage.save({ access_token: 'acc-1', refresh_token: 'ref-1' });
    tokenStorage.save({ access_token: 'acc-2' });
    expect(tokenStorage.access()).toBe('acc-2');
    expect(tokenStorage.refresh()).toBe('ref-1');
  });

  it('clear removes both tokens and nothing else', () => {
    localStorage.setItem('other', 'kept');
    tokenStorage.save({ access_token: 'acc-1', refresh_token: 'ref-1' });
    tokenStorage.clear();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
  });

  it('isLoggedIn follows the access token', () => {
    expect(isLoggedIn()).toBe(false);
    tokenStorage.save({ access_token: 'acc-1', refresh_token: 'ref-1' });
    expect(isLoggedIn()).toBe(true);
    tokenStorage.clear();
    expect(isLoggedIn()).toBe(false);
  });
});
