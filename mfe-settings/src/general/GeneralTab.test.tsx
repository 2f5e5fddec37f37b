import { MESSAGES, profileAtom, sessionStore } from '@menu/shared';
import { json, pickOption, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CENTRO, itemOf, profile, renderTab } from '../branch/testing';
import { GeneralTab } from './GeneralTab';

jest.setTimeout(30_000);

const NEGOCIO = profile('NEGOCIO');
const FRANCHISES = profile('FRANCHISES');

const company = () => within(screen.getByRole('region', { name: 'Negocio' }));
const saveCompany = () => company().getByRole('button', { name: 'Guardar' });

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('GeneralTab: company', () => {
  it('shows the stored company and business type; the 16 types in the spec order', async () => {
    serve({ 'GET /v1/sucursales': [] });
    const { user } = renderTab(<GeneralTab />, FRANCHISES);
    expect(screen.getByLabelText('Nombre de tu negocio')).toHaveValue('Tacos Ana');
    expect(itemOf('Giro')).toHaveTextContent('Bar');
    await user.click(screen.getByLabelText('Giro'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(16));
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title')),
    ).toEqual([
      'Agencia',
      'Alitas',
      'Antojitos',
      'Antro',
      'Bar',
      'Botanero',
      'Cafeteria',
      'Cervecería',
      'Comida asiática',
      'Comida mexicana',
      'Hotel',
      'Mariscos',
      'Pizzeria',
      'Pub',
      'Restaurante italiano',
      'Otro',
    ]);
  });

  it("an emptied company says 'Campo obligatorio' and nothing is sent", async () => {
    const calls = serve({ 'GET /v1/sucursales': [] });
    const { user } = renderTab(<GeneralTab />, FRANCHISES);
    await user.clear(screen.getByLabelText('Nombre de tu negocio'));
    expect(await within(itemOf('Nombre de tu negocio')).findByText(MESSAGES.required)).toBeInTheDocument();
    await user.click(saveCompany());
    await settle(50);
    expect(writes(calls)).toEqual([]);
  });

  it("'Otro' reveals 'Dinos tu giro', required; then the text is sent as business_kind", async () => {
    const calls = serve({
      'GET /v1/sucursales': [],
      'PUT /v1/profiles/me': profile('FRANCHISES', { business_kind: 'Taquería' }),
    });
    const { user } = renderTab(<GeneralTab />, FRANCHISES);
    expect(screen.queryByLabelText('Dinos tu giro')).not.toBeInTheDocument();
    await pickOption(user, 'Giro', 'Otro');
    const other = await screen.findByLabelText('Dinos tu giro');
    await user.click(saveCompany());
    expect(await within(itemOf('Dinos tu giro')).findByText(MESSAGES.required)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await user.type(other, ' Taquería ');
    await user.click(saveCompany());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/profiles/me', body: { business_kind: 'Taquería' } }]);
  });

  it("a stored business type outside the list shows as 'Otro' with its text, and saved unchanged sends nothing", async () => {
    const calls = serve({ 'GET /v1/sucursales': [] });
    const { user } = renderTab(<GeneralTab />, profile('FRANCHISES', { business_kind: 'Taquería' }));
    expect(itemOf('Giro')).toHaveTextContent('Otro');
    expect(screen.getByLabelText('Dinos tu giro')).toHaveValue('Taquería');
    await user.click(saveCompany());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('sends only the company when only it changed, and the shared store gets the saved profile (the sidebar name)', async () => {
    const saved = profile('FRANCHISES', { company: 'Tacos Ana Centro' });
    const calls = serve({ 'GET /v1/sucursales': [], 'PUT /v1/profiles/me': saved });
    const { user } = renderTab(<GeneralTab />, FRANCHISES);
    await user.type(screen.getByLabelText('Nombre de tu negocio'), ' Centro ');
    await user.click(saveCompany());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/profiles/me', body: { company: 'Tacos Ana Centro' } }]);
    expect(sessionStore.get(profileAtom)?.company).toBe('Tacos Ana Centro');
  });

  it('a server field error shows under its field, with a notification; the store keeps the profile', async () => {
    const message = 'Debe tener como máximo 200 caracteres';
    serve({
      'GET /v1/sucursales': [],
      'PUT /v1/profiles/me': () =>
        json(400, { error: { code: 'VALIDATION_ERROR', message, fields: [{ field: 'business_kind', message }] } }),
    });
    const { user } = renderTab(<GeneralTab />, profile('FRANCHISES', { business_kind: 'Taquería' }));
    await user.type(screen.getByLabelText('Dinos tu giro'), ' de barrio');
    await user.click(saveCompany());
    expect(await within(itemOf('Dinos tu giro')).findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No se pudieron guardar los cambios')).toBeInTheDocument();
    expect(sessionStore.get(profileAtom)?.business_kind).toBe('Taquería');
  });
});

describe('GeneralTab: the branch block', () => {
  it('FRANCHISES: no branch block, no branch request', async () => {
    const calls = serve({ 'GET /v1/sucursales': [CENTRO] });
    renderTab(<GeneralTab />, FRANCHISES);
    await settle(50);
    expect(screen.queryByRole('region', { name: 'Sucursal' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('other plans: the branch fields of the account’s branch', async () => {
    serve({ 'GET /v1/sucursales': [CENTRO] });
    renderTab(<GeneralTab />, NEGOCIO);
    const branch = within(await screen.findByRole('region', { name: 'Sucursal' }));
    expect(await branch.findByLabelText('Nombre')).toHaveValue('Centro');
    expect(branch.getByLabelText('Teléfono')).toHaveValue('551 234 5678');
    expect(branch.queryByLabelText('Plantilla')).not.toBeInTheDocument();
  });
});
