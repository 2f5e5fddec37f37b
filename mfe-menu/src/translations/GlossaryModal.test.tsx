import { screen, waitFor, within } from '@testing-library/react';
import { FRANCHISES_PROFILE, json, renderInPanel, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { FRANCES, INGLES, glossary, translationList } from './testing';
import { TranslationsBoard } from './TranslationsBoard';

jest.setTimeout(30_000);

/** The board with its glossary opened. */
async function openGlossary(routes: Record<string, unknown> = {}) {
  const calls = serve({
    'GET /v1/translations': translationList([INGLES, FRANCES]),
    'GET /v1/glossary': glossary(),
    'POST /v1/glossary': () => json(201, { info: { id: 3 } }),
    'PUT /v1/glossary/1': { id: 1 },
    'DELETE /v1/glossary/2': { id: 2 },
    ...routes,
  });
  const rendered = renderInPanel(<TranslationsBoard />, FRANCHISES_PROFILE, '/menu/translations');
  await screen.findByRole('row', { name: 'Tacos al pastor' });
  await rendered.user.click(screen.getByRole('button', { name: 'Glosario' }));
  const dialog = within(await screen.findByRole('dialog'));
  await dialog.findByRole('row', { name: 'Agua de jamaica' });
  return { calls, dialog, ...rendered };
}

const glossaryGets = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/glossary').length;

setupBoardTests();

describe('GlossaryModal', () => {
  it('lists the terms: a fixed translation per language, or that it stays as written', async () => {
    const { dialog } = await openGlossary();
    expect(dialog.getByText('Glosario')).toBeInTheDocument();
    expect(dialog.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Término',
      'Inglés',
      'Francés',
      'Acciones',
    ]);
    const agua = within(dialog.getByRole('row', { name: 'Agua de jamaica' }));
    expect(agua.getByText('Hibiscus water')).toBeInTheDocument();
    expect(agua.getByText('Igual')).toBeInTheDocument();
    expect(within(dialog.getByRole('row', { name: 'Tacos al pastor' })).getAllByText('Igual')).toHaveLength(2);
  });

  it('adds a term with the fixed translations given (the others stay as written) and lists it', async () => {
    const { user, dialog, calls } = await openGlossary();
    await user.type(dialog.getByLabelText('Término'), ' Mole poblano ');
    await user.type(dialog.getByLabelText('En francés'), 'Mole de Puebla');
    await user.click(dialog.getByRole('button', { name: 'Agregar término' }));
    expect(await dialog.findByText('«Mole poblano» agregado al glosario')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/glossary', body: { term: 'Mole poblano', translations: { fr: 'Mole de Puebla' } } },
    ]);
    // The list is asked again, and the form is empty for the next term.
    await waitFor(() => expect(glossaryGets(calls)).toBe(2));
    expect(dialog.getByLabelText('Término')).toHaveValue('');
  });

  it('a term without text is refused before sending; one already there shows the server message under it', async () => {
    const message = '«Tacos al pastor» ya está en el glosario';
    const { user, dialog, calls } = await openGlossary({
      'POST /v1/glossary': () => json(409, { error: { code: 'GLOSSARY_TERM_EXISTS', message } }),
    });
    await user.click(dialog.getByRole('button', { name: 'Agregar término' }));
    expect(await dialog.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await user.type(dialog.getByLabelText('Término'), 'tacos al pastor');
    await user.click(dialog.getByRole('button', { name: 'Agregar término' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByLabelText('Término')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(1);
  });

  it('edits a term: its values fill the form; an emptied language goes back to the term as written', async () => {
    const { user, dialog, calls } = await openGlossary({ 'PUT /v1/glossary/2': { id: 2 } });
    await user.click(dialog.getByRole('button', { name: 'Editar «Agua de jamaica»' }));
    expect(dialog.getByRole('region', { name: 'Editar «Agua de jamaica»' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Término')).toHaveValue('Agua de jamaica');
    expect(dialog.getByLabelText('En inglés')).toHaveValue('Hibiscus water');
    await user.clear(dialog.getByLabelText('En inglés'));
    await user.type(dialog.getByLabelText('En francés'), 'Eau de jamaica');
    await user.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await dialog.findByText('«Agua de jamaica» actualizado')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/glossary/2',
        body: { term: 'Agua de jamaica', translations: { fr: 'Eau de jamaica' } },
      },
    ]);
    expect(dialog.getByRole('region', { name: 'Agregar término' })).toBeInTheDocument();
  });

  it('deletes a term after asking; a refusal says so and the term stays', async () => {
    let refuse = true;
    const { user, dialog, calls } = await openGlossary({
      'DELETE /v1/glossary/2': () =>
        refuse
          ? json(500, { error: { code: 'INTERNAL', message: 'Algo a salido mal, por favor intenta más tarde.' } })
          : json(200, { info: { id: 2 } }),
    });
    await user.click(dialog.getByRole('button', { name: 'Eliminar «Agua de jamaica»' }));
    await user.click(dialog.getByRole('button', { name: 'No' }));
    expect(writes(calls)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Eliminar «Agua de jamaica»' }));
    await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await dialog.findByText(/^No se pudo eliminar «Agua de jamaica»/)).toBeInTheDocument();
    expect(dialog.getByRole('row', { name: 'Agua de jamaica' })).toBeInTheDocument();
    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Eliminar «Agua de jamaica»' }));
    await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await dialog.findByText('«Agua de jamaica» eliminado del glosario')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/v1/glossary/2', body: undefined },
      { method: 'DELETE', path: '/v1/glossary/2', body: undefined },
    ]);
    await waitFor(() => expect(glossaryGets(calls)).toBe(2));
  });
});
