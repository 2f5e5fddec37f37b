import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { renderUi, settle } from '@menu/shared/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** The editor's submit button (the last one with that name: the footer's). */
export const submit = (name: 'Agregar' | 'Actualizar') => screen.getAllByRole('button', { name }).at(-1)!;

/** Types a date (DD-MM-YYYY) into the Vigencia DatePicker and commits it with Enter. */
export async function pickDate(text: string) {
  const input = screen.getByLabelText('Vigencia');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
  await settle();
}

/** A signed-in profile on a plan with these scopes (only `plan` matters to the boards). */
export const planProfile = (code: string, scopes: string[]) =>
  ({ email: 'ana@example.com', company: 'Tacos Ana', plan: { code, scopes: scopes.map((name) => ({ name, limit: null })) } }) as unknown as Profile;

/** Multisucursal through the plan: the boards may offer the master-enable modal. */
export const FRANCHISES = planProfile('FRANCHISES', ['Promotions', 'Advertising', 'Templates', 'Sucursales']);
/** No Multisucursal: never a 'Plantillas' button, and the templates are not even read. */
export const NEGOCIO = planProfile('NEGOCIO', ['Promotions', 'Advertising', 'Sucursales']);

/** Renders a board in the panel's store with `profile` signed in (the boards read the plan from it). */
export function renderWithPlan(ui: ReactElement, profile: Profile | null) {
  sessionStore.set(profileAtom, profile);
  return renderUi(
    <Provider store={sessionStore}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
}
