import { runInThisContext } from 'node:vm';
import { api, unwrap } from './client';
import { ApiError } from './errors';
import { imageRemoved, imageToUpload, uploadAttachment, uploadAttachments } from './upload';

// Node's own FormData/File (outer realm), so the multipart body really serializes
// through Node's Request and the fake server can read it back.
const node = runInThisContext('globalThis') as typeof globalThis;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let originalFormData: typeof FormData;
beforeAll(() => {
  originalFormData = global.FormData;
  global.FormData = node.FormData;
});
afterAll(() => {
  global.FormData = originalFormData;
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', 'acc-1');
  localStorage.setItem('refresh_token', 'ref-1');
});

describe('uploadAttachment', () => {
  it('POSTs one multipart part with the Bearer token and answers info', async () => {
    const seen: Array<{
      method: string;
      path: string;
      auth: string | null;
      field: string;
      name: string;
      size: number;
    }> = [];
    global.fetch = jest.fn(async (req: Request) => {
      const form = await req.formData();
      const [[field, part]] = [...form.entries()] as Array<[string, File]>;
      seen.push({
        method: req.method,
        path: new URL(req.url).pathname,
        auth: req.headers.get('Authorization'),
        field,
        name: part.name,
        size: part.size,
      });
      return json(200, { info: { image: '/uploads/abc-800.webp' } });
    }) as unknown as typeof fetch;

    const file = new node.File([new Uint8Array(5)], 'foto.png', { type: 'image/png' });
    await expect(uploadAttachment('/v1/products/7/attachment', 'image', file)).resolves.toEqual({
      image: '/uploads/abc-800.webp',
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/v1/products/7/attachment',
        auth: 'Bearer acc-1',
        field: 'image',
        name: 'foto.png',
        size: 5,
      },
    ]);
  });

  it("throws the API's error (IMAGE_INVALID) with its message", async () => {
    global.fetch = jest.fn(async () =>
      json(400, {
        error: { code: 'IMAGE_INVALID', message: 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif' },
      }),
    ) as unknown as typeof fetch;
    const error = await uploadAttachment('/v1/families/1/attachment', 'icon', new node.File(['x'], 'a.png')).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'IMAGE_INVALID',
      status: 400,
      message: 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif',
    });
  });

  it('builds the same ApiError as unwrap does for the same envelope, fields included', async () => {
    const message = 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif';
    const envelope = {
      error: { code: 'IMAGE_INVALID', message, field: 'image', fields: [{ field: 'image', message }] },
    };
    global.fetch = jest.fn(async () => json(400, envelope)) as unknown as typeof fetch;
    const uploaded = await uploadAttachment('/v1/products/1/attachment', 'image', new node.File(['x'], 'a.png')).catch(
      (e) => e,
    );
    const unwrapped = await unwrap(api.GET('/v1/profiles/me')).catch((e) => e);
    const seen = (e: ApiError) => ({
      type: e.constructor,
      code: e.code,
      message: e.message,
      status: e.status,
      fields: e.fields,
    });
    expect(seen(uploaded)).toEqual({
      type: ApiError,
      code: 'IMAGE_INVALID',
      message,
      status: 400,
      fields: [{ field: 'image', message }],
    });
    expect(seen(unwrapped)).toEqual(seen(uploaded));
  });

  it('a reply without an envelope is an HTTP_ERROR', async () => {
    global.fetch = jest.fn(
      async () => new Response('boom', { status: 502, statusText: 'Bad Gateway' }),
    ) as unknown as typeof fetch;
    await expect(
      uploadAttachment('/v1/products/1/attachment', 'image', new node.File(['x'], 'a.png')),
    ).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 502,
    });
  });
});

describe('uploadAttachments', () => {
  it('POSTs every part in ONE multipart request', async () => {
    const seen: Array<{ path: string; parts: Array<[string, string]> }> = [];
    global.fetch = jest.fn(async (req: Request) => {
      const form = await req.formData();
      seen.push({
        path: new URL(req.url).pathname,
        parts: [...form.entries()].map(([field, part]) => [field, (part as File).name]),
      });
      return json(200, {
        info: { image_mobile: '/uploads/m-1080x1920.webp', image_desktop: '/uploads/d-1920x1080.webp' },
      });
    }) as unknown as typeof fetch;

    const mobile = new node.File(['m'], 'movil.png', { type: 'image/png' });
    const desktop = new node.File(['d'], 'escritorio.jpg', { type: 'image/jpeg' });
    await expect(
      uploadAttachments('/v1/advertising/3/attachment', { image_mobile: mobile, image_desktop: desktop }),
    ).resolves.toEqual({
      image_mobile: '/uploads/m-1080x1920.webp',
      image_desktop: '/uploads/d-1920x1080.webp',
    });
    expect(seen).toEqual([
      {
        path: '/v1/advertising/3/attachment',
        parts: [
          ['image_mobile', 'movil.png'],
          ['image_desktop', 'escritorio.jpg'],
        ],
      },
    ]);
  });
});

describe('image values', () => {
  it('only a File is uploaded; URLs are kept', () => {
    const file = new File(['x'], 'a.png');
    expect(imageToUpload(file)).toBe(file);
    expect(imageToUpload('/uploads/a-800.webp')).toBeNull();
    expect(imageToUpload(null)).toBeNull();
    expect(imageToUpload(undefined)).toBeNull();
  });
  it('a removal is an initial image that is now empty', () => {
    expect(imageRemoved('/uploads/a.webp', null)).toBe(true);
    expect(imageRemoved('/uploads/a.webp', '/uploads/a.webp')).toBe(false);
    expect(imageRemoved(null, null)).toBe(false);
  });
});
