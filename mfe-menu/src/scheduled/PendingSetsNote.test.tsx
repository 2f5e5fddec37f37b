import { screen, waitFor } from '@testing-library/react';
import { api, unwrap } from '@menu/shared';
import { renderUi, serve, settle, signIn } from '@menu/shared/ui/testing';
import { PendingSetsNote } from './PendingSetsNote';

const SETS = {
  time_zone: 'America/Mexico_City',
  items: [{ id: 9, name: 'Enero', run_at: '2099-01-15T15:00:00.000Z' }],
};
const NOTE = 'Está en el cambio programado «Enero» del 15/01/2099.';

const reads = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/products/4/scheduled-changes');

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('PendingSetsNote', () => {
  it('reads through the data cache: the confirm opened again within the fresh time draws the note at once and asks nothing', async () => {
    const calls = serve({ 'GET /v1/products/4/scheduled-changes': SETS });
    const first = renderUi(<PendingSetsNote productId={4} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTE);
    first.unmount();
    renderUi(<PendingSetsNote productId={4} />);
    // On the first render, before any answer could arrive.
    expect(screen.getByRole('alert')).toHaveTextContent(NOTE);
    await settle();
    expect(reads(calls)).toHaveLength(1);
  });

  it('a scheduled change saved since then is not hidden: the next opening asks again', async () => {
    const calls = serve({
      'GET /v1/products/4/scheduled-changes': SETS,
      'POST /v1/scheduled-changes': { id: 10 },
    });
    const first = renderUi(<PendingSetsNote productId={4} />);
    await screen.findByRole('alert');
    first.unmount();
    await unwrap(
      api.POST('/v1/scheduled-changes', {
        body: {
          name: 'Febrero',
          run_at: '2099-02-01T15:00:00.000Z',
          changes: [{ entity: 'product', id: 4, fields: { price: 10 } }],
        },
      }),
    );
    renderUi(<PendingSetsNote productId={4} />);
    await waitFor(() => expect(reads(calls)).toHaveLength(2));
  });

  it('says nothing when there are no pending sets or they could not be read', async () => {
    const calls = serve({ 'GET /v1/products/4/scheduled-changes': { time_zone: 'UTC', items: [] } });
    renderUi(<PendingSetsNote productId={4} />);
    await waitFor(() => expect(reads(calls)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    renderUi(<PendingSetsNote productId={5} />);
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
