import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Call, FRANCHISES_PROFILE, renderInPanel, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import type { TranslationItem, TranslationList } from './api';
import { INGLES } from './testing';
import { TranslationsBoard } from './TranslationsBoard';

jest.setTimeout(30_000);

/**
 * A combo's step names and named options on the board: labelled 'Paso de combo' / 'Opción de
 * combo', each its own row though they share the combo's id and field (the path tells them
 * apart), saved with their path; each keeps its own 'reviewed'.
 */

const CONTEXT = 'Comida › Corridas › Comida corrida';
const comboItems = (): TranslationItem[] => [
  {
    kind: 'combo_step',
    id: 7,
    field: 'name',
    path: 'steps.0',
    source: 'Sopa',
    context: CONTEXT,
    texts: { en: { text: 'Soup', reviewed: false } },
  },
  {
    kind: 'combo_item',
    id: 7,
    field: 'name',
    path: 'steps.0.items.0',
    source: 'Sopa de fideo',
    context: `${CONTEXT} › Sopa`,
    texts: {},
  },
  {
    kind: 'combo_step',
    id: 7,
    field: 'name',
    path: 'steps.1',
    source: 'Guisado',
    context: CONTEXT,
    texts: {},
  },
];
const list = (): TranslationList => ({
  languages: [{ ...INGLES, translated: 1, total: 3 }],
  items: comboItems(),
  same: [],
});

const saves = (calls: Call[]) => writes(calls).filter((call) => call.path === '/v1/translations');
const cell = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

setupBoardTests();

describe('TranslationsBoard: combos', () => {
  it("shows a combo's steps and options with their labels and saves each with its path", async () => {
    const calls = serve({ 'GET /v1/translations': list(), 'PUT /v1/translations': { updated: 2 } });
    renderInPanel(<TranslationsBoard />, FRANCHISES_PROFILE, '/menu/translations');
    const sopa = await screen.findByRole('row', { name: 'Sopa' });
    expect(within(sopa).getByText(`Paso de combo · Nombre · ${CONTEXT}`)).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'Sopa de fideo' })).getByText(
        `Opción de combo · Nombre · ${CONTEXT} › Sopa`,
      ),
    ).toBeInTheDocument();

    fireEvent.change(cell('Nombre de «Sopa de fideo» en inglés'), { target: { value: 'Noodle soup' } });
    fireEvent.change(cell('Nombre de «Guisado» en inglés'), { target: { value: 'Stew' } });
    fireEvent.blur(cell('Nombre de «Guisado» en inglés'));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      items: [
        { kind: 'combo_item', id: 7, field: 'name', path: 'steps.0.items.0', lang: 'en', text: 'Noodle soup' },
        { kind: 'combo_step', id: 7, field: 'name', path: 'steps.1', lang: 'en', text: 'Stew' },
      ],
    });
    await screen.findByText('Cambios guardados');
    expect(cell('Nombre de «Guisado» en inglés')).toHaveValue('Stew');
    expect(cell('Nombre de «Sopa» en inglés')).toHaveValue('Soup');
    // Another step of the same combo keeps its own machine mark.
    expect(within(sopa).getByText('Sin revisar')).toBeInTheDocument();
  });
});
