import { MESSAGES, type Branch } from '@menu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { qrMatrix, qrPath } from '@menu/shared/format/qr';
import { branchFixture, json, renderUi, serve, settle, signIn, writes, type Call } from '@menu/shared/ui/testing';
import { ShareLinkModal as LazyShareLinkModal } from './index';
import { QR_PRINT_PX } from './qr';
import ShareLinkModal, { OLD_LINK_NOTE } from './ShareLinkModal';

jest.setTimeout(30_000);

const BRANCH = branchFixture();

const moved = (key: string): Branch => ({ ...BRANCH, route_key: key, menu_url: `http://localhost:8080/m/${key}` });

function open(branch = BRANCH) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const view = renderUi(<ShareLinkModal open branch={branch} onSaved={onSaved} onClose={onClose} />);
  const key = screen.getByLabelText('Link de tu menú') as HTMLInputElement;
  return { ...view, key, onSaved, onClose };
}

/** The lookups of route keys among the calls. */
const lookups = (calls: Call[]) =>
  calls
    .filter((call) => call.path.startsWith('/v1/sucursales/url/'))
    .map((call) => ({ path: call.path, query: call.query }));

const itemOf = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;

/** The foreground path of a QR code: the modules it encodes. */
const modules = (svg: Element) => svg.querySelectorAll('path')[1].getAttribute('d');

/** The modules of the QR code of `value` from the one generator, at level H (the owner prints it). */
function expectedModules(value: string) {
  const matrix = qrMatrix(value, { ownPrint: true });
  expect(matrix.level).toBe('H');
  return qrPath(matrix);
}

/** Dark modules as (x, y, width) runs of one row, from a code's path ('M4 4h7v1H4z', 'M30,4 h1v1H30z'). */
const runs = (d: string) =>
  [...d.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)/g)].map(([, x, y, w]) => ({ x: Number(x), y: Number(y), w: Number(w) }));

/**
 * The light modules between the code's dark modules and each edge of the image (the quiet
 * zone that ISO/IEC 18004 wants at least 4 modules wide), from dark `runs` in an image of
 * `cells` modules across.
 */
function quietZone(dark: Array<{ x: number; y: number; w: number }>, cells: number) {
  return {
    top: Math.min(...dark.map((run) => run.y)),
    left: Math.min(...dark.map((run) => run.x)),
    bottom: cells - 1 - Math.max(...dark.map((run) => run.y)),
    right: cells - Math.max(...dark.map((run) => run.x + run.w)),
  };
}

const svgQuietZone = (svg: Element) =>
  quietZone(runs(modules(svg)!), Number(svg.getAttribute('viewBox')!.split(' ')[3]));

