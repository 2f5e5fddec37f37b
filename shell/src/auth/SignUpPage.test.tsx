import { BUSINESS_TYPES } from '@menu/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@menu/shared/router';
import SignUpPage from './SignUpPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: () => Response) {
  const bodies: unknown[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    expect(`${req.method} ${new URL(req.url).pathname}`).toBe('POST /auth/signup');
    bodies.push(await req.json());
    return answer();
  }) as unknown as typeof fetch;
  return bodies;
}

function renderSignUp() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/sign-up']}>
      <SignUpPage />
    </MemoryRouter>,
  );
  const field = (label: string) => screen.getByLabelText(label);
  const submit = () => user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  const errorOf = (label: string) => {
    const input = field(label);
    const id = input.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  };
  const fillValid = async () => {
    await user.type(field('Correo electrónico'), 'ana@example.com');
    await user.type(field('Contraseña'), 'secreto123');
    await user.type(field('Nombre de tu negocio'), 'Tacos Ana');
    await user.selectOptions(field('Giro'), 'Bar');
  };
  return { user, field, submit, errorOf, fillValid };
}

beforeEach(() => {
  global.fetch = jest.fn(() => Promise.reject(new Error('no request expected'))) as unknown as typeof fetch;
});

describe('SignUpPage validation', () => {
  it('an empty form shows "Campo obligatorio" on every field and sends nothing', async () => {
    const { submit, errorOf, field } = renderSignUp();
    await submit();
    for (const label of ['Correo electrónico', 'Contraseña', 'Nombre de tu negocio', 'Giro']) {
      expect(errorOf(label)).toBe('Campo obligatorio');
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getAllByText('Campo obligatorio')).toHaveLength(4);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('checks the e-mail format and the password length', async () => {
    const { user, field, submit, errorOf } = renderSignUp();
    await user.type(field('Correo electrónico'), 'ana@example');
    await user.type(field('Contraseña'), '1234567');
    await submit();
    expect(errorOf('Correo electrónico')).toBe('El formato de correo no es valido');
    expect(errorOf('Contraseña')).toBe('Tu contraseña debe ser mínimo 8 caracteres');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('a fixed field loses its error on the next submit', async () => {
    const bodies = serve(() => json(200, { info: { ok: true } }));
    const { user, field, submit, errorOf, fillValid } = renderSignUp();
    await user.type(field('Correo electrónico'), 'mal');
    await submit();
    expect(errorOf('Correo electrónico')).toBe('El formato de correo no es valido');
    await user.clear(field('Correo electrónico'));
    await fillValid();
    await submit();
    expect(await screen.findByText('¡Cuenta creada!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it("picking a Giro clears its 'Campo obligatorio' at once; the other fields keep theirs until fixed", async () => {
    const { user, field, submit, errorOf } = renderSignUp();
    await submit();
    expect(errorOf('Giro')).toBe('Campo obligatorio');
    await user.selectOptions(field('Giro'), 'Bar');
    expect(errorOf('Giro')).toBeNull();
    expect(field('Giro')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByText('Campo obligatorio')).toHaveLength(3);
    // Back to the empty choice: the field is checked again as it changes.
    await user.selectOptions(field('Giro'), '');
    expect(errorOf('Giro')).toBe('Campo obligatorio');
  });

  it('after a submit each field is checked again as it changes: the message follows the value', async () => {
    const { user, field, submit, errorOf } = renderSignUp();
    await user.type(field('Correo electrónico'), 'ana@example');
    // Nothing is flagged while typing before the first submit.
    expect(errorOf('Correo electrónico')).toBeNull();
    await submit();
    expect(errorOf('Correo electrónico')).toBe('El formato de correo no es valido');
    await user.type(field('Correo electrónico'), '.com');
    expect(errorOf('Correo electrónico')).toBeNull();
    await user.type(field('Nombre de tu negocio'), 'Tacos');
    expect(errorOf('Nombre de tu negocio')).toBeNull();
    await user.clear(field('Nombre de tu negocio'));
    expect(errorOf('Nombre de tu negocio')).toBe('Campo obligatorio');
  });

  it('offers every business type, ending with Otro', () => {
    renderSignUp();
    const options = within(screen.getByLabelText('Giro'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['', ...BUSINESS_TYPES]);
    expect(options[options.length - 1]).toBe('Otro');
  });
});

describe("SignUpPage: the 'Otro' business type", () => {
  it("reveals 'Dinos tu giro' only for Otro", async () => {
    const { user, field } = renderSignUp();
    expect(screen.queryByLabelText('Dinos tu giro')).not.toBeInTheDocument();
    await user.selectOptions(field('Giro'), 'Otro');
    expect(screen.getByLabelText('Dinos tu giro')).toBeInTheDocument();
    await user.selectOptions(field('Giro'), 'Bar');
    expect(screen.queryByLabelText('Dinos tu giro')).not.toBeInTheDocument();
  });

  it("requires 'Dinos tu giro' and sends it as the business kind", async () => {
    const bodies = serve(() => json(200, { info: { ok: true } }));
    const { user, field, submit, errorOf, fillValid } = renderSignUp();
    await fillValid();
    await user.selectOptions(field('Giro'), 'Otro');
    await submit();
    expect(errorOf('Dinos tu giro')).toBe('Campo obligatorio');
    expect(global.fetch).not.toHaveBeenCalled();

    await user.type(field('Dinos tu giro'), '  Food truck ');
    await submit();
    await screen.findByText('¡Cuenta creada!');
    expect(bodies).toEqual([
      { email: 'ana@example.com', password: 'secreto123', company: 'Tacos Ana', business_kind: 'Food truck' },
    ]);
  });
});

describe('SignUpPage submission', () => {
  it('sends the account and shows where the verification e-mail went', async () => {
    const bodies = serve(() => json(200, { info: { ok: true } }));
    const { user, field, submit, fillValid } = renderSignUp();
    await fillValid();
    await user.type(field('Correo electrónico'), '  ');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Revisa tu correo ana@example.com y haz click en el enlace para verificar tu cuenta.',
    );
    expect(bodies).toEqual([
      { email: 'ana@example.com', password: 'secreto123', company: 'Tacos Ana', business_kind: 'Bar' },
    ]);
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  });

  it('EMAIL_IN_USE says the account exists', async () => {
    serve(() => json(409, { error: { code: 'EMAIL_IN_USE', message: 'Ya existe una cuenta con este correo.' } }));
    const { submit, fillValid } = renderSignUp();
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con ese correo.');
    expect(screen.queryByText('¡Cuenta creada!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
  });

  it('other failures show a message and keep the form', async () => {
    serve(() => json(500, { error: { code: 'INTERNAL_ERROR', message: 'INTERNAL_ERROR' } }));
    const { submit, fillValid, field } = renderSignUp();
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo a salido mal, por favor intenta más tarde.');
    expect(field('Correo electrónico')).toHaveValue('ana@example.com');
  });
});
