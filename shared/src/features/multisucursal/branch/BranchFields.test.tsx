import { MESSAGES, profileAtom, sessionStore, type Profile } from '@menu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Button } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { NEGOCIO_PROFILE, pickOption, planProfile, renderUi } from '@menu/shared/ui/testing';
import { BranchFields, type TemplateOption } from './BranchFields';
import { TABLE_ORDERS_HELP, TABLE_ORDERS_LABEL, TABLE_ORDERS_PLAN_HINT } from './TableOrdersField';
import type { BranchValues } from './payload';

jest.setTimeout(30_000);
afterEach(() => {
  document.body.innerHTML = '';
  sessionStore.set(profileAtom, null);
});

const TEMPLATES: TemplateOption[] = [
  { id: 4, name: 'Desayunos' },
  { id: 9, name: 'Franquicia norte' },
];

function branchForm({ templates, initial }: { templates?: TemplateOption[]; initial?: Partial<BranchValues> } = {}) {
  const onFinish = jest.fn();
  const view = renderUi(
    <Form layout="vertical" onFinish={onFinish} initialValues={initial}>
      <BranchFields templates={templates} />
      <Button htmlType="submit">Enviar</Button>
    </Form>,
  );
  return { ...view, onFinish, submit: () => view.user.click(screen.getByRole('button', { name: 'Enviar' })) };
}

