import { branchPayload } from '../features/multisucursal/branch/payload';
import { BRANCH_TEXT_FIELDS, storedBranchText } from './branch';

/** Form values as people type them: spaces, grouped phones, profile URLs, a bare host name. */
const typed = {
  address: '  Av. Juárez 10 ',
  phone: '551 234 5678',
  whatsapp_num: '(55) 8765-4321',
  facebook_usr: 'https://www.facebook.com/cafeole/',
  instagram_usr: '@cafe.ole',
  tiktok_usr: 'tiktok.com/@cafeole',
  website: 'www.cafeole.mx',
  wifi_name: ' Café Olé ',
  wifi_password: '',
};

describe('a branch’s texts: one stored form for the API and the panel', () => {
  it('reduces each field to what the API stores; empty is null; absent stays absent', () => {
    expect(Object.fromEntries(BRANCH_TEXT_FIELDS.map((f) => [f, storedBranchText(f, typed[f]).stored]))).toEqual({
      address: 'Av. Juárez 10',
      phone: '5512345678',
      whatsapp_num: '5587654321',
      facebook_usr: 'cafeole',
      instagram_usr: 'cafe.ole',
      tiktok_usr: 'cafeole',
      website: 'https://www.cafeole.mx/',
      wifi_name: 'Café Olé',
      wifi_password: null,
    });
    expect(storedBranchText('phone', undefined)).toEqual({ stored: undefined, unreadable: false });
    expect(storedBranchText('instagram_usr', 'https://example.com/x')).toEqual({ stored: null, unreadable: true });
  });

  it('the panel sends the stored form, so storing it again changes nothing (a form saved unchanged is no change)', () => {
    const payload = branchPayload({ name: ' Centro ', ...typed }, { withTemplate: false });
    for (const field of BRANCH_TEXT_FIELDS) {
      expect(storedBranchText(field, payload[field]).stored).toBe(payload[field]);
      expect(payload[field]).toBe(storedBranchText(field, typed[field]).stored);
    }
    // What the rule cannot read goes as typed, for the API to refuse with its message.
    expect(
      branchPayload({ name: 'x', instagram_usr: ' https://example.com/x ' }, { withTemplate: false }).instagram_usr,
    ).toBe('https://example.com/x');
  });
});
