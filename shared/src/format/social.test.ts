import { SOCIAL_NETWORKS, socialNetwork, socialUrl, socialUsername, websiteUrl } from './social';

const facebook = socialNetwork('facebook_usr');
const instagram = socialNetwork('instagram_usr');
const tiktok = socialNetwork('tiktok_usr');

describe('socialUsername', () => {
  it('keeps a plain username and drops one leading @', () => {
    expect(socialUsername('cafeole', facebook)).toBe('cafeole');
    expect(socialUsername('  @cafe.ole ', instagram)).toBe('cafe.ole');
    expect(socialUsername('@tacos_el-guero', tiktok)).toBe('tacos_el-guero');
    expect(socialUsername('', instagram)).toBe('');
    expect(socialUsername(null, instagram)).toBe('');
  });

  it('reduces a pasted profile link of that network to the username', () => {
    expect(socialUsername('https://www.facebook.com/cafeole/', facebook)).toBe('cafeole');
    expect(socialUsername('https://m.facebook.com/cafeole?ref=bookmarks', facebook)).toBe('cafeole');
    expect(socialUsername('https://www.instagram.com/cafeole/?hl=es', instagram)).toBe('cafeole');
    expect(socialUsername('instagram.com/cafeole', instagram)).toBe('cafeole');
    expect(socialUsername('https://www.tiktok.com/@cafeole?lang=es', tiktok)).toBe('cafeole');
    expect(socialUsername('http://tiktok.com/@caf%C3%A9ole', tiktok)).toBe('caféole');
  });

  it("refuses another site's link, spaces and symbols", () => {
    expect(socialUsername('https://evil.example/cafeole', facebook)).toBeNull();
    expect(socialUsername('https://www.instagram.com/cafeole', facebook)).toBeNull();
    expect(socialUsername('facebook.com/x', instagram)).toBeNull();
    expect(socialUsername('"><script>', facebook)).toBeNull();
    expect(socialUsername('dos palabras', facebook)).toBeNull();
    expect(socialUsername('https://www.instagram.com/', instagram)).toBeNull();
    expect(socialUsername('@@x', instagram)).toBeNull();
  });

  it('links a username with its fixed profile prefix (TikTok with @)', () => {
    expect(SOCIAL_NETWORKS.map((n) => n.prefix)).toEqual([
      'https://facebook.com/',
      'https://instagram.com/',
      'https://tiktok.com/@',
    ]);
    expect(socialUrl('cafeole', tiktok)).toBe('https://tiktok.com/@cafeole');
    expect(socialUrl('https://instagram.com/cafeole', instagram)).toBe('https://instagram.com/cafeole');
    expect(socialUrl('', instagram)).toBeNull();
    expect(socialUrl('no valido!', instagram)).toBeNull();
  });
});

describe('websiteUrl', () => {
  it('keeps http(s) URLs and takes bare host names as https', () => {
    expect(websiteUrl('https://cafe.mx/menu')).toBe('https://cafe.mx/menu');
    expect(websiteUrl('http://cafe.mx')).toBe('http://cafe.mx/');
    expect(websiteUrl('www.cafe.mx')).toBe('https://www.cafe.mx/');
    expect(websiteUrl('cafe-ole.com.mx/carta?x=1')).toBe('https://cafe-ole.com.mx/carta?x=1');
    expect(websiteUrl('')).toBe('');
  });

  it('refuses other schemes, spaces, credentials and hosts without a dot', () => {
    for (const bad of [
      'javascript:alert(1)',
      'mailto:a@b.c',
      'ftp://x.y',
      'no es una url',
      '<script>',
      'javascript://cafe.mx/%0aalert(1)',
      'localhost',
      'https://user:pw@cafe.mx',
      'https://cafe',
      'cafe.123',
    ]) {
      expect(websiteUrl(bad)).toBeNull();
    }
  });
});