const labels = () =>
  Array.from(document.querySelectorAll('.ant-form-item-label label')).map((label) => label.textContent);
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('BranchFields', () => {
  it('has the branch fields in order; Plantilla only when the plan has templates', () => {
    const first = branchForm();
    expect(labels()).toEqual([
      'Nombre',
      'Zona horaria',
      'Dirección',
      'Teléfono',
      'WhatsApp',
      'Facebook',
      'Instagram',
      'TikTok',
      'Sitio web',
      'Mesas',
      'Pedidos y llamadas desde la mesa',
      'Red Wi-Fi',
      'Contraseña del Wi-Fi',
    ]);
    first.unmount();
    branchForm({ templates: TEMPLATES });
    expect(labels()).toEqual([
      'Nombre',
      'Plantilla',
      'Zona horaria',
      'Dirección',
      'Teléfono',
      'WhatsApp',
      'Facebook',
      'Instagram',
      'TikTok',
      'Sitio web',
      'Mesas',
      'Pedidos y llamadas desde la mesa',
      'Red Wi-Fi',
      'Contraseña del Wi-Fi',
    ]);
  });

  it("needs a name: 'Campo obligatorio'", async () => {
    const { submit, onFinish } = branchForm();
    await submit();
    expect(await within(itemOf('Nombre')).findByText(MESSAGES.required)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("phones must be 10 digits: 'El teléfono deben ser 10 dígitos'", async () => {
    const { user, submit, onFinish } = branchForm({ initial: { name: 'Centro' } });
    await user.type(screen.getByLabelText('Teléfono'), '55123');
    await user.type(screen.getByLabelText('WhatsApp'), '551234567');
    await submit();
    expect(await within(itemOf('Teléfono')).findByText(MESSAGES.phone)).toBeInTheDocument();
    expect(within(itemOf('WhatsApp')).getByText(MESSAGES.phone)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('usernames and the website follow the shared rules', async () => {
    const { user, submit, onFinish } = branchForm({ initial: { name: 'Centro' } });
    await user.type(screen.getByLabelText('Facebook'), 'cafe ole');
    await user.type(screen.getByLabelText('Sitio web'), 'mi sitio');
    await submit();
    expect(await within(itemOf('Facebook')).findByText(MESSAGES.socialUsername)).toBeInTheDocument();
    expect(within(itemOf('Sitio web')).getByText(MESSAGES.website)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('valid values pass: grouped phones, usernames, a bare host name', async () => {
    const { user, submit, onFinish } = branchForm();
    await user.type(screen.getByLabelText('Nombre'), 'Centro');
    await user.type(screen.getByLabelText('Teléfono'), '5512345678');
    await user.type(screen.getByLabelText('Instagram'), 'cafe.ole');
    await user.type(screen.getByLabelText('Sitio web'), 'www.cafe.mx');
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0][0]).toMatchObject({
      name: 'Centro',
      phone: '551 234 5678',
      instagram_usr: 'cafe.ole',
      website: 'www.cafe.mx',
    });
  });

  it("the template select offers 'Sin plantilla' (null) and the account's templates", async () => {
    const { user, submit, onFinish } = branchForm({
      templates: TEMPLATES,
      initial: { name: 'Centro', template_id: null },
    });
    expect(within(itemOf('Plantilla')).getByText('Sin plantilla')).toBeInTheDocument();
    await pickOption(user, 'Plantilla', 'Franquicia norte');
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0].template_id).toBe(9);
    await pickOption(user, 'Plantilla', 'Sin plantilla');
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(2));
    expect(onFinish.mock.calls[1][0].template_id).toBeNull();
  });

  it('Wi-Fi: the shared rules (a name of 32 bytes at most, a password of 8 to 63 characters); valid values pass', async () => {
    const { user, submit, onFinish } = branchForm({ initial: { name: 'Centro' } });
    await user.type(screen.getByLabelText('Red Wi-Fi'), 'x'.repeat(33));
    await user.type(screen.getByLabelText('Contraseña del Wi-Fi'), 'corta');
    await submit();
    expect(await within(itemOf('Red Wi-Fi')).findByText(MESSAGES.wifiName)).toBeInTheDocument();
    expect(within(itemOf('Contraseña del Wi-Fi')).getByText(MESSAGES.wifiPassword)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Red Wi-Fi'));
    await user.type(screen.getByLabelText('Red Wi-Fi'), 'Invitados');
    await user.type(screen.getByLabelText('Contraseña del Wi-Fi'), ' segura');
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({ wifi_name: 'Invitados', wifi_password: 'corta segura' });
  });

  it('Mesas: a whole number from 0 to 500, else the shared message in Spanish', async () => {
    const { user, submit, onFinish } = branchForm({ initial: { name: 'Centro', tables: 0 } });
    const mesas = screen.getByLabelText('Mesas');
    for (const typed of ['501', '2.5']) {
      await user.clear(mesas);
      await user.type(mesas, typed);
      await submit();
      expect(await within(itemOf('Mesas')).findByText(MESSAGES.tables)).toBeInTheDocument();
      expect(onFinish).not.toHaveBeenCalled();
    }
    await user.clear(mesas);
    await user.type(mesas, '12');
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0].tables).toBe(12);
  });
});

describe("BranchFields: 'Pedidos y llamadas desde la mesa'", () => {
  const signedIn = (profile: Profile) => sessionStore.set(profileAtom, profile);
  const FREEMIUM_PROFILE = planProfile('FREEMIUM', [{ name: 'Promotions' }]);
  const tableOrders = () => screen.getByRole('switch', { name: TABLE_ORDERS_LABEL });

  it('on a plan with the table service: off by default, turned on and off, with its help', async () => {
    signedIn(NEGOCIO_PROFILE);
    const { user, submit, onFinish } = branchForm({ initial: { name: 'Centro', table_orders: false } });
    expect(tableOrders()).not.toBeChecked();
    expect(tableOrders()).toBeEnabled();
    expect(within(itemOf(TABLE_ORDERS_LABEL)).getByText(TABLE_ORDERS_HELP)).toBeInTheDocument();
    await user.click(tableOrders());
    expect(tableOrders()).toBeChecked();
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0].table_orders).toBe(true);
    await user.click(tableOrders());
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(2));
    expect(onFinish.mock.calls[1][0].table_orders).toBe(false);
  });

  it('on FREEMIUM: disabled and shown off (even if stored on), with the plan hint instead of the help', () => {
    signedIn(FREEMIUM_PROFILE);
    branchForm({ initial: { name: 'Centro', table_orders: true } });
    expect(tableOrders()).toBeDisabled();
    expect(tableOrders()).not.toBeChecked();
    expect(within(itemOf(TABLE_ORDERS_LABEL)).getByText(TABLE_ORDERS_PLAN_HINT)).toBeInTheDocument();
    expect(screen.queryByText(TABLE_ORDERS_HELP)).not.toBeInTheDocument();
    expect(TABLE_ORDERS_PLAN_HINT).toBe(
      'Tu plan no incluye los pedidos y las llamadas desde la mesa. Mejora tu suscripción para activarlos.',
    );
  });
});
