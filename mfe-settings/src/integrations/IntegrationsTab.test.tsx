import { MESSAGES, profileAtom, sessionStore } from '@menu/shared';
import { json, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { CENTRO, itemOf, profile, renderTab } from '../branch/testing';
import { IntegrationsTab } from './IntegrationsTab';

jest.setTimeout(30_000);

const NOTICE = 'https://tacos-ana.mx/aviso-de-privacidad';
const FRANCHISES = profile('FRANCHISES', { gtm_id: 'GTM-ABC1234', facebook_pixel: null, privacy_url: NOTICE });
const GTM = 'Google Tag Manager / Analytics';
const PIXEL = 'Facebook Pixel';
const PRIVACY = 'Aviso de privacidad';

const tracking = () => within(screen.getByRole('region', { name: 'Identificadores de seguimiento' }));
const saveIds = () => tracking().getByRole('button', { name: 'Guardar' });

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('IntegrationsTab: tracking ids', () => {
  it('shows the stored ids', () => {
    serve({});
    renderTab(<IntegrationsTab />, FRANCHISES);
    expect(screen.getByLabelText(GTM)).toHaveValue('GTM-ABC1234');
    expect(screen.getByLabelText(PIXEL)).toHaveValue('');
  });

  it(`a wrong GTM id says '${MESSAGES.gtmId}', a wrong pixel '${MESSAGES.facebookPixel}'; nothing is sent`, async () => {
    const calls = serve({});
    const { user } = renderTab(<IntegrationsTab />, FRANCHISES);
    await user.clear(screen.getByLabelText(GTM));
    await user.type(screen.getByLabelText(GTM), 'ABC');
    await user.type(screen.getByLabelText(PIXEL), '12345');
    await user.click(saveIds());
    expect(await within(itemOf(GTM)).findByText(MESSAGES.gtmId)).toBeInTheDocument();
    expect(await within(itemOf(PIXEL)).findByText(MESSAGES.facebookPixel)).toBeInTheDocument();
    await settle(50);
    expect(writes(calls)).toEqual([]);
  });

  it("Guardar sends only what changed; an Analytics 'G-' id passes the shared rule", async () => {
    const saved = profile('FRANCHISES', {
      gtm_id: 'GTM-ABC1234',
      facebook_pixel: '123456789012345',
      privacy_url: NOTICE,
    });
    const calls = serve({ 'PUT /v1/profiles/me': saved });
    const { user } = renderTab(<IntegrationsTab />, FRANCHISES);
    await user.type(screen.getByLabelText(PIXEL), ' 123456789012345 ');
    await user.click(saveIds());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/profiles/me', body: { facebook_pixel: '123456789012345' } },
    ]);
    expect(sessionStore.get(profileAtom)?.facebook_pixel).toBe('123456789012345');

    await user.clear(screen.getByLabelText(GTM));
    await user.type(screen.getByLabelText(GTM), 'G-1A2B3C4D');
    await waitFor(() => expect(within(itemOf(GTM)).queryByText(MESSAGES.gtmId)).not.toBeInTheDocument());
  });

  it("an emptied id is cleared: '' is sent", async () => {
    const calls = serve({ 'PUT /v1/profiles/me': profile('FRANCHISES', { gtm_id: null }) });
    const { user } = renderTab(<IntegrationsTab />, FRANCHISES);
    await user.clear(screen.getByLabelText(GTM));
    await user.click(saveIds());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/profiles/me', body: { gtm_id: '' } }]);
  });

  it('a server refusal shows under its field, with a notification', async () => {
    const message = 'Tu plan no incluye Google Tag Manager ni Facebook Pixel';
    serve({
      'PUT /v1/profiles/me': () =>
        json(403, {
          error: { code: 'SCOPE_REQUIRED', message, field: 'gtm_id', fields: [{ field: 'gtm_id', message }] },
        }),
    });
    const { user } = renderTab(<IntegrationsTab />, FRANCHISES);
    await user.clear(screen.getByLabelText(GTM));
    await user.type(screen.getByLabelText(GTM), 'GTM-XYZ9876');
    await user.click(saveIds());
    expect(await within(itemOf(GTM)).findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No se pudieron guardar los cambios')).toBeInTheDocument();
  });

  it('FREEMIUM: no tracking inputs; one line says the plan lacks them, with Mejorar Suscripción to /billing', async () => {
    serve({ 'GET /v1/sucursales': [CENTRO] });
    const { user } = renderTab(<IntegrationsTab />, profile('FREEMIUM'));
    expect(screen.queryByLabelText(GTM)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(PIXEL)).not.toBeInTheDocument();
    expect(screen.getByText('Tu plan no incluye Google Tag Manager ni Facebook Pixel.')).toBeInTheDocument();
    // The branch block is still there.
    expect(await screen.findByRole('region', { name: 'Sucursal' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mejorar Suscripción' }));
    await waitFor(() => expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing'));
  });
});

describe('IntegrationsTab: the privacy notice', () => {
  const NEW = profile('FRANCHISES');

  it(`an id without the notice says '${MESSAGES.privacyUrlRequired}' under Aviso de privacidad; nothing is sent`, async () => {
    const calls = serve({});
    const { user } = renderTab(<IntegrationsTab />, NEW);
    expect(screen.getByLabelText(PRIVACY)).toHaveValue('');
    await user.type(screen.getByLabelText(GTM), 'GTM-ABC1234');
    await user.click(saveIds());
    expect(await within(itemOf(PRIVACY)).findByText(MESSAGES.privacyUrlRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(PRIVACY), 'http://tacos-ana.mx/privacidad');
    await user.click(saveIds());
    expect(await within(itemOf(PRIVACY)).findByText(MESSAGES.httpsUrl)).toBeInTheDocument();
    await settle(50);
    expect(writes(calls)).toEqual([]);
  });

  it('with the notice the id and the notice are sent together', async () => {
    const calls = serve({
      'PUT /v1/profiles/me': profile('FRANCHISES', { gtm_id: 'GTM-ABC1234', privacy_url: NOTICE }),
    });
    const { user } = renderTab(<IntegrationsTab />, NEW);
    await user.type(screen.getByLabelText(GTM), 'GTM-ABC1234');
    await user.type(screen.getByLabelText(PRIVACY), NOTICE);
    await user.click(saveIds());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/profiles/me', body: { gtm_id: 'GTM-ABC1234', privacy_url: NOTICE } },
    ]);
  });

  it('the notice cannot be emptied while an id is on', async () => {
    const calls = serve({});
    const { user } = renderTab(<IntegrationsTab />, FRANCHISES);
    expect(screen.getByLabelText(PRIVACY)).toHaveValue(NOTICE);
    await user.clear(screen.getByLabelText(PRIVACY));
    await user.click(saveIds());
    expect(await within(itemOf(PRIVACY)).findByText(MESSAGES.privacyUrlRequired)).toBeInTheDocument();
    await settle(50);
    expect(writes(calls)).toEqual([]);
  });
});

describe('IntegrationsTab: the branch block', () => {
  it('FRANCHISES: none', async () => {
    const calls = serve({ 'GET /v1/sucursales': [CENTRO] });
    renderTab(<IntegrationsTab />, FRANCHISES);
    await settle(50);
    expect(screen.queryByRole('region', { name: 'Sucursal' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('other plans: the same branch fields as General', async () => {
    serve({ 'GET /v1/sucursales': [CENTRO] });
    renderTab(<IntegrationsTab />, profile('NEGOCIO'));
    const branch = within(await screen.findByRole('region', { name: 'Sucursal' }));
    expect(await branch.findByLabelText('Nombre')).toHaveValue('Centro');
    expect(branch.getByRole('link', { name: /Vista Previa/ })).toHaveAttribute('href', `${CENTRO.menu_url}?preview=1`);
    expect(branch.getByRole('button', { name: /Generar Link/ })).toBeInTheDocument();
  });
});