/** A Blob's text (jsdom's Blob has no text()). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

beforeEach(() => {
  signIn();
  // jsdom has no canvas (the PNG's source): no 2D context, unless a test brings one.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('ShareLinkModal', () => {
  it("'Compartir Link': the public host, the key editable, Copiar, and the note about old links", () => {
    const { key } = open();
    expect(screen.getByText('Compartir Link')).toBeInTheDocument();
    expect(screen.getByText('http://localhost:8080/m/')).toBeInTheDocument();
    expect(key).toHaveValue('centro');
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getByText(OLD_LINK_NOTE)).toBeInTheDocument();
  });

  it("'Copiar' copies the whole link: 'Link copiado'", async () => {
    const { user } = open();
    // After renderUi: user-event's setup puts its own clipboard stub on navigator.
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost:8080/m/centro'));
    expect(await screen.findByText('Link copiado')).toBeInTheDocument();
  });

  it("a changed key shows 'Guardar' instead of 'Copiar'; back to the saved key, 'Copiar' again", async () => {
    serve({});
    const { user, key } = open();
    await user.type(key, '-sur');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar' })).not.toBeInTheDocument();
    await user.type(key, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  });

  it('keys are lower-cased as they are typed (they are case-insensitive)', async () => {
    serve({});
    const { user, key } = open();
    await user.clear(key);
    await user.type(key, 'CentroSUR');
    expect(key).toHaveValue('centrosur');
  });

  it.each([
    ['', MESSAGES.routeKeyEmpty],
    ['centro sur', MESSAGES.routeKeySpaces],
    ['café', MESSAGES.routeKeyChars],
    ['centro/sur', MESSAGES.routeKeyChars],
    ['admin', MESSAGES.routeKeyReserved],
    ['Login', MESSAGES.routeKeyReserved],
  ])("key %j: '%s' under the field, and no Guardar", async (typed, expected) => {
    const calls = serve({});
    const { user, key } = open();
    await user.clear(key);
    if (typed) await user.type(key, typed);
    expect(within(itemOf(key)).getByText(expected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await settle(500);
    // A key the rules refuse is not looked up.
    expect(lookups(calls)).toEqual([]);
  });

  it("'Ya esta en uso' is looked up once typing pauses (debounced), as the branch's own lookup", async () => {
    const calls = serve({ 'GET /v1/sucursales/url/tomado': { route_key: 'tomado' } });
    const { user, key } = open();
    await user.clear(key);
    await user.type(key, 'tomado');
    expect(lookups(calls)).toEqual([]);
    expect(await within(itemOf(key)).findByText(MESSAGES.routeKeyTaken)).toBeInTheDocument();
    expect(lookups(calls)).toEqual([{ path: '/v1/sucursales/url/tomado', query: { sucursal_id: '3' } }]);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    // A free key (404): no message, Guardar enabled.
    await user.type(key, '2');
    await waitFor(() => expect(lookups(calls)).toHaveLength(2));
    await settle();
    expect(screen.queryByText(MESSAGES.routeKeyTaken)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('a key looked up before is answered by the data cache: typed again, its note shows at once, before any new lookup could run', async () => {
    const calls = serve({ 'GET /v1/sucursales/url/tomado': { route_key: 'tomado' } });
    const { user, key } = open();
    await user.clear(key);
    await user.type(key, 'tomado');
    expect(await within(itemOf(key)).findByText(MESSAGES.routeKeyTaken)).toBeInTheDocument();
    await user.type(key, '2');
    await waitFor(() => expect(lookups(calls)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(MESSAGES.routeKeyTaken)).not.toBeInTheDocument());
    await user.type(key, '{Backspace}');
    // Synchronously after the key: a lookup waits ROUTE_KEY_CHECK_MS of pause first.
    expect(within(itemOf(key)).getByText(MESSAGES.routeKeyTaken)).toBeInTheDocument();
    expect(lookups(calls)).toHaveLength(2);
  });

  it('an answer for a key no longer in the field is ignored', async () => {
    let answerOld: (response: Response) => void = () => {};
    const calls = serve({
      'GET /v1/sucursales/url/abc': () => new Promise<Response>((resolve) => (answerOld = resolve)),
    });
    const { user, key } = open();
    await user.clear(key);
    await user.type(key, 'abc');
    await waitFor(() => expect(lookups(calls)).toHaveLength(1));
    await user.type(key, 'd');
    await waitFor(() => expect(lookups(calls)).toHaveLength(2));
    answerOld(json(200, { info: { route_key: 'abc' } }));
    await settle(50);
    expect(screen.queryByText(MESSAGES.routeKeyTaken)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it("'Guardar' sends the key; the saved link then has Copiar, and the parent gets the branch", async () => {
    const calls = serve({
      'PUT /v1/sucursales/3': (body: unknown) => json(200, { info: moved((body as { route_key: string }).route_key) }),
    });
    const { user, key, onSaved } = open();
    await user.clear(key);
    await user.type(key, 'centro-sur');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(moved('centro-sur')));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/sucursales/3', body: { route_key: 'centro-sur' } }]);
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(key).toHaveValue('centro-sur');
    expect(screen.getByRole('img', { name: 'Código QR de http://localhost:8080/m/centro-sur' })).toBeInTheDocument();
  });

  it("a 409 ROUTE_KEY_IN_USE on save shows 'Ya esta en uso' under the key", async () => {
    serve({
      'PUT /v1/sucursales/3': () =>
        json(409, { error: { code: 'ROUTE_KEY_IN_USE', message: 'Ya esta en uso', field: 'route_key' } }),
    });
    const { user, key, onSaved } = open();
    await user.clear(key);
    await user.type(key, 'ganada');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(itemOf(key)).findByText(MESSAGES.routeKeyTaken)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it("the server's refusal of the key (400) shows under it; other failures notify", async () => {
    let answer = json(400, {
      error: { code: 'VALIDATION_ERROR', message: 'Debe tener como máximo 80 caracteres', field: 'route_key' },
    });
    serve({ 'PUT /v1/sucursales/3': () => answer });
    const { user, key } = open();
    await user.type(key, '-sur');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(itemOf(key)).findByText('Debe tener como máximo 80 caracteres')).toBeInTheDocument();
    answer = json(500, { error: { code: 'INTERNAL', message: 'Intenta de nuevo' } });
    await user.type(key, '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudo guardar el link')).toBeInTheDocument();
    expect(screen.getByText('Intenta de nuevo')).toBeInTheDocument();
  });

  it('the QR code encodes the saved link, not the unsaved edit (level H, a 4-module quiet zone, 6 px per module)', async () => {
    serve({});
    const { user, key } = open();
    const qr = screen.getByRole('img', { name: 'Código QR de http://localhost:8080/m/centro' });
    expect(modules(qr)).toBe(expectedModules('http://localhost:8080/m/centro'));
    // 4 light modules on every side; the top-left finder pattern (7 dark modules) starts right after them.
    expect(svgQuietZone(qr)).toEqual({ top: 4, left: 4, bottom: 4, right: 4 });
    expect(runs(modules(qr)!)[0]).toEqual({ x: 4, y: 4, w: 7 });
    const cells = Number(qr.getAttribute('viewBox')!.split(' ')[3]);
    expect(qr).toHaveStyle({ width: `${cells * 6}px` });
    await user.type(key, '-sur');
    expect(modules(screen.getByRole('img', { name: /^Código QR de / }))).toBe(
      expectedModules('http://localhost:8080/m/centro'),
    );
  });

  describe('Descargar QR', () => {
    let saved: Array<{ name: string; href: string }>;
    let blobs: Map<string, Blob>;

    beforeEach(() => {
      saved = [];
      blobs = new Map();
      let n = 0;
      URL.createObjectURL = jest.fn((blob: Blob) => {
        n += 1;
        const url = `blob:qr-${n}`;
        blobs.set(url, blob);
        return url;
      });
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.href });
      });
    });

    it('PNG: the code drawn at print size (a whole number of pixels per module, at least 1200), saved as <route_key>.png', async () => {
      // jsdom has no canvas: a 2D context that only records the drawing, and toBlob that reports the size.
      const fills: number[][] = [];
      jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
        () =>
          ({
            scale: jest.fn(),
            fillRect: (...args: number[]) => fills.push(args),
            fill: jest.fn(),
            set fillStyle(_: string) {},
          }) as never,
      );
      const sizes: number[] = [];
      jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
        this: HTMLCanvasElement,
        done: BlobCallback,
        type?: string,
      ) {
        sizes.push(this.width, this.height);
        done(new Blob(['png'], { type }));
      });
      const { user } = open();
      const cells = Number(
        screen
          .getByRole('img', { name: /^Código QR de / })
          .getAttribute('viewBox')!
          .split(' ')[3],
      );
      await user.click(screen.getByRole('button', { name: /PNG/ }));
      expect(saved).toEqual([{ name: 'centro.png', href: 'blob:qr-1' }]);
      expect(blobs.get('blob:qr-1')!.type).toBe('image/png');
      const [width, height] = sizes;
      expect(width).toBe(height);
      expect(width).toBeGreaterThanOrEqual(QR_PRINT_PX);
      expect(width % cells).toBe(0);
      // In module units: the light background over the whole image, then one square per dark module.
      const [background, ...dark] = fills;
      expect(background).toEqual([0, 0, cells, cells]);
      expect(
        quietZone(
          dark.map(([x, y, w]) => ({ x: x!, y: y!, w: w! })),
          cells,
        ),
      ).toEqual({ top: 4, left: 4, bottom: 4, right: 4 });
    });

    it('SVG: a standalone vector file (xmlns) of the same code, saved as <route_key>.svg', async () => {
      const { user } = open();
      const qr = screen.getByRole('img', { name: /^Código QR de / });
      await user.click(screen.getByRole('button', { name: /SVG/ }));
      expect(saved).toEqual([{ name: 'centro.svg', href: 'blob:qr-1' }]);
      const file = blobs.get('blob:qr-1')!;
      expect(file.type).toBe('image/svg+xml');
      const text = await readText(file);
      expect(text).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
      expect(Number(svg.getAttribute('width'))).toBeGreaterThanOrEqual(QR_PRINT_PX);
      expect(modules(svg)).toBe(modules(qr));
      expect(svgQuietZone(svg)).toEqual({ top: 4, left: 4, bottom: 4, right: 4 });
    });
  });

  it("the kit's export loads the modal on demand", async () => {
    renderUi(<LazyShareLinkModal open branch={BRANCH} onClose={() => {}} />);
    expect(await screen.findByLabelText('Link de tu menú')).toHaveValue('centro');
  });
});
