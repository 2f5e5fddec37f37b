// Entity fixtures shared by the component tests (test code only).
import type { Branch } from '../../api/types';

/** A branch 'Centro' (route key 'centro') with every optional field empty; `extra` sets what a test is about. */
export const branchFixture = (extra: Partial<Branch> = {}): Branch => ({
  id: 3,
  name: 'Centro',
  address: null,
  phone: null,
  whatsapp_num: null,
  facebook_usr: null,
  instagram_usr: null,
  tiktok_usr: null,
  website: null,
  route_key: 'centro',
  menu_url: 'http://localhost:8080/m/centro',
  enabled: true,
  template: null,
  template_id: null,
  region: null,
  region_id: null,
  time_zone: 'America/Mexico_City',
  tables: 0,
  table_orders: false,
  wifi_name: null,
  wifi_password: null,
  ...extra,
});
