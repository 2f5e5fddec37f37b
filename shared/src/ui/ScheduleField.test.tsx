import { Form } from '@menu/shared/antd/editor';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Schedule } from '../menu/schedule';
import { schedule as scheduleRules } from '../validation/schedule';
import { AppProviders } from './AppProviders';
import { antdRules } from './formRules';
import { ScheduleField } from './ScheduleField';
import { ScheduleTag } from './ScheduleTag';

/** Every message of the shared schedule rules for `value`. */
const messages = (value: Schedule | null) => scheduleRules.map((rule) => rule(value)).filter(Boolean);

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
    expect(seen).toHaveBeenLastCalledWith({
      days: [2, 5],
      ranges: [
        { start: '07:00', end: '11:30' },
        { start: '18:00', end: '22:00' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar horario 1' }));
    expect(seen).toHaveBeenLastCalledWith({ days: [2, 5], ranges: [{ start: '18:00', end: '22:00' }] });
  });

  it('the shared rules give the Spanish messages, one per part; the tag reads the hours', () => {
    expect(messages(null)).toEqual([]);
    expect(messages({ days: [1], ranges: [{ start: '07:00', end: '12:00' }] })).toEqual([]);
    expect(messages({ days: [], ranges: [{ start: '07:00', end: '12:00' }] })).toEqual(['Elige al menos un día']);
    expect(messages({ days: [1], ranges: [{ start: '12:00', end: '12:00' }] })).toEqual([
      expect.stringMatching(/^La hora de fin debe ser distinta/),
    ]);
    // No day and Desde = Hasta: both, not the first only.
    expect(messages({ days: [], ranges: [{ start: '12:00', end: '12:00' }] })).toEqual([
      'Elige al menos un día',
      expect.stringMatching(/^La hora de fin debe ser distinta/),
    ]);
    render(
      <AppProviders>
        <ScheduleTag schedule={{ days: [1, 2, 3, 4, 5], ranges: [{ start: '07:00', end: '12:00' }] }} />
      </AppProviders>,
    );
    expect(screen.getByText('Lun a vie de 7:00 a 12:00')).toBeInTheDocument();
  });

  it('in a form, no day and Desde = Hasta show both messages at once under the field', async () => {
    function Editor() {
      const [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ schedule: { days: [1], ranges: [{ start: '09:00', end: '17:00' }] } }}>
          <Form.Item label="Horario" name="schedule" rules={antdRules(...scheduleRules)}>
            <ScheduleField />
          </Form.Item>
        </Form>
      );
    }
    render(
      <AppProviders>
        <Editor />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lunes' }));
    fireEvent.change(screen.getByLabelText('Hasta (horario 1)'), { target: { value: '09:00' } });
    expect(await screen.findByText('Elige al menos un día')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/^La hora de fin debe ser distinta de la de inicio/)).toBeInTheDocument(),
    );
  });
});
