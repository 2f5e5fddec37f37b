import { BRAND_DEFAULTS, profileAtom, sessionStore } from '@menu/shared';
import { json, pickOption, settle, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { brandProfile, refusal, renderBrand, serveBrand } from './testing';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

const HEADLINE = 'Tipografía de títulos';
const BODY = 'Tipografía de texto';
const openOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
    (option) => option.getAttribute('title'),
  );

describe('BrandTab: fonts', () => {
  it("lists 'Predeterminada' first, then the API's families; the current font is named", async () => {
    serveBrand(brandProfile());
    const { user } = renderBrand(brandProfile({ fonts: { headline: BRAND_DEFAULTS.headlineFont, body: 'Manrope' } }));
    expect(screen.getByText(`En uso: ${BRAND_DEFAULTS.headlineFont} (predeterminada)`)).toBeInTheDocument();
    expect(screen.getByText('En uso: Manrope')).toBeInTheDocument();
    await user.click(screen.getByLabelText(HEADLINE));
    await waitFor(() => expect(openOptions()).toEqual(['Predeterminada', 'Inter', 'Manrope']));
  });

  it('a chosen font sends fonts.headline_font only, and goes into the store', async () => {
    const calls = serveBrand(brandProfile());
    const { user } = renderBrand(brandProfile());
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/fonts')).toBe(true));
    await pickOption(user, HEADLINE, 'Inter');
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PUT', path: '/v1/profiles/me', body: { fonts: { headline_font: 'Inter' } } },
      ]),
    );
    await waitFor(() => expect(sessionStore.get(profileAtom)?.fonts.headline).toBe('Inter'));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(screen.getByText('En uso: Inter')).toBeInTheDocument();
  });

  it("'Predeterminada' sends the default font of that list", async () => {
    const start = brandProfile({ fonts: { headline: 'Inter', body: 'Manrope' } });
    const calls = serveBrand(start);
    const { user } = renderBrand(start);
    await pickOption(user, BODY, 'Predeterminada');
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PUT', path: '/v1/profiles/me', body: { fonts: { body_font: BRAND_DEFAULTS.bodyFont } } },
      ]),
    );
    expect(await screen.findByText(`En uso: ${BRAND_DEFAULTS.bodyFont} (predeterminada)`)).toBeInTheDocument();
  });

  it('Restablecer tipografías sends both defaults in one PUT', async () => {
    const start = brandProfile({ fonts: { headline: 'Inter', body: 'Manrope' } });
    const calls = serveBrand(start);
    const { user } = renderBrand(start);
    await user.click(screen.getByRole('button', { name: 'Restablecer tipografías' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: '/v1/profiles/me',
          body: { fonts: { headline_font: 'SS Nickson One', body_font: 'Aktiv Grotesk' } },
        },
      ]),
    );
  });

  it('a refused font is notified with the server message and the stored font shows again', async () => {
    const message = 'Elige una tipografía de la lista.';
    const calls = serveBrand(brandProfile(), {
      'PUT /v1/profiles/me': refusal(400, 'VALIDATION_ERROR', message, 'fonts.headline_font'),
    });
    const { user } = renderBrand(brandProfile());
    await pickOption(user, HEADLINE, 'Manrope');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByText(`En uso: ${BRAND_DEFAULTS.headlineFont} (predeterminada)`)).toBeInTheDocument(),
    );
    expect(sessionStore.get(profileAtom)?.fonts.headline).toBe(BRAND_DEFAULTS.headlineFont);
  });

  it("without the fonts list: only 'Predeterminada' and a note; the tab still works", async () => {
    serveBrand(brandProfile(), {
      'GET /v1/fonts': () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'Algo a salido mal' } }),
    });
    const { user } = renderBrand(brandProfile());
    expect(await screen.findByText(/No se pudo cargar la lista de tipografías/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(BODY));
    await waitFor(() => expect(openOptions()).toEqual(['Predeterminada']));
    await settle(20);
    expect(screen.getByLabelText('Fondo (hex)')).toBeInTheDocument();
  });

  it('the fonts list is read through the data cache: the tab opened again within its fresh time asks nothing', async () => {
    const calls = serveBrand(brandProfile());
    const first = renderBrand(brandProfile());
    await first.user.click(screen.getByLabelText(HEADLINE));
    await waitFor(() => expect(openOptions()).toEqual(['Predeterminada', 'Inter', 'Manrope']));
    first.unmount();
    document.body.innerHTML = '';
    const { user } = renderBrand(brandProfile());
    await user.click(screen.getByLabelText(HEADLINE));
    await waitFor(() => expect(openOptions()).toEqual(['Predeterminada', 'Inter', 'Manrope']));
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/fonts')).toHaveLength(1);
  });
});
