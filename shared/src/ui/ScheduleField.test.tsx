import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Schedule } from '../menu/schedule';
import { schedule as scheduleRule } from '../validation/schedule';
import { AppProviders } from './AppProviders';
import { ScheduleField } from './ScheduleField';
import { ScheduleTag } from './ScheduleTag';

function Harness({ initial, seen }: { initial: Schedule | null; seen: (value: Schedule | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ScheduleField
      value={value}
      onChange={(next) => {
        setValue(next);
        seen(next);
      }}
    />
  );
}

const renderField = (initial: Schedule | null) => {
  const seen = jest.fn();
  render(
    <AppProviders>
      <Harness initial={initial} seen={seen} />
    </AppProviders>,
  );
  return seen;
};

describe('ScheduleField', () => {
  it("'Siempre disponible' is null; switching it off starts from every day 9:00 to 17:00", () => {
    const seen = renderField(null);
    expect(screen.queryByRole('group', { name: 'Días' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Siempre disponible' }));
    expect(seen).toHaveBeenLastCalledWith({ days: [0, 1, 2, 3, 4, 5, 6], ranges: [{ start: '09:00', end: '17:00' }] });
    fireEvent.click(screen.getByRole('switch', { name: 'Siempre disponible' }));
    expect(seen).toHaveBeenLastCalledWith(null);
  });

  it('toggles days as chips (L M M J V S D), edits, adds and removes ranges', () => {
    const seen = renderField({ days: [1, 2], ranges: [{ start: '07:00', end: '12:00' }] });
    const days = screen.getByRole('group', { name: 'Días' });
    expect(days).toHaveTextContent('LMMJVSD');
    expect(screen.getByRole('button', { name: 'Lunes' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Viernes' }));
    expect(seen).toHaveBeenLastCalledWith({ days: [1, 2, 5], ranges: [{ start: '07:00', end: '12:00' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Lunes' }));
    expect(seen).toHaveBeenLastCalledWith({ days: [2, 5], ranges: [{ start: '07:00', end: '12:00' }] });
    fireEvent.change(screen.getByLabelText('Hasta (horario 1)'), { target: { value: '11:30' } });
    expect(seen).toHaveBeenLastCalledWith({ days: [2, 5], ranges: [{ start: '07:00', end: '11:30' }] });
    fireEvent.click(screen.getByRole('button', { name: /Agregar horario/ }));
    expect(seen).toHaveBeenLastCalledWith({ days: [2, 5], ranges: [{ start: '07:00', end: '11:30' }, { start: '18:00', end: '22:00' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar horario 1' }));
    expect(seen).toHaveBeenLastCalledWith({ days: [2, 5], ranges: [{ start: '18:00', end: '22:00' }] });
  });

  it('the shared rule gives the Spanish messages; the tag reads the hours', () => {
    expect(scheduleRule(null)).toBeNull();
    expect(scheduleRule({ days: [], ranges: [{ start: '07:00', end: '12:00' }] })).toBe('Elige al menos un día');
    expect(scheduleRule({ days: [1], ranges: [{ start: '12:00', end: '12:00' }] })).toMatch(/^La hora de fin debe ser distinta/);
    render(
      <AppProviders>
        <ScheduleTag schedule={{ days: [1, 2, 3, 4, 5], ranges: [{ start: '07:00', end: '12:00' }] }} />
      </AppProviders>,
    );
    expect(screen.getByText('Lun a vie de 7:00 a 12:00')).toBeInTheDocument();
  });
});
