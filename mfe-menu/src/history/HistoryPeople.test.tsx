import { screen, waitFor, within } from '@testing-library/react';
import {
  type Call,
  FRANCHISES_PROFILE,
  json,
  pickOption,
  renderInPanel,
  serve,
  setupBoardTests,
} from '@menu/shared/ui/testing';
import { HistoryBoard } from './HistoryBoard';
import { entry } from './testing';
import type { HistoryPerson } from './types';

jest.setTimeout(30_000);
setupBoardTests();

// Issue 42, who did what: a team's Historial names who made each change and filters by person.

const LIST = 'GET /v1/history';
const PEOPLE = 'GET /v1/history/people';
const OWNER: HistoryPerson = { id: 1, name: 'La Cantina', email: 'demo@example.com', role: 'owner' };
const ANA: HistoryPerson = { id: 2, name: 'Ana Gómez', email: 'ana@example.com', role: 'manager' };

const ENTRIES = [
  entry({ id: 9, actor: ANA.email, member: { id: ANA.id, name: ANA.name } }),
  entry({ id: 8, entity: 'tag', entity_id: 3, name: 'Picante', action: 'create', changes: [] }),
  // A member removed since: no member, the e-mail recorded with the change.
  entry({ id: 7, entity: 'family', entity_id: 4, name: 'Bebidas', actor: 'ex@example.com', member: null }),
  entry({ id: 6, entity: 'category', entity_id: 2, name: 'Postres', actor: '', member: null, action: 'scheduled' }),
];

function open(routes: Record<string, unknown>, path = '/menu/historial') {
  const calls = serve(routes);
  return { calls, ...renderInPanel(<HistoryBoard />, FRANCHISES_PROFILE, path) };
}

const listCalls = (calls: ReturnType<typeof serve>) => calls.filter((call) => call.path === '/v1/history');
const item = (name: string) =>
  within(screen.getByRole('list', { name: 'Historial de cambios' })).getByRole('listitem', { name });

describe('HistoryBoard: who made each change', () => {
  it("a team's entries say 'por <name>'; 'Persona' filters the list by one person and back to everyone", async () => {
    // The fake server filters as the API does.
    const { calls, user } = open({
      [LIST]: (_body: unknown, call: Call) => {
        const items = ENTRIES.filter((e) => !call.query.member_id || e.member?.id === Number(call.query.member_id));
        return json(200, { info: { items, total: items.length } });
      },
      [PEOPLE]: [OWNER, ANA],
    });
    await waitFor(() => expect(item('Producto · Tacos al pastor')).toHaveTextContent('· por Ana Gómez · hace 3 min'));
    expect(item('Etiqueta · Picante')).toHaveTextContent('por La Cantina · hace 3 min');
    expect(item('Familia · Bebidas')).toHaveTextContent('por ex@example.com · hace 3 min');
    expect(item('Categoría · Postres')).toHaveTextContent('Sistema · hace 3 min');
    expect(listCalls(calls)[0]!.query.member_id).toBeUndefined();

    await pickOption(user, 'Persona', 'Ana Gómez (Gerente de sucursal)');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]!.query).toMatchObject({ member_id: '2', page: '1' });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Etiqueta · Picante' })).toBeNull());
    expect(item('Producto · Tacos al pastor')).toHaveTextContent('por Ana Gómez');

    // Cleared: every person's changes again.
    const field = screen.getByLabelText('Persona').closest('.ant-select')!;
    await user.click(field.querySelector('.ant-select-clear')!);
    expect(await screen.findByRole('listitem', { name: 'Etiqueta · Picante' })).toBeInTheDocument();
    expect(field).toHaveTextContent('Todas las personas');
    // The people are read once: the filter's changes ask the history only.
    expect(calls.filter((call) => call.path === '/v1/history/people')).toHaveLength(1);
  });

  it("takes the person from the URL (Equipo's link to a member's last changes)", async () => {
    const { calls } = open(
      { [LIST]: { items: ENTRIES.slice(0, 1), total: 1 }, [PEOPLE]: [OWNER, ANA] },
      '/menu/historial?member=2',
    );
    await screen.findByRole('listitem', { name: 'Producto · Tacos al pastor' });
    expect(listCalls(calls)[0]!.query).toMatchObject({ member_id: '2', page: '1' });
    const field = screen.getByLabelText('Persona').closest('.ant-select')!;
    await waitFor(() => expect(field).toHaveTextContent('Ana Gómez (Gerente de sucursal)'));
  });

  it('an account of one person reads as before: no filter, the e-mail of who changed it', async () => {
    open({ [LIST]: { items: ENTRIES.slice(1, 2), total: 1 }, [PEOPLE]: [OWNER] });
    await waitFor(() => expect(item('Etiqueta · Picante')).toHaveTextContent('Creado'));
    expect(item('Etiqueta · Picante')).toHaveTextContent('demo@example.com · hace 3 min');
    expect(item('Etiqueta · Picante')).not.toHaveTextContent('por ');
    expect(screen.queryByLabelText('Persona')).toBeNull();
  });
});
