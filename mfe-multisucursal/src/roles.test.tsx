// Multisucursal for a branch manager (shared/roles.json): their branches (the API lists no
// other) with Editar, Visitas and Imprimir, but no 'Agregar sucursal', enable switch nor
// Eliminar; their templates with Editar, no create, clone nor delete.
import { asRole, serve, setupBoardTests } from '@menu/shared/ui/testing';
import { screen, within } from '@testing-library/react';
import { BranchesBoard } from './branches/BranchesBoard';
import { branch, FRANCHISES, renderSection } from './branches/testing';
import { TemplatesBoard } from './templates/TemplatesBoard';
import { summary } from './templates/testing';

jest.setTimeout(30_000);
setupBoardTests();

const manager = asRole(FRANCHISES, 'manager', [1]);
const actions = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('Multisucursal for a branch manager', () => {
  it('Sucursales: edit their branch, see its visits and print kit; no add, enable switch nor delete', async () => {
    serve({ 'GET /v1/sucursales': [branch(1, 'Centro')], 'GET /v1/templates': [] });
    renderSection(<BranchesBoard enabledLimit={5} />, manager);
    const centro = await screen.findByRole('row', { name: 'Centro' });
    expect(actions(centro)).toEqual(['Generar Link', 'Visitas', 'Imprimir', 'Editar']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(centro).getByText('Sí')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agregar sucursal/ })).not.toBeInTheDocument();
  });

  it("the owner's Sucursales keep them", async () => {
    serve({ 'GET /v1/sucursales': [branch(1, 'Centro')], 'GET /v1/templates': [] });
    renderSection(<BranchesBoard enabledLimit={5} />, FRANCHISES);
    const centro = await screen.findByRole('row', { name: 'Centro' });
    expect(actions(centro)).toEqual(['Generar Link', 'Visitas', 'Imprimir', 'Editar', 'Eliminar']);
    expect(within(centro).getByRole('switch', { name: 'Activa Centro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Agregar sucursal/ })).toBeInTheDocument();
  });

  it('Plantillas: Editar only; no add, clone nor delete', async () => {
    serve({ 'GET /v1/templates': [summary(4, 'Desayunos')] });
    renderSection(<TemplatesBoard />, manager);
    const row = await screen.findByRole('row', { name: 'Desayunos' });
    expect(actions(row)).toEqual(['Editar']);
    expect(screen.queryByRole('button', { name: /Agregar plantilla/ })).not.toBeInTheDocument();
  });
});
