import type { Profile } from '@menu/shared';
import { renderInPanel, settle } from '@menu/shared/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';

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

/** FRANCHISES has Multisucursal: the boards may offer the master-enable modal. NEGOCIO has not: no 'Plantillas' button, templates not even read. */
export { FRANCHISES_PROFILE as FRANCHISES, NEGOCIO_PROFILE as NEGOCIO } from '@menu/shared/ui/testing';

/** Renders a board in the panel's store with `profile` signed in (the boards read the plan from it). */
export const renderWithPlan = (ui: ReactElement, profile: Profile | null) => renderInPanel(ui, profile);
