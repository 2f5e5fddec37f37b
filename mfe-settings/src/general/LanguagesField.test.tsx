import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { json, serve, signIn, writes } from '@menu/shared/ui/testing';
import { screen, within } from '@testing-library/react';
import { profile, renderTab } from '../branch/testing';
import { GeneralTab } from './GeneralTab';

jest.setTimeout(30_000);

/** A plan with the 'Languages' scope (FREEMIUM 1 extra language, the paid plans 5). */
const onPlan = (code: string, limit: number, languages: string[] = ['es']) =>
  profile(code, {
    languages,
    plan: { code, scopes: [{ name: 'Languages', limit }] } as Profile['plan'],
  });

/** The General tab signed in as `signedIn`; other plans than FRANCHISES load their one branch first (none here). */
async function open(signedIn: Profile, routes: Record<string, unknown> = {}) {
  const calls = serve({ 'GET /v1/sucursales': [], ...routes });
  const rendered = renderTab(<GeneralTab />, signedIn);
  if (signedIn.plan.code !== 'FRANCHISES') await screen.findByText('Tu cuenta aún no tiene sucursal.');
  return { calls, ...rendered };
}

const field = () => within(screen.getByRole('group', { name: 'Idiomas del menú' }));
const box = (name: string) => field().getByRole('checkbox', { name: new RegExp(`^${name}`) });
const item = () => screen.getByRole('group', { name: 'Idiomas del menú' }).closest('.ant-form-item') as HTMLElement;
const save = () => within(screen.getByRole('region', { name: 'Negocio' })).getByRole('button', { name: 'Guardar' });

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe("GeneralTab: 'Idiomas del menú'", () => {
  it('Spanish is first, ticked and fixed; the other languages by their Spanish names, as chosen', async () => {
    await open(onPlan('FRANCHISES', 5, ['es', 'fr']));
    const names = field()
      .getAllByRole('checkbox')
      .map((checkbox) => checkbox.closest('label')?.textContent);
    expect(names).toEqual([
      'Español (en el que escribes el menú)',
      'Inglés',
      'Francés',
      'Portugués',
      'Alemán',
      'Italiano',
      'Japonés',
      'Coreano',
      'Chino',
    ]);
    expect(box('Español')).toBeChecked();
    expect(box('Español')).toBeDisabled();
    expect(box('Francés')).toBeChecked();
    expect(box('Inglés')).not.toBeChecked();
    expect(box('Inglés')).toBeEnabled();
  });

  it("at the plan's limit the other languages cannot be chosen; the plan's message links to upgrading", async () => {
    const { user } = await open(onPlan('FREEMIUM', 1));
    expect(field().queryByText(/Tu plan incluye/)).not.toBeInTheDocument();
    await user.click(box('Inglés'));
    expect(box('Inglés')).toBeChecked();
    for (const name of ['Francés', 'Portugués', 'Chino']) expect(box(name)).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Idiomas del menú' })).toHaveAccessibleDescription(
      /^Tu plan incluye 1 idioma además del español\. Mejorar Suscripción Tus clientes ven el menú en su idioma/,
    );
    await user.click(field().getByRole('link', { name: 'Mejorar Suscripción' }));
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/billing/plans');
  });

  it('unticking a language frees the choice again; the paid limit (5, the most) has no upgrade link', async () => {
    const { user } = await open(onPlan('NEGOCIO', 5, ['es', 'en', 'fr', 'pt', 'de', 'it']));
    expect(box('Japonés')).toBeDisabled();
    expect(field().getByText(/Tu plan incluye 5 idiomas además del español/)).toBeInTheDocument();
    expect(field().queryByRole('link')).not.toBeInTheDocument();
    await user.click(box('Francés'));
    expect(box('Japonés')).toBeEnabled();
    expect(field().queryByText(/Tu plan incluye/)).not.toBeInTheDocument();
  });

  it('after a downgrade the list past the limit stays, saying which languages the menu is offered in', async () => {
    await open(onPlan('FREEMIUM', 1, ['es', 'fr', 'en']));
    expect(box('Francés')).toBeChecked();
    expect(box('Inglés')).toBeChecked();
    expect(
      field().getByText(/Tu plan incluye 1 idioma además del español\. Tu menú se ofrece en: Español, Francés\./),
    ).toBeInTheDocument();
  });

  it('saves the list in the order chosen, Spanish first; the shared store gets the saved profile', async () => {
    const saved = onPlan('FRANCHISES', 5, ['es', 'fr', 'en']);
    const { user, calls } = await open(onPlan('FRANCHISES', 5), { 'PUT /v1/profiles/me': saved });
    await user.click(box('Francés'));
    await user.click(box('Inglés'));
    await user.click(save());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/profiles/me', body: { languages: ['es', 'fr', 'en'] } },
    ]);
    expect(sessionStore.get(profileAtom)?.languages).toEqual(['es', 'fr', 'en']);
  });

  it('languages unchanged are not sent with the other fields', async () => {
    const { user, calls } = await open(onPlan('FRANCHISES', 5, ['es', 'en']), {
      'PUT /v1/profiles/me': onPlan('FRANCHISES', 5, ['es', 'en']),
    });
    await user.type(screen.getByLabelText('Nombre de tu negocio'), ' Centro');
    await user.click(save());
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/profiles/me', body: { company: 'Tacos Ana Centro' } }]);
  });

  it('a 400 naming languages.N shows its message under the field; the store keeps the profile', async () => {
    const message = '«xx» no es un idioma disponible para el menú';
    const { user } = await open(onPlan('FRANCHISES', 5), {
      'PUT /v1/profiles/me': () =>
        json(400, { error: { code: 'VALIDATION_ERROR', message, fields: [{ field: 'languages.1', message }] } }),
    });
    await user.click(box('Inglés'));
    await user.click(save());
    expect(await within(item()).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Idiomas del menú' })).toHaveAccessibleDescription(
      new RegExp(`^${message}`),
    );
    expect(screen.getByText('No se pudieron guardar los cambios')).toBeInTheDocument();
    expect(sessionStore.get(profileAtom)?.languages).toEqual(['es']);
  });

  it("a 403 SCOPE_REQUIRED (the plan changed meanwhile) shows the plan's message under the field", async () => {
    const message = 'Tu plan incluye 1 idioma además del español';
    const { user } = await open(onPlan('NEGOCIO', 5), {
      'PUT /v1/profiles/me': () =>
        json(403, { error: { code: 'SCOPE_REQUIRED', message, fields: [{ field: 'languages', message }] } }),
    });
    await user.click(box('Inglés'));
    await user.click(box('Francés'));
    await user.click(save());
    expect(await within(item()).findByText(message)).toBeInTheDocument();
    // Read with the field: its description names the problem.
    expect(screen.getByRole('group', { name: 'Idiomas del menú' })).toHaveAccessibleDescription(
      new RegExp(`^${message}`),
    );
  });
});
