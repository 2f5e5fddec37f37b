import { changed } from '@menu/shared/ui';
import { branchFixture } from '@menu/shared/ui/testing';
import { branchCreateBody, branchPayload, branchSaved, branchValues } from './payload';

const BRANCH = branchFixture({
  address: 'Av. Juárez 10',
  phone: '5512345678',
  facebook_usr: 'cafeole',
  website: 'https://cafe.mx/',
});

describe('branch payloads', () => {
  it('sends phones as their digits, usernames without their link, websites as https URLs', () => {
    const payload = branchPayload(
      {
        name: '  Centro ',
        phone: '551 234 5678',
        whatsapp_num: '',
        facebook_usr: 'https://facebook.com/cafeole',
        tiktok_usr: '@cafe.ole',
        website: 'www.cafe.mx',
        address: '   ',
      },
      { withTemplate: false },
    );
    expect(payload).toEqual({
      name: 'Centro',
      address: null,
      phone: '5512345678',
      whatsapp_num: null,
      facebook_usr: 'cafeole',
      instagram_usr: null,
      tiktok_usr: 'cafe.ole',
      website: 'https://www.cafe.mx/',
      wifi_name: null,
      wifi_password: null,
    });
  });

  it('sends the Wi-Fi as typed (trimmed); emptied, null', () => {
    const saved = branchSaved({ ...BRANCH, wifi_name: 'Invitados', wifi_password: 'tacos al pastor' });
    const values = branchValues({ ...BRANCH, wifi_name: 'Invitados', wifi_password: 'tacos al pastor' });
    expect(changed(saved, branchPayload(values, { withTemplate: true }))).toEqual({});
    expect(
      changed(saved, branchPayload({ ...values, wifi_name: ' Café Olé ', wifi_password: '' }, { withTemplate: true })),
    ).toEqual({ wifi_name: 'Café Olé', wifi_password: null });
  });

  it('a create sends only the non-empty values', () => {
    expect(
      branchCreateBody(
        branchPayload({ name: 'Norte', phone: '', template_id: null, address: 'Calle 5' }, { withTemplate: true }),
      ),
    ).toEqual({
      name: 'Norte',
      address: 'Calle 5',
    });
    expect(branchCreateBody(branchPayload({ name: 'Norte', template_id: 4 }, { withTemplate: true }))).toEqual({
      name: 'Norte',
      template_id: 4,
    });
  });

  it('the stored branch, loaded and saved unchanged, is no change; emptied optional values are null', () => {
    const saved = branchSaved(BRANCH);
    const values = branchValues(BRANCH);
    expect(changed(saved, branchPayload(values, { withTemplate: true }))).toEqual({});
    // PhoneInput shows the stored digits grouped: still the same phone.
    expect(changed(saved, branchPayload({ ...values, phone: '551 234 5678' }, { withTemplate: true }))).toEqual({});
    expect(
      changed(
        saved,
        branchPayload({ ...values, address: '', facebook_usr: '', template_id: 7 }, { withTemplate: true }),
      ),
    ).toEqual({
      address: null,
      facebook_usr: null,
      template_id: 7,
    });
  });

  it('without the template select, the template is left as it is', () => {
    const branch = { ...BRANCH, template_id: 4 };
    const payload = branchPayload(branchValues(branch), { withTemplate: false });
    expect(payload).not.toHaveProperty('template_id');
    expect(changed(branchSaved(branch), payload)).toEqual({});
  });

  it("'Pedidos y llamadas desde la mesa': sent only on a plan with the table service; a create sends it only when on", () => {
    const branch = { ...BRANCH, table_orders: false };
    const values = branchValues(branch);
    expect(values.table_orders).toBe(false);
    const on = { ...values, table_orders: true };
    expect(changed(branchSaved(branch), branchPayload(on, { withTemplate: false, withTableOrders: true }))).toEqual({
      table_orders: true,
    });
    // FREEMIUM: the API refuses any value of it (403 SCOPE_REQUIRED), so the payload never carries it.
    for (const options of [{ withTemplate: false }, { withTemplate: false, withTableOrders: false }]) {
      const payload = branchPayload(on, options);
      expect(payload).not.toHaveProperty('table_orders');
      expect(changed(branchSaved(branch), payload)).toEqual({});
    }
    expect(
      branchCreateBody(
        branchPayload({ name: 'Norte', table_orders: true }, { withTemplate: false, withTableOrders: true }),
      ),
    ).toEqual({
      name: 'Norte',
      table_orders: true,
    });
    expect(
      branchCreateBody(
        branchPayload({ name: 'Norte', table_orders: false }, { withTemplate: false, withTableOrders: true }),
      ),
    ).toEqual({ name: 'Norte' });
  });
});
