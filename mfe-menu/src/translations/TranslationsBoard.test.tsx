import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import {
  type Call,
  FRANCHISES_PROFILE,
  json,
  renderInPanel,
  serve,
  setupBoardTests,
  writes,
} from '@menu/shared/ui/testing';
import type { TranslationItem } from './api';
import { FRANCES, INGLES, items, listQueries, sharedPortions, translationList } from './testing';
import { TranslationsBoard } from './TranslationsBoard';

jest.setTimeout(30_000);

// The rows drawn, by source: typing must re-draw its own row only (a menu has hundreds of texts).
const mockRowRenders: string[] = [];
jest.mock('./TranslationRow', () => {
  const actual = jest.requireActual('./TranslationRow');
  const { memo } = jest.requireActual('react');
  const draw = actual.TranslationRow.type;
  return {
    ...actual,
    TranslationRow: memo((props: { item: { source: string } }) => {
      mockRowRenders.push(props.item.source);
      return draw(props);
    }),
  };
});

const PUT = 'PUT /v1/translations';

function open(routes: Record<string, unknown> = {}) {
  const calls = serve({
    'GET /v1/translations': translationList(),
    [PUT]: { updated: 1 },
    ...routes,
  });
  return { calls, ...renderInPanel(<TranslationsBoard />, FRANCHISES_PROFILE, '/menu/translations') };
}

const cell = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const saves = (calls: Call[]) => writes(calls).filter((call) => call.path === '/v1/translations');
const DESCRIPTION_EN = 'Descripción de «Tortilla de maíz con cerdo adobado» en inglés';
const NAME_EN = 'Nombre de «Tacos al pastor» en inglés';

/**
 * axe-core's violations on the page. Left to the browser test: colour contrast (jsdom draws
 * nothing) and landmarks (the board is shown here without the panel's frame).
 */
async function axeViolations() {
  let violations: axe.Result[] = [];
  // axe measures icon ligatures on a canvas, which jsdom lacks (it logs 'not implemented'):
  // without one, axe skips that check.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // Inside act(): antd's motion may finish while axe walks the page.
  await act(async () => {
    ({ violations } = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    }));
  });
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

setupBoardTests();

