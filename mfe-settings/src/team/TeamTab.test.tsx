import { MESSAGES, profileAtom, sessionStore } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { json, pickOption, renderInPanel, renderUi, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@menu/shared/router';
import { screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { TeamTab } from './TeamTab';
import { ADMIN, CENTRO, GERENTE, INVITED, NORTE, OWNER, ownerProfile, TEAM } from './testing';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  queryClient().clear();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** Where a click led, with its query. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="ruta">{`${pathname}${search}`}</output>;
}

const fail = (status: number, code: string, message: string) => json(status, { error: { code, message } });

async function open(routes: Record<string, unknown> = {}, profile = ownerProfile()) {
  const calls = serve({ 'GET /v1/members': TEAM, 'GET /v1/sucursales': [CENTRO, NORTE], ...routes });
  const view = renderInPanel(<TeamTab />, profile, '/settings/team');
  await screen.findByRole('row', { name: GERENTE.name });
  return { ...view, calls };
}

const row = (name: string) => screen.getByRole('row', { name });
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog');

/** Opens a row's actions menu and clicks `label`. */
async function rowAction(user: ReturnType<typeof renderUi>['user'], name: string, label: string) {
  await user.click(within(row(name)).getByRole('button', { name: `Acciones de ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

describe('TeamTab: the list', () => {
  it('shows each person: name, e-mail, role, branches by name, last access and state; the owner first', async () => {
    await open();
    // The person's cell: the name over the e-mail.
    expect(cells(GERENTE.name)).toEqual([
      'Lucía Ramírezlucia@example.com',
      'Gerente de sucursal',
      'Centro',
      'hace 3 h',
      'Activo',
      '',
    ]);
    expect(cells(ADMIN.name).slice(1)).toEqual(['Administrador', 'Todas', 'Nunca', 'Suspendido', '']);
    // An invitation not accepted yet: no name, its e-mail names the row.
    expect(cells(INVITED.email)).toEqual([
      '—caro@example.com',
      'Personal',
      'Centro, Norte',
      'Nunca',
      expect.stringMatching(/^Invitación pendienteVence el \d{1,2} \w+\.?$/),
      '',
    ]);
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('aria-label'));
    expect(names).toEqual(['Ana', 'Lucía Ramírez', 'Beto', 'caro@example.com']);
  });

  it('an invitation past its end says it needs resending', async () => {
    const expired = { ...INVITED, invite_expires_at: new Date(Date.now() - 86400_000).toISOString() };
    await open({ 'GET /v1/members': [OWNER, GERENTE, expired] });
    expect(within(row(INVITED.email)).getByText('Venció: reenvíala')).toBeInTheDocument();
  });

  it("the owner's row says 'Propietario' and has no actions", async () => {
    await open();
    expect(within(row(OWNER.name)).getByText('Propietario')).toBeInTheDocument();
    expect(within(row(OWNER.name)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row(GERENTE.name)).getByRole('button', { name: 'Acciones de Lucía Ramírez' })).toBeInTheDocument();
  });

  it("says how many people the plan allows; all taken, 'Mejorar Suscripción' leads to billing", async () => {
    const first = await open();
    expect(screen.getByText(/Tu plan incluye hasta 25 personas, tú incluido: 4 de 25\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mejorar Suscripción' })).not.toBeInTheDocument();
    first.unmount();
    const { user } = await open({}, ownerProfile(false, 4));
    expect(screen.getByText(/4 de 4\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Mejorar Suscripción' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing/plans');
  });

  it("a failed load says so, and 'Reintentar' reads the team again", async () => {
    let fails = true;
    serve({
      'GET /v1/members': () =>
        fails
          ? fail(500, 'INTERNAL_ERROR', 'Algo a salido mal, por favor intenta más tarde.')
          : json(200, { info: TEAM }),
      'GET /v1/sucursales': [CENTRO],
    });
    const { user } = renderInPanel(<TeamTab />, ownerProfile(), '/settings/team');
    expect(await screen.findByText('No se pudo cargar tu equipo')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('row', { name: GERENTE.name })).toBeInTheDocument();
  });
});

describe('TeamTab: Invitar', () => {
  it('checks the fields (required, e-mail format, branches for a Gerente) and nothing is sent until they pass', async () => {
    const { user, calls } = await open();
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() => expect(within(dialog()).getAllByText(MESSAGES.required)).toHaveLength(2));
    await user.type(within(dialog()).getByLabelText('Correo'), 'lucia@');
    expect(await within(dialog()).findByText(MESSAGES.email)).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Sucursales')).not.toBeInTheDocument();
    await pickOption(user, 'Rol', 'Gerente de sucursal');
    // The chosen role's description, from the roles' declaration.
    expect(within(dialog()).getByText(/precios y disponibilidad de su plantilla/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() => expect(within(dialog()).getAllByText(MESSAGES.required)).toHaveLength(1));
    await settle(50);
    expect(writes(calls)).toEqual([]);
  });

  it('sends the invitation and the list shows it (read again)', async () => {
    const { user, calls } = await open({ 'POST /v1/members': () => json(201, { info: { id: 5 } }) });
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    await user.type(within(dialog()).getByLabelText('Correo'), ' nuevo@example.com ');
    await pickOption(user, 'Rol', 'Gerente de sucursal');
    await pickOption(user, 'Sucursales', 'Norte');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Invitación enviada a nuevo@example.com')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/members', body: { email: 'nuevo@example.com', role: 'manager', branch_ids: [9] } },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/members' && c.method === 'GET')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an Administrador works on every branch: no branches are asked nor sent', async () => {
    const { user, calls } = await open({ 'POST /v1/members': () => json(201, { info: { id: 5 } }) });
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    await user.type(within(dialog()).getByLabelText('Correo'), 'admin@example.com');
    await pickOption(user, 'Rol', 'Administrador');
    expect(within(dialog()).queryByLabelText('Sucursales')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar invitación' }));
    await screen.findByText('Invitación enviada a admin@example.com');
    expect(writes(calls)[0]?.body).toEqual({ email: 'admin@example.com', role: 'admin', branch_ids: [] });
  });

  it("the plan's limit shows the API's message with 'Mejorar Suscripción' to billing", async () => {
    const limit = 'Tu plan permite hasta 3 miembros. Mejora tu suscripción para invitar a más.';
    const { user } = await open({ 'POST /v1/members': () => fail(409, 'MEMBER_LIMIT_REACHED', limit) });
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    await user.type(within(dialog()).getByLabelText('Correo'), 'otro@example.com');
    await pickOption(user, 'Rol', 'Administrador');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(`${limit} Mejorar Suscripción`);
    await user.click(within(dialog()).getByRole('link', { name: 'Mejorar Suscripción' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing/plans');
  });

  it("an e-mail of another account shows the API's message under Correo", async () => {
    const elsewhere = 'Ese correo ya pertenece a otra cuenta de Menú Digital.';
    const { user } = await open({ 'POST /v1/members': () => fail(409, 'MEMBER_EMAIL_ELSEWHERE', elsewhere) });
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    await user.type(within(dialog()).getByLabelText('Correo'), 'otro@example.com');
    await pickOption(user, 'Rol', 'Administrador');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog()).findByText(elsewhere)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Correo')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('TeamTab: a person’s actions', () => {
  it('Suspender and Reactivar change the state; the list is read again', async () => {
    const { user, calls } = await open({ 'PUT /v1/members/2': { ok: true }, 'PUT /v1/members/3': { ok: true } });
    await rowAction(user, GERENTE.name, 'Suspender');
    await rowAction(user, ADMIN.name, 'Reactivar');
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PUT', path: '/v1/members/2', body: { state: 'suspended' } },
        { method: 'PUT', path: '/v1/members/3', body: { state: 'active' } },
      ]),
    );
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/members' && c.method === 'GET')).toHaveLength(3));
  });

  it('Cambiar rol sends the role and its branches', async () => {
    const { user, calls } = await open({ 'PUT /v1/members/2': { ok: true } });
    await rowAction(user, GERENTE.name, 'Cambiar rol');
    expect(within(dialog()).getByText('Cambiar rol de Lucía Ramírez')).toBeInTheDocument();
    await pickOption(user, 'Sucursales', 'Norte');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PUT', path: '/v1/members/2', body: { role: 'manager', branch_ids: [3, 9] } },
      ]),
    );
  });

  it('Quitar asks first, then removes the person', async () => {
    const { user, calls } = await open({ 'DELETE /v1/members/2': { ok: true } });
    await rowAction(user, GERENTE.name, 'Quitar');
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('¿Quitar a Lucía Ramírez del equipo?');
    expect(writes(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/members/2', body: undefined }]));
  });

  it('a pending invitation can be resent or revoked (after a confirm)', async () => {
    const { user, calls } = await open({
      'POST /v1/members/4/invitation': { ok: true },
      'DELETE /v1/members/4': { ok: true },
    });
    await user.click(within(row(INVITED.email)).getByRole('button', { name: `Acciones de ${INVITED.email}` }));
    const entries = await screen.findAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Cambiar rol',
      'Reenviar invitación',
      'Revocar invitación',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Reenviar invitación' }));
    expect(await screen.findByText('Invitación reenviada a caro@example.com')).toBeInTheDocument();
    await rowAction(user, INVITED.email, 'Revocar invitación');
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Revocar invitación' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'POST', path: '/v1/members/4/invitation', body: undefined },
        { method: 'DELETE', path: '/v1/members/4', body: undefined },
      ]),
    );
  });

  it("a refusal is notified with the API's message", async () => {
    const { user } = await open({
      'PUT /v1/members/2': () => fail(403, 'OWNER_PROTECTED', 'No se puede cambiar al propietario de la cuenta.'),
    });
    await rowAction(user, GERENTE.name, 'Suspender');
    expect(await screen.findByText('No se pudo suspender a Lucía Ramírez')).toBeInTheDocument();
    expect(screen.getByText('No se puede cambiar al propietario de la cuenta.')).toBeInTheDocument();
  });

  it("Accesos lists the person's sign-ins: fecha, IP, dispositivo", async () => {
    const { user } = await open({
      'GET /v1/members/2/sign-ins': [
        { at: '2026-12-01T18:30:00.000Z', ip: '201.141.2.9', device: 'Mozilla/5.0 (iPhone)' },
        { at: '2026-11-30T09:00:00.000Z', ip: '10.0.0.1', device: null },
      ],
    });
    await rowAction(user, GERENTE.name, 'Accesos');
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Accesos de Lucía Ramírez');
    await within(modal).findByText('201.141.2.9');
    const rows = within(modal)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['201.141.2.9', 'Mozilla/5.0 (iPhone)'],
      ['10.0.0.1', '—'],
    ]);
  });

  it("'Ver cambios' opens Historial filtered by the person", async () => {
    serve({ 'GET /v1/members': TEAM, 'GET /v1/sucursales': [CENTRO, NORTE] });
    sessionStore.set(profileAtom, ownerProfile());
    const { user } = renderUi(
      <Provider store={sessionStore}>
        <MemoryRouter initialEntries={['/settings/team']}>
          <Routes>
            <Route path="/settings/team" element={<TeamTab />} />
            <Route path="/menu/historial" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByRole('row', { name: GERENTE.name });
    await rowAction(user, GERENTE.name, 'Ver cambios');
    expect(await screen.findByLabelText('ruta')).toHaveTextContent('/menu/historial?member=2');
  });
});

describe('TeamTab: two-step policy', () => {
  it('the switch reads the profile and PUTs the policy; the profile takes the new value', async () => {
    const { user, calls } = await open({ 'PUT /v1/members/policy': { ok: true } });
    const policy = screen.getByRole('switch', {
      name: 'Exigir verificación en dos pasos a Propietario y Administradores',
    });
    expect(policy).not.toBeChecked();
    await user.click(policy);
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/members/policy', body: { require_totp: true } }]),
    );
    await waitFor(() => expect(policy).toBeChecked());
    expect(sessionStore.get(profileAtom)?.require_totp).toBe(true);
  });
});
