import { isPreviewQuery, PREVIEW_PARAM, previewUrl } from './preview';

describe('the panel preview of a public menu', () => {
  it('adds the preview parameter, after any query the link already has', () => {
    expect(PREVIEW_PARAM).toBe('preview');
    expect(previewUrl('https://menu.example/m/centro')).toBe('https://menu.example/m/centro?preview=1');
    expect(previewUrl('https://menu.example/m/centro?utm=qr')).toBe('https://menu.example/m/centro?utm=qr&preview=1');
  });

  it('is recognised in a query string, with or without its value, and only under its own name', () => {
    expect(isPreviewQuery('preview=1')).toBe(true);
    expect(isPreviewQuery('?v=3&preview=1')).toBe(true);
    expect(isPreviewQuery('preview')).toBe(true);
    expect(isPreviewQuery('')).toBe(false);
    expect(isPreviewQuery('previewed=1&v=2')).toBe(false);
  });
});
