import { settle } from '@menu/shared/ui/testing';
import { fireEvent, screen } from '@testing-library/react';

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
