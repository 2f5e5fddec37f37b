import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { renderUi } from '@menu/shared/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { NameForm } from './NameForm';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const OWNER = { id: 1, name: 'Tacos Ana', email: 'ana@example.com', role: 'owner', branch_ids: [], is_owner: true };

/** The panel's store, as the shell provides it. */
const renderForm = () =>
  renderUi(
    <Provider store={sessionStore}>
      <NameForm />
    </Provider>,
  );

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', 'acc-1');
  sessionStore.set(profileAtom, {
    email: 'ana@example.com',
    company: 'Tacos Ana',
    member: OWNER,
  } as unknown as Profile);
});

describe('NameForm: the name Equipo and Historial show', () => {
  it('starts with the current name, saves a new one and puts it in the store', async () => {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      const body = await req.json();
      calls.push({ method: req.method, path: new URL(req.url).pathname, body });
      return json(200, { info: { ...OWNER, name: body.name } });
    }) as unknown as typeof fetch;
    const { user } = renderForm();
    const field = screen.getByLabelText('Tu nombre');
    const save = screen.getByRole('button', { name: 'Guardar nombre' });
    expect(field).toHaveValue('Tacos Ana');
    await waitFor(() => expect(save).toBeDisabled()); // unchanged: nothing to save
    await user.clear(field);
    await user.type(field, '  Ana Gómez ');
    await user.click(save);
    await screen.findByText('Nombre actualizado');
    expect(calls).toEqual([{ method: 'PUT', path: '/v1/members/me', body: { name: 'Ana Gómez' } }]);
    expect(sessionStore.get(profileAtom)?.member.name).toBe('Ana Gómez');
  });

  it('an empty name is refused before any call', async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    const { user } = renderForm();
    const field = screen.getByLabelText('Tu nombre');
    await user.clear(field);
    expect(screen.getByRole('button', { name: 'Guardar nombre' })).toBeDisabled();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
