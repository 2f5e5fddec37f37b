import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { json, renderUi, serve, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { AccountTab, TOTP_REQUIRED_NOTICE } from './AccountTab';
import { qrImageSrc } from './TotpSetup';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(4, '0')}`);
const fail = (status: number, code: string, message: string) => json(status, { error: { code, message } });

const member = (extra: Partial<Profile['member']> = {}) =>
  ({
    id: 7,
    name: 'Luis',
    email: 'luis@example.com',
    role: 'admin',
    totp_enabled: false,
    ...extra,
  }) as Profile['member'];
const profileWith = (m: Profile['member'], requireTotp = false) =>
  ({ email: 'ana@example.com', company: 'Tacos Ana', require_totp: requireTotp, member: m }) as unknown as Profile;

function renderTab(profile: Profile) {
  sessionStore.set(profileAtom, profile);
  const result = renderUi(
    <Provider store={sessionStore}>
      <AccountTab />
    </Provider>,
  );
  const card = () => screen.getByRole('region', { name: 'Verificación en dos pasos' });
  return { ...result, card };
}

beforeEach(() => signIn());
afterEach(() => {
  // antd notifications live outside the rendered tree.
  document.body.innerHTML = '';
});

describe('Cuenta: the e-mail', () => {
  it("a member sees their own e-mail, read-only (the owner's is the account's)", () => {
    renderTab(profileWith(member()));
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveValue('luis@example.com');
    expect(email).toBeDisabled();
  });
});

describe('Cuenta: Verificación en dos pasos, off', () => {
  it('Activar shows the QR code as an image and the secret, then Confirmar shows the 10 recovery codes once', async () => {
    const enabledProfile = profileWith(member({ totp_enabled: true }));
    const calls = serve({
      'POST /v1/members/me/totp': { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: SVG },
      'PUT /v1/members/me/totp': (body: unknown) =>
        (body as { code: string }).code === '123456'
          ? json(200, { info: { recovery_codes: CODES } })
          : fail(400, 'TOTP_INVALID', 'El código de verificación no es correcto.'),
      'GET /v1/profiles/me': enabledProfile,
    });
    const { user, card } = renderTab(profileWith(member()));
    expect(within(card()).getByText('Desactivada')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Activar' }));

    const qr = await within(card()).findByRole('img', { name: 'Código QR para tu app de autenticación' });
    expect(qr).toHaveAttribute('src', qrImageSrc(SVG));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
    // The server's SVG is never markup of the page.
    expect(card().querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(within(card()).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = within(card()).getByLabelText('Código de verificación');
    const confirm = within(card()).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await user.type(code, '654321');
    await user.click(confirm);
    expect(await within(card()).findByText('El código de verificación no es correcto.')).toBeInTheDocument();
    expect(code).toHaveValue('');

    await user.type(code, '123456');
    await user.click(within(card()).getByRole('button', { name: 'Confirmar' }));
    const list = await within(card()).findByRole('list', { name: 'Códigos de recuperación' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(within(card()).getByText('Guarda estos códigos en un lugar seguro')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/members/me/totp', body: undefined },
      { method: 'PUT', path: '/v1/members/me/totp', body: { code: '654321' } },
      { method: 'PUT', path: '/v1/members/me/totp', body: { code: '123456' } },
    ]);
    // The store says it is on (the profile read again), and the codes go for good with Listo.
    await waitFor(() => expect(sessionStore.get(profileAtom)).toEqual(enabledProfile));
    expect(within(card()).getByText('Activada')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Listo' }));
    expect(within(card()).queryByRole('list', { name: 'Códigos de recuperación' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
  });

  it('Copiar puts the codes on the clipboard and Descargar saves them in a file, one a line', async () => {
    serve({
      'POST /v1/members/me/totp': { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: SVG },
      'PUT /v1/members/me/totp': { recovery_codes: CODES },
      'GET /v1/profiles/me': profileWith(member({ totp_enabled: true })),
    });
    const { user, card } = renderTab(profileWith(member()));
    // After the render: user-event puts its own clipboard in place when it is set up.
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(card()).getByRole('button', { name: 'Activar' }));
    await user.type(await within(card()).findByLabelText('Código de verificación'), '123456');
    await user.click(within(card()).getByRole('button', { name: 'Confirmar' }));
    await user.click(await within(card()).findByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

    // Descargar saves a text file with the codes, one a line.
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(card()).getByRole('button', { name: 'Descargar' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toHaveProperty('download', 'menu-digital-codigos-de-recuperacion.txt');
    // jsdom's Blob has no text(): its FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(text).toContain('luis@example.com');
    expect(text).toContain(CODES.join('\n'));
    click.mockRestore();
  });

  it('Cancelar leaves it off, asking nothing more', async () => {
    const calls = serve({
      'POST /v1/members/me/totp': { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_svg: SVG },
    });
    const { user, card } = renderTab(profileWith(member()));
    await user.click(within(card()).getByRole('button', { name: 'Activar' }));
    await user.click(await within(card()).findByRole('button', { name: 'Cancelar' }));
    expect(within(card()).getByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('required by the account and not set up: the notice shows first', () => {
    renderTab(profileWith(member(), true));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(TOTP_REQUIRED_NOTICE);
  });

  it.each([
    ['not required', member(), false],
    ['set up', member({ totp_enabled: true }), true],
    ['a role it cannot be required of', member({ role: 'manager' }), true],
  ])('%s: no notice', (_, m, required) => {
    renderTab(profileWith(m, required));
    expect(screen.queryByText(TOTP_REQUIRED_NOTICE)).not.toBeInTheDocument();
  });
});

describe('Cuenta: Verificación en dos pasos, on', () => {
  it('Desactivar asks the password; a wrong one says so, the right one turns it off', async () => {
    const calls = serve({
      'DELETE /v1/members/me/totp': (body: unknown) =>
        (body as { password: string }).password === 'secreto123'
          ? json(200, { info: { ok: true } })
          : fail(400, 'CURRENT_NOT_MATCH', 'CURRENT_NOT_MATCH'),
      'GET /v1/profiles/me': () => fail(500, 'INTERNAL_ERROR', 'x'),
    });
    const { user, card } = renderTab(profileWith(member({ totp_enabled: true })));
    expect(within(card()).getByText('Activada')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Desactivar' }));
    const password = within(card()).getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    const turnOff = within(card()).getByRole('button', { name: 'Desactivar' });
    expect(turnOff).toBeDisabled();
    await user.type(password, 'otra');
    await user.click(turnOff);
    expect(await within(card()).findByText('La contraseña actual no es correcta')).toBeInTheDocument();

    await user.type(password, 'secreto123');
    await user.click(within(card()).getByRole('button', { name: 'Desactivar' }));
    // Off even when the profile could not be read again: the store is marked from the answer.
    expect(await within(card()).findByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(within(card()).getByText('Desactivada')).toBeInTheDocument();
    expect(sessionStore.get(profileAtom)?.member.totp_enabled).toBe(false);
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/v1/members/me/totp', body: { password: 'otra' } },
      { method: 'DELETE', path: '/v1/members/me/totp', body: { password: 'secreto123' } },
    ]);
  });

  it('Desactivar where the account requires it warns that it must be set up again', async () => {
    const { user, card } = renderTab(profileWith(member({ totp_enabled: true }), true));
    await user.click(within(card()).getByRole('button', { name: 'Desactivar' }));
    expect(within(card()).getByText(/tendrás que activarla de nuevo/)).toBeInTheDocument();
  });

  it("'Generar nuevos códigos de recuperación' asks the app's code and shows the new codes", async () => {
    const fresh = CODES.map((c) => c.replace('code', 'new'));
    const calls = serve({ 'POST /v1/members/me/totp/recovery-codes': { recovery_codes: fresh } });
    const { user, card } = renderTab(profileWith(member({ totp_enabled: true })));
    await user.click(within(card()).getByRole('button', { name: 'Generar nuevos códigos de recuperación' }));
    expect(within(card()).getByText(/anteriores dejarán de funcionar/)).toBeInTheDocument();
    await user.type(within(card()).getByLabelText('Código de verificación'), '123456');
    await user.click(within(card()).getByRole('button', { name: 'Generar códigos' }));
    const list = await within(card()).findByRole('list', { name: 'Códigos de recuperación' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(fresh);
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/members/me/totp/recovery-codes', body: { code: '123456' } },
    ]);
  });
});
