import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Button } from '@menu/shared/antd';
import { DatePicker, Form } from '@menu/shared/antd/editor';
import type { Dayjs } from 'dayjs';
import { AppProviders } from './AppProviders';
import { DateField } from './DateField';

// antd's picker is slow to mount in jsdom, more so on a busy machine.
jest.setTimeout(30_000);

type Picker = typeof DateField | typeof DatePicker;

function renderForm(Field: Picker = DateField) {
  const onFinish = jest.fn();
  render(
    <AppProviders>
      <Form<{ name: string; day?: Dayjs | null }> onFinish={onFinish} initialValues={{ name: '', day: null }}>
        <Form.Item label="Nombre" name="name">
          <input />
        </Form.Item>
        <Form.Item label="Vigencia" name="day">
          <Field format="DD-MM-YYYY" />
        </Form.Item>
        <Button htmlType="submit">Guardar</Button>
      </Form>
    </AppProviders>,
  );
  // A real keyboard: user-event submits a form on Enter in a text input, as browsers do.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { onFinish, user, input: screen.getByLabelText('Vigencia') };
}

// Form.Item hands the picker its value: the form's onFinish shows what the field holds.
const savedDay = (onFinish: jest.Mock) =>
  (onFinish.mock.lastCall?.[0] as { day?: Dayjs | null } | undefined)?.day?.format('YYYY-MM-DD');

describe('DateField', () => {
  it('the browser submits a form on Enter in a plain DatePicker (what DateField prevents)', async () => {
    const { onFinish, user, input } = renderForm(DatePicker);
    await user.click(input);
    await user.keyboard('24-12-2099{Enter}');
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
  });

  it('Enter takes the typed date and does not submit the form; the save button does', async () => {
    const { onFinish, user, input } = renderForm();
    await user.click(input);
    await user.keyboard('24-12-2099{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onFinish).not.toHaveBeenCalled();
    expect(input).toHaveValue('24-12-2099');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(savedDay(onFinish)).toBe('2099-12-24');
  });

  it('Enter in the other inputs of the form still submits it', async () => {
    const { onFinish, user } = renderForm();
    await user.type(screen.getByLabelText('Nombre'), 'Promo{Enter}');
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });
});
