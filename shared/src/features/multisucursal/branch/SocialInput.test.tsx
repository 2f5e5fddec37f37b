import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '@menu/shared/antd/editor';
import { renderUi, settle } from '@menu/shared/ui/testing';
import { SocialInput } from './SocialInput';

jest.setTimeout(30_000);
afterEach(() => {
  document.body.innerHTML = '';
});

function socialForm(field: 'facebook_usr' | 'instagram_usr' | 'tiktok_usr', initial?: string) {
  let form: ReturnType<typeof Form.useForm>[0];
  function SocialForm() {
    [form] = Form.useForm();
    return (
      <Form form={form} initialValues={{ [field]: initial }}>
        <Form.Item label="Usuario" name={field}>
          <SocialInput field={field} />
        </Form.Item>
      </Form>
    );
  }
  const view = renderUi(<SocialForm />);
  return {
    ...view,
    input: screen.getByLabelText('Usuario') as HTMLInputElement,
    value: () => form.getFieldValue(field),
  };
}

/** Replaces the field's text with a paste of `text` (one change with the whole text). */
const paste = async (user: ReturnType<typeof renderUi>['user'], input: HTMLInputElement, text: string) => {
  await user.clear(input);
  await userEvent.paste(text);
  await settle();
};

describe('SocialInput', () => {
  it.each([
    ['facebook_usr', 'https://facebook.com/'],
    ['instagram_usr', 'https://instagram.com/'],
    ['tiktok_usr', 'https://tiktok.com/@'],
  ] as const)('%s shows its fixed profile prefix %s before the username', (field, prefix) => {
    socialForm(field, 'cafeole');
    expect(screen.getByText(prefix)).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toHaveValue('cafeole');
  });

  it('a pasted profile link becomes the username', async () => {
    const { user, input, value } = socialForm('instagram_usr');
    await paste(user, input, 'https://www.instagram.com/cafeole/?hl=es');
    expect(input).toHaveValue('cafeole');
    expect(value()).toBe('cafeole');
  });

  it("'@user' becomes the username (TikTok's '@' is in the prefix)", async () => {
    const { user, input } = socialForm('tiktok_usr');
    await paste(user, input, '@cafe.ole');
    expect(input).toHaveValue('cafe.ole');
  });

  it('plain typing is kept as typed, and so is a link of another site (the rule refuses it)', async () => {
    const { user, input } = socialForm('facebook_usr');
    await user.type(input, 'cafe ole');
    expect(input).toHaveValue('cafe ole');
    await paste(user, input, 'https://instagram.com/cafeole');
    expect(input).toHaveValue('https://instagram.com/cafeole');
  });
});
