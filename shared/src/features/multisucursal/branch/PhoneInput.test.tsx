import { screen } from '@testing-library/react';
import { Form } from '@menu/shared/antd/editor';
import { renderUi } from '@menu/shared/ui/testing';
import { PhoneInput } from './PhoneInput';

jest.setTimeout(30_000);
afterEach(() => {
  document.body.innerHTML = '';
});

/** A form with one phone field; `values` reads what the form holds. */
function phoneForm(initial?: string) {
  let form: ReturnType<typeof Form.useForm>[0];
  function PhoneForm() {
    [form] = Form.useForm();
    return (
      <Form form={form} initialValues={{ phone: initial }}>
        <Form.Item label="Teléfono" name="phone">
          <PhoneInput />
        </Form.Item>
      </Form>
    );
  }
  const view = renderUi(<PhoneForm />);
  return {
    ...view,
    input: screen.getByLabelText('Teléfono') as HTMLInputElement,
    value: () => form.getFieldValue('phone'),
  };
}

describe('PhoneInput', () => {
  it('groups the digits 3-3-4 while typing, and is limited to 12 characters', async () => {
    const { user, input, value } = phoneForm();
    expect(input).toHaveAttribute('maxlength', '12');
    await user.type(input, '551');
    expect(input).toHaveValue('551');
    await user.type(input, '2');
    expect(input).toHaveValue('551 2');
    await user.type(input, '345678');
    expect(input).toHaveValue('551 234 5678');
    expect(value()).toBe('551 234 5678');
    // An eleventh digit has no room.
    await user.type(input, '9');
    expect(input).toHaveValue('551 234 5678');
  });

  it('drops what is not a digit as it is typed', async () => {
    const { user, input } = phoneForm();
    await user.type(input, '(55) 12-ab34');
    expect(input).toHaveValue('551 234');
  });

  it("shows the 10 stored digits as 'XXX XXX XXXX' when loaded", () => {
    const { input } = phoneForm('5512345678');
    expect(input).toHaveValue('551 234 5678');
  });

  it('deleting keeps the grouping', async () => {
    const { user, input } = phoneForm('5512345678');
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('551 23');
  });
});
