import { type Profile, profileAtom, sessionStore } from '@menu/shared';
import { branchFixture, renderInPanel, signIn } from '@menu/shared/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { PrintChoices } from './PrintChoices';
import { TENTS_HINT } from './print';

jest.setTimeout(30_000);

interface Seen {
  url: string;
  authorization: string | null;
}

/** A fake API that answers every print path with a small PDF attachment; records each call. */
function pdfServer() {
  const seen: Seen[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(req.url);
    seen.push({ url: url.pathname + url.search, authorization: req.headers.get('authorization') });
    const name = url.pathname.split('/').pop() ?? 'file.pdf';
    return new Response(new Blob(['%PDF-1.7\n']), {
      status: 200,
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="centro-${name}"` },
    });
  }) as typeof fetch;
  return seen;
}

/** The downloads handed to the browser: the link's file name per click. */
function savedFiles() {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const withLanguages = (languages: string[]) => ({ languages }) as unknown as Profile;
/** The download buttons' texts (their icon is decoration). */
const buttonTexts = () => screen.getAllByRole('button').map((b) => b.textContent ?? '');
const button = (text: string) => screen.getAllByRole('button').find((b) => b.textContent === text) as HTMLElement;

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  sessionStore.set(profileAtom, null);
});

describe("'Imprimir'", () => {
  it('downloads each file from its API path with the owner token, the menu once per language', async () => {
    signIn();
    const seen = pdfServer();
    const saved = savedFiles();
    const { user } = renderInPanel(
      <PrintChoices branch={branchFixture({ id: 7, tables: 12 })} />,
      // Japanese prints too: the PDF embeds a Japanese font.
      withLanguages(['es', 'en', 'ja', 'fr']),
    );
    expect(screen.queryByText(TENTS_HINT)).not.toBeInTheDocument();
    const labels = buttonTexts();
    expect(labels).toEqual([
      'Tarjetas de mesa (PDF)',
      'Cartel de entrada (PDF)',
      'Menú impreso (PDF)',
      'Menú impreso — English (PDF)',
      'Menú impreso — 日本語 (PDF)',
      'Menú impreso — Français (PDF)',
    ]);
    for (const label of labels) {
      await user.click(button(label));
      await waitFor(() => expect(seen).toHaveLength(labels.indexOf(label) + 1));
    }
    await user.click(screen.getByText('A4'));
    await user.click(button('Tarjetas de mesa (PDF)'));
    await waitFor(() => expect(saved).toHaveLength(7));
    expect(seen.map((s) => s.url)).toEqual([
      '/v1/sucursales/7/print/tents.pdf?paper=letter',
      '/v1/sucursales/7/print/poster.pdf',
      '/v1/sucursales/7/print/menu.pdf',
      '/v1/sucursales/7/print/menu.pdf?lang=en',
      '/v1/sucursales/7/print/menu.pdf?lang=ja',
      '/v1/sucursales/7/print/menu.pdf?lang=fr',
      '/v1/sucursales/7/print/tents.pdf?paper=a4',
    ]);
    expect(seen.every((s) => s.authorization === 'Bearer acc-1')).toBe(true);
    expect(saved[0]).toBe('centro-tents.pdf');
  });

  it('a branch without tables has the hint to add them; a refused download says why', async () => {
    signIn();
    const empty = 'El menú de esta sucursal no tiene platillos: agrega platillos antes de imprimirlo.';
    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'PRINT_MENU_EMPTY', message: empty } }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    ) as typeof fetch;
    const saved = savedFiles();
    const { user } = renderInPanel(
      <PrintChoices branch={branchFixture({ id: 7, tables: 0 })} />,
      withLanguages(['es']),
    );
    expect(screen.getByText(TENTS_HINT)).toBeInTheDocument();
    expect(buttonTexts()).toHaveLength(3);
    await user.click(button('Cartel de entrada (PDF)'));
    expect(await screen.findByText('No se pudo descargar: Cartel de entrada (PDF)')).toBeInTheDocument();
    expect(screen.getByText(empty)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
