import { BRAND_DEFAULTS, contrast, profileAtom, sessionStore } from '@menu/shared';
import { settle, signIn, writes } from '@menu/shared/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HEX_MESSAGE } from './colors';
import { brandProfile, refusal, renderBrand, serveBrand } from './testing';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

const TEXT_WARNING = /^El texto y el fondo tienen poco contraste/;
const warnings = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');

describe('BrandTab: colours', () => {
  it('shows a picker and a hex input per colour, with the stored values', async () => {
    serveBrand(brandProfile());
    renderBrand(
      brandProfile({
        theme: { background: '#FAFAFA', font: '#242424', button_background: '#5227D0', button_font: '#FFFFFF' },
      }),
    );
    for (const label of ['Fondo', 'Texto', 'Botones', 'Texto de botones'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Fondo (hex)')).toHaveValue('#FAFAFA');
    expect(screen.getByLabelText('Fondo')).toHaveTextContent('#FAFAFA');
    expect(screen.getByLabelText('Texto de botones (hex)')).toHaveValue('#FFFFFF');
    await screen.findByTitle('Vista previa del menú');
  });

  it('a typed colour sends only its field on Enter (not again on blur), goes into the store and says Cambios guardados', async () => {
    const calls = serveBrand(brandProfile());
    const { user } = renderBrand(brandProfile());
    const input = screen.getByLabelText('Texto (hex)');
    await user.clear(input);
    await user.type(input, '#1e1e1e{Enter}');
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/profiles/me', body: { font_color: '#1E1E1E' } }]);
    expect(sessionStore.get(profileAtom)?.theme.font).toBe('#1E1E1E');
    expect(input).toHaveValue('#1E1E1E');
    fireEvent.blur(input);
    await settle(50);
    expect(writes(calls)).toHaveLength(1);
  });

  it("the picker's own panel saves its colour (onChangeComplete) and the hex input follows", async () => {
    const calls = serveBrand(brandProfile());
    const { user } = renderBrand(brandProfile());
    await user.click(screen.getByLabelText('Botones'));
    const panelHex = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('.ant-popover .ant-color-picker-hex-input input');
      expect(input).not.toBeNull();
      return input as HTMLInputElement;
    });
    fireEvent.change(panelHex, { target: { value: '00aa55' } });
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/profiles/me', body: { button_color: '#00AA55' } }]),
    );
    await waitFor(() => expect(screen.getByLabelText('Botones (hex)')).toHaveValue('#00AA55'));
    await waitFor(() => expect(sessionStore.get(profileAtom)?.theme.button_background).toBe('#00AA55'));
  });

  it(`a wrong hex says '${HEX_MESSAGE}' on blur and sends nothing`, async () => {
    const calls = serveBrand(brandProfile());
    const { user } = renderBrand(brandProfile());
    const input = screen.getByLabelText('Botones (hex)');
    await user.clear(input);
    await user.type(input, '#12345G');
    fireEvent.blur(input);
    expect(await screen.findByText(HEX_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await settle(50);
    expect(writes(calls)).toEqual([]);
    // Fixed, it saves and the message goes.
    await user.clear(input);
    await user.type(input, '#112233{Enter}');
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/profiles/me', body: { button_color: '#112233' } }]),
    );
    expect(screen.queryByText(HEX_MESSAGE)).not.toBeInTheDocument();
  });

  it('warns when text on background reads poorly (#777777 on #FFFFFF), not with #242424', async () => {
    serveBrand(brandProfile());
    const { user } = renderBrand(brandProfile());
    expect(warnings()).toEqual([]);
    const input = screen.getByLabelText('Texto (hex)');
    await user.clear(input);
    await user.type(input, '#777777{Enter}');
    // 4.48:1, shown rounded down so it does not read as the 4.5:1 it misses.
    expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    const ratio = '4.4';
    await waitFor(() =>
      expect(warnings()).toEqual([
        `El texto y el fondo tienen poco contraste (${ratio}:1; se recomienda al menos 4.5:1). En tu menú el texto se ajustará para que se pueda leer.`,
      ]),
    );
    await user.clear(input);
    await user.type(input, '#242424{Enter}');
    await waitFor(() => expect(warnings().filter((text) => TEXT_WARNING.test(text))).toEqual([]));
  });

  it('warns about button text on buttons from the stored colours', async () => {
    serveBrand(brandProfile());
    renderBrand(
      brandProfile({
        theme: { background: '#FFFFFF', font: '#242424', button_background: '#FFFF00', button_font: '#FFFFFF' },
      }),
    );
    const ratio = '1.0';
    expect(warnings()).toEqual([
      `El texto de los botones y su color tienen poco contraste (${ratio}:1; se recomienda al menos 4.5:1). En tu menú el texto se ajustará para que se pueda leer.`,
    ]);
    await screen.findByTitle('Vista previa del menú');
  });

  it('Restablecer colores sends the four defaults in one PUT', async () => {
    const custom = brandProfile({
      theme: { background: '#000000', font: '#EEEEEE', button_background: '#FF0000', button_font: '#000000' },
    });
    const calls = serveBrand(custom);
    const { user } = renderBrand(custom);
    await user.click(screen.getByRole('button', { name: 'Restablecer colores' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: '/v1/profiles/me',
          body: {
            background_color: '#FFFFFF',
            font_color: '#242424',
            button_color: '#5227D0',
            button_font_color: '#FFFFFF',
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.getByLabelText('Fondo (hex)')).toHaveValue(BRAND_DEFAULTS.background));
    expect(sessionStore.get(profileAtom)?.theme).toEqual({
      background: '#FFFFFF',
      font: '#242424',
      button_background: '#5227D0',
      button_font: '#FFFFFF',
    });
  });

  it('a server refusal is notified with its message and the colour goes back to the stored one', async () => {
    const message = 'Tu plan no incluye la identidad de marca';
    const calls = serveBrand(brandProfile(), {
      'PUT /v1/profiles/me': refusal(403, 'SCOPE_REQUIRED', message, 'background_color'),
    });
    const { user } = renderBrand(brandProfile());
    const input = screen.getByLabelText('Fondo (hex)');
    await user.clear(input);
    await user.type(input, '#000000{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No se pudieron guardar los cambios')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/profiles/me', body: { background_color: '#000000' } }]);
    await waitFor(() => expect(input).toHaveValue('#FFFFFF'));
    expect(screen.getByLabelText('Fondo')).toHaveTextContent('#FFFFFF');
    expect(sessionStore.get(profileAtom)?.theme.background).toBe('#FFFFFF');
    expect(screen.queryByText('Cambios guardados')).not.toBeInTheDocument();
  });
});