describe('TranslationsBoard', () => {
  it('shows every text with where it is, a column per language, machine texts as Sin revisar, and the progress', async () => {
    const { calls } = open();
    await screen.findByRole('row', { name: 'Tacos al pastor' });
    expect(listQueries(calls)).toEqual([{}]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Español', 'Inglés']);
    expect(
      within(screen.getByRole('row', { name: 'Tacos al pastor' })).getByText('Producto · Nombre · Comida › Tacos'),
    ).toBeInTheDocument();
    expect(cell(NAME_EN)).toHaveValue('Tacos al pastor');
    expect(cell(DESCRIPTION_EN)).toHaveValue('');
    expect(cell(DESCRIPTION_EN).tagName).toBe('TEXTAREA');
    const tacos = within(screen.getByRole('row', { name: 'Tacos' }));
    expect(tacos.getByText('Sin revisar')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Tacos al pastor' })).queryByText('Sin revisar')).toBeNull();
    expect(screen.getByRole('list', { name: 'Avance por idioma' })).toHaveTextContent('Inglés: 2 de 3');
    // One extra language: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Idioma' })).not.toBeInTheDocument();
  });

  it("'Sin traducir', 'Sin revisar' and the search ask the server with their query", async () => {
    const { user, calls } = open();
    await screen.findByRole('row', { name: 'Tacos al pastor' });
    await user.click(screen.getByRole('button', { name: 'Sin traducir' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ status: 'untranslated' }));
    expect(screen.getByRole('button', { name: 'Sin traducir' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Sin revisar' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ status: 'unreviewed' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'pastor');
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ status: 'unreviewed', search: 'pastor' }));
    // The search waits for a pause: one request for the word, not one per letter.
    expect(listQueries(calls).filter((query) => query.search)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ search: 'pastor' }));
  });

  it('with several languages, the selector narrows the columns and asks for that language', async () => {
    const { calls } = open({ 'GET /v1/translations': translationList([INGLES, FRANCES]) });
    await screen.findByRole('row', { name: 'Tacos al pastor' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Español',
      'Inglés',
      'Francés',
    ]);
    expect(screen.getByRole('list', { name: 'Avance por idioma' })).toHaveTextContent('Francés: 0 de 3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'fr' } });
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ lang: 'fr' }));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Español', 'Francés']);
    expect(cell('Nombre de «Tacos al pastor» en francés')).toHaveValue('');
  });

  it('typing shows at once and saves after a pause; cells changed together go in one request; the progress moves', async () => {
    const { calls } = open();
    await screen.findByRole('row', { name: 'Tacos al pastor' });
    fireEvent.change(cell(DESCRIPTION_EN), { target: { value: 'Corn tortilla with ' } });
    fireEvent.change(cell(NAME_EN), { target: { value: 'Al pastor tacos' } });
    expect(cell(NAME_EN)).toHaveValue('Al pastor tacos');
    expect(screen.getByRole('status')).toHaveTextContent('Guardando…');
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      items: [
        { kind: 'product', id: 12, field: 'description', lang: 'en', text: 'Corn tortilla with' },
        { kind: 'product', id: 12, field: 'name', lang: 'en', text: 'Al pastor tacos' },
      ],
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Avance por idioma' })).toHaveTextContent('Inglés: 3 de 3');
    // The space typed before the next word stays in the box while the owner types on.
    expect(cell(DESCRIPTION_EN)).toHaveValue('Corn tortilla with ');
    // Leaving a cell sends what waits at once; emptying a text removes it.
    fireEvent.change(cell(NAME_EN), { target: { value: '' } });
    fireEvent.blur(cell(NAME_EN));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]!.body).toEqual({
      items: [{ kind: 'product', id: 12, field: 'name', lang: 'en', text: '' }],
    });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Avance por idioma' })).toHaveTextContent('Inglés: 2 de 3'),
    );
  });

  it('a 400 naming items.N reverts that cell with the message on it; the other cell is sent again', async () => {
    const message = 'Debe tener como máximo 200 caracteres';
    let refused = false;
    const { calls } = open({
      [PUT]: (body: unknown) => {
        const sent = (body as { items: TranslationItem[] }).items;
        const at = sent.findIndex((item) => item.field === 'name');
        if (at >= 0 && !refused) {
          refused = true;
          const field = `items.${at}.text`;
          return json(400, { error: { code: 'VALIDATION_ERROR', message, field, fields: [{ field, message }] } });
        }
        return json(200, { info: { updated: sent.length } });
      },
    });
    await screen.findByRole('row', { name: 'Tacos al pastor' });
    fireEvent.change(cell(DESCRIPTION_EN), { target: { value: 'Corn tortilla' } });
    fireEvent.change(cell(NAME_EN), { target: { value: 'X'.repeat(201) } });
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]!.body).toEqual({
      items: [{ kind: 'product', id: 12, field: 'description', lang: 'en', text: 'Corn tortilla' }],
    });
    await waitFor(() => expect(cell(NAME_EN)).toHaveValue('Tacos al pastor'));
    const alert = within(screen.getByRole('row', { name: 'Tacos al pastor' })).getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(cell(NAME_EN)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(NAME_EN)).toHaveAccessibleDescription(message);
    expect(cell(DESCRIPTION_EN)).toHaveValue('Corn tortilla');
    // Typing in the cell again clears its message, and the new text is saved.
    fireEvent.change(cell(NAME_EN), { target: { value: 'Al pastor tacos' } });
    expect(within(screen.getByRole('row', { name: 'Tacos al pastor' })).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(saves(calls)).toHaveLength(3));
    expect(saves(calls)[2]!.body).toEqual({
      items: [{ kind: 'product', id: 12, field: 'name', lang: 'en', text: 'Al pastor tacos' }],
    });
    await screen.findByText('Cambios guardados');
  });

  it('any other failure reverts every cell of the request, each saying why', async () => {
    const { calls } = open({
      [PUT]: () =>
        json(500, { error: { code: 'INTERNAL', message: 'Algo a salido mal, por favor intenta más tarde.' } }),
    });
    await screen.findByRole('row', { name: 'Tacos al pastor' });
    fireEvent.change(cell(DESCRIPTION_EN), { target: { value: 'Corn tortilla' } });
    fireEvent.change(cell(NAME_EN), { target: { value: 'Al pastor tacos' } });
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await waitFor(() => expect(cell(NAME_EN)).toHaveValue('Tacos al pastor'));
    expect(cell(DESCRIPTION_EN)).toHaveValue('');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByText(/^No se guardaron los cambios/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Avance por idioma' })).toHaveTextContent('Inglés: 2 de 3');
  });

  it("'Marcar como revisado' saves a machine's text as it is, reviewed", async () => {
    const { user, calls } = open();
    await screen.findByRole('row', { name: 'Tacos' });
    await user.click(screen.getByRole('button', { name: 'Marcar como revisado: Nombre de «Tacos» en inglés' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      items: [{ kind: 'category', id: 11, field: 'name', lang: 'en', text: 'Tacos', reviewed: true }],
    });
    await screen.findByText('Cambios guardados');
    expect(within(screen.getByRole('row', { name: 'Tacos' })).queryByText('Sin revisar')).toBeNull();
  });

  it("a dish's texts in a language share one 'reviewed': saving one marks the others reviewed too", async () => {
    const machine = items().map((item) =>
      item.kind === 'product'
        ? {
            ...item,
            texts: { en: { text: item.field === 'name' ? 'Al pastor tacos' : 'Corn tortilla', reviewed: false } },
          }
        : item,
    );
    const { calls } = open({ 'GET /v1/translations': { languages: [INGLES], items: machine, same: [] } });
    const description = await screen.findByRole('row', { name: 'Tortilla de maíz con cerdo adobado' });
    expect(within(description).getByText('Sin revisar')).toBeInTheDocument();
    fireEvent.change(cell(NAME_EN), { target: { value: 'Tacos al pastor' } });
    fireEvent.blur(cell(NAME_EN));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await screen.findByText('Cambios guardados');
    expect(within(description).queryByText('Sin revisar')).toBeNull();
    // Another dish's machine text is still to review.
    expect(within(screen.getByRole('row', { name: 'Tacos' })).getByText('Sin revisar')).toBeInTheDocument();
  });

  it("'Rellenar con glosario' fills the language, says how many texts, and loads the list again", async () => {
    const filled = { ...translationList(), languages: [{ ...INGLES, translated: 3 }] };
    let fills = 0;
    const { user, calls } = open({
      'GET /v1/translations': () => json(200, { info: fills ? filled : translationList() }),
      'POST /v1/translations/fill': () => {
        fills++;
        return json(200, { info: { filled: 1, machine: false } });
      },
    });
    await screen.findByRole('row', { name: 'Tacos al pastor' });
    await user.click(screen.getByRole('button', { name: 'Rellenar con glosario' }));
    expect(await screen.findByText('Se rellenó 1 texto en inglés.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/translations/fill', body: { lang: 'en' } }]);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Avance por idioma' })).toHaveTextContent('Inglés: 3 de 3'),
    );
    expect(listQueries(calls)).toHaveLength(2);
  });

  it('with a machine provider the report says its texts wait for review; each language is filled', async () => {
    const { user, calls } = open({
      'GET /v1/translations': translationList([INGLES, FRANCES]),
      'POST /v1/translations/fill': (body: unknown) =>
        json(200, { info: { filled: (body as { lang: string }).lang === 'en' ? 0 : 3, machine: true } }),
    });
    await screen.findByRole('row', { name: 'Tacos al pastor' });
    await user.click(screen.getByRole('button', { name: 'Rellenar con glosario' }));
    expect(
      await screen.findByText(
        'No había textos sin traducir en inglés que rellenar. Se rellenaron 3 textos en francés. Los traducidos automáticamente quedan «Sin revisar».',
      ),
    ).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([{ lang: 'en' }, { lang: 'fr' }]);
  });

  it('an account without extra languages is told where to choose them', async () => {
    open({ 'GET /v1/translations': { languages: [], items: items(), same: [] } });
    const link = await screen.findByRole('link', { name: 'Configuración > General' });
    expect(link).toHaveAttribute('href', '/settings/general');
    expect(screen.getByText(/Tu menú solo está en español/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    const { user } = open({
      'GET /v1/translations': () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'Algo a salido mal, por favor intenta más tarde.' } })
          : json(200, { info: translationList() }),
    });
    expect(await screen.findByText('No se pudieron cargar los textos')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('row', { name: 'Tacos al pastor' })).toBeInTheDocument();
  });

  it('with 180 texts, typing re-draws only its own row', async () => {
    const many: TranslationItem[] = Array.from({ length: 180 }, (_, i) => ({
      kind: 'product',
      id: 100 + i,
      field: 'name',
      source: `Platillo ${i + 1}`,
      context: 'Comida › Tacos',
      texts: {},
    }));
    const { calls } = open({
      'GET /v1/translations': { languages: [{ ...INGLES, translated: 0, total: 180 }], items: many, same: [] },
    });
    await screen.findByRole('row', { name: 'Platillo 180' });
    mockRowRenders.length = 0;
    fireEvent.change(cell('Nombre de «Platillo 77» en inglés'), { target: { value: 'Dish 77' } });
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await screen.findByText('Cambios guardados');
    expect(screen.getByRole('list', { name: 'Avance por idioma' })).toHaveTextContent('Inglés: 1 de 180');
    expect(new Set(mockRowRenders)).toEqual(new Set(['Platillo 77']));
  });

  it('is axe clean: the board with a machine text and a refused cell, and the glossary open', async () => {
    const message = 'Debe tener como máximo 200 caracteres';
    const { user, calls } = open({
      'GET /v1/translations': translationList([INGLES, FRANCES]),
      'GET /v1/glossary': [{ id: 1, term: 'Tacos al pastor', translations: { en: 'Al pastor tacos' } }],
      [PUT]: () =>
        json(400, {
          error: { code: 'VALIDATION_ERROR', message, fields: [{ field: 'items.0.text', message }] },
        }),
    });
    await screen.findByRole('row', { name: 'Tacos al pastor' });
    fireEvent.change(cell(NAME_EN), { target: { value: 'X'.repeat(201) } });
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await within(screen.getByRole('row', { name: 'Tacos al pastor' })).findByRole('alert');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Glosario' }));
    await within(await screen.findByRole('dialog')).findByRole('row', { name: 'Tacos al pastor' });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('TranslationsBoard: identical texts share a translation', () => {
  const PORTION_EN = 'Porción de «1 pieza» en inglés';
  const portionRows = async () => (await screen.findAllByRole('row', { name: '1 pieza' })).map((row) => within(row));
  const portionIn = (row: ReturnType<typeof within>) => row.getByRole('textbox', { name: PORTION_EN });
  const APPLY = `Aplicar a los 3 textos iguales: ${PORTION_EN}`;

  it('a text without its own shows the one identical texts share, an override its own, and where they all are', async () => {
    open({ 'GET /v1/translations': sharedPortions() });
    const [pastor, suadero, variant] = await portionRows();
    expect(portionIn(suadero!)).toHaveValue('');
    expect(portionIn(suadero!)).toHaveAttribute('placeholder', '1 piece');
    expect(suadero!.getByText('Compartida con los textos iguales: «1 piece»')).toBeInTheDocument();
    expect(portionIn(variant!)).toHaveValue('1 pc');
    expect(variant!.queryByText(/Compartida/)).toBeNull();
    expect(pastor!.getByText('Igual en 3 textos: comparten la traducción')).toBeInTheDocument();
    expect(pastor!.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Porción de «Tacos al pastor» (producto) · Comida › Tacos',
      'Porción de «Tacos de suadero» (producto) · Comida › Tacos',
      'Porción de «Tortilla extra» (variante) · Variantes › Extra',
    ]);
    // Only a text of its own can be applied to the others.
    expect(suadero!.queryByRole('button', { name: APPLY })).toBeNull();
    expect(variant!.getByRole('button', { name: APPLY })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("'Aplicar a los 3 textos iguales' saves the cell's text for all of them and reads the list again", async () => {
    let applied = false;
    const after = sharedPortions();
    after.items = after.items.map(({ shared: _shared, ...item }) => ({
      ...item,
      texts: { en: { text: '1 piece', reviewed: true } },
    }));
    const { user, calls } = open({
      'GET /v1/translations': () => json(200, { info: applied ? after : sharedPortions() }),
      [PUT]: () => {
        applied = true;
        return json(200, { info: { updated: 3 } });
      },
    });
    const [pastor] = await portionRows();
    await user.click(pastor!.getByRole('button', { name: APPLY }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      items: [
        { kind: 'product', id: 21, field: 'portion', lang: 'en', text: '1 piece', reviewed: true, applyToSame: true },
      ],
    });
    expect(await screen.findByText('Se aplicó a los 3 textos iguales')).toBeInTheDocument();
    const [, suadero, variant] = await portionRows();
    await waitFor(() => expect(portionIn(variant!)).toHaveValue('1 piece'));
    expect(portionIn(suadero!)).toHaveValue('1 piece');
    // All of them have it now: nothing left to apply.
    expect(screen.queryByRole('button', { name: APPLY })).toBeNull();
  });

  it('saving a text that identical texts share reads the list again: what they show follows it', async () => {
    const { calls } = open({ 'GET /v1/translations': sharedPortions() });
    const [pastor] = await portionRows();
    expect(listQueries(calls)).toHaveLength(1);
    fireEvent.change(portionIn(pastor!), { target: { value: '1 taco' } });
    fireEvent.blur(portionIn(pastor!));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      items: [{ kind: 'product', id: 21, field: 'portion', lang: 'en', text: '1 taco' }],
    });
    await waitFor(() => expect(listQueries(calls)).toHaveLength(2));
  });
});
