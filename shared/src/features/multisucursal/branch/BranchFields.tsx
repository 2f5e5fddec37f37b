import { rules, SOCIAL_NETWORKS } from '@menu/shared';
import { Input } from '@menu/shared/antd';
import { Form, InputNumber, Select } from '@menu/shared/antd/editor';
import { antdRules } from '@menu/shared/ui';
import { PhoneInput } from './PhoneInput';
import { SocialInput } from './SocialInput';
import { TableOrdersField } from './TableOrdersField';
import { timeZoneOptions } from './timeZones';

/** A template the branch can use (the list of GET /v1/templates). */
export interface TemplateOption {
  id: number;
  name: string;
}

/** The select's value for "no template": antd's Select does not take null as an option value. */
const NO_TEMPLATE = 0;

/** A region the branch can be in (GET /v1/regions); `editable` false shows it read-only. */
export interface RegionChoice {
  options: TemplateOption[];
  editable: boolean;
}

/**
 * The fields of a branch, for the Multisucursal editor and Settings > General: Nombre
 * (required), Plantilla (only when `templates` is given, i.e. the plan has templates),
 * Zona horaria (the branch's clock: its menu's hours and 'hasta el final del día'), Dirección, Teléfono and WhatsApp (grouped 3-3-4, 10 digits), the three social usernames
 * after their profile prefixes, Sitio web and Mesas (table n's QR code opens the menu with
 * ?mesa=n; the tents print one per table), 'Pedidos y llamadas desde la mesa' (the plan's
 * tableService; TableOrdersField), then the guests' Wi-Fi (name and password: the tents
 * print a second QR code that joins it; never shown on the menu). Every rule is the shared one
 * the API checks too.
 */
export function BranchFields({ templates, regions }: { templates?: TemplateOption[]; regions?: RegionChoice }) {
  return (
    <>
      <Form.Item label="Nombre" name="name" rules={antdRules(rules.required, rules.singleLineText)}>
        <Input maxLength={200} />
      </Form.Item>
      {templates && (
        <Form.Item
          label="Plantilla"
          name="template_id"
          getValueProps={(value: number | null | undefined) => ({ value: value ?? NO_TEMPLATE })}
          normalize={(value: number) => (value === NO_TEMPLATE ? null : value)}
        >
          <Select
            options={[
              { value: NO_TEMPLATE, label: 'Sin plantilla' },
              ...templates.map((t) => ({ value: t.id, label: t.name })),
            ]}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      )}
      {regions && (
        <Form.Item
          label="Región"
          name="region_id"
          tooltip="Donde su plantilla no dice otro precio, la sucursal toma el de su región."
          getValueProps={(value: number | null | undefined) => ({ value: value ?? NO_TEMPLATE })}
          normalize={(value: number) => (value === NO_TEMPLATE ? null : value)}
        >
          <Select
            disabled={!regions.editable}
            options={[
              { value: NO_TEMPLATE, label: 'Sin región' },
              ...regions.options.map((r) => ({ value: r.id, label: r.name })),
            ]}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      )}
      <Form.Item
        label="Zona horaria"
        name="time_zone"
        tooltip="Los horarios y los agotados 'hasta el final del día' de esta sucursal siguen su reloj."
      >
        <TimeZoneSelect />
      </Form.Item>
      <Form.Item label="Dirección" name="address" rules={antdRules(rules.singleLineText)}>
        <Input maxLength={300} autoComplete="street-address" />
      </Form.Item>
      <Form.Item label="Teléfono" name="phone" rules={antdRules(rules.phone)}>
        <PhoneInput />
      </Form.Item>
      <Form.Item label="WhatsApp" name="whatsapp_num" rules={antdRules(rules.phone)}>
        <PhoneInput autoComplete="off" />
      </Form.Item>
      {SOCIAL_NETWORKS.map((network) => (
        <Form.Item
          key={network.field}
          label={network.label}
          name={network.field}
          rules={antdRules(rules.socialUsername(network))}
        >
          <SocialInput field={network.field} />
        </Form.Item>
      ))}
      <Form.Item label="Sitio web" name="website" rules={antdRules(rules.website)}>
        <Input inputMode="url" autoComplete="url" placeholder="www.turestaurante.com" />
      </Form.Item>
      {/* No min/max/precision on the input: it would clamp or round what was typed in silence;
          the shared rule says what is wrong instead. */}
      <Form.Item
        label="Mesas"
        name="tables"
        rules={antdRules(rules.tables)}
        tooltip="Cada mesa tiene su código QR (el link del menú con ?mesa=n) y su tarjeta para imprimir. 0: sin mesas."
      >
        <InputNumber inputMode="numeric" style={{ width: 160 }} />
      </Form.Item>
      <TableOrdersField />
      <Form.Item
        label="Red Wi-Fi"
        name="wifi_name"
        rules={antdRules(rules.wifiName, rules.singleLineText)}
        tooltip="Opcional: las tarjetas de las mesas imprimen un segundo código QR para conectarse a esta red. Nunca se muestra en el menú."
      >
        <Input autoComplete="off" placeholder="Invitados" />
      </Form.Item>
      <Form.Item
        label="Contraseña del Wi-Fi"
        name="wifi_password"
        rules={antdRules(rules.wifiPassword, rules.singleLineText)}
        extra="Déjala vacía si la red no tiene contraseña."
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
    </>
  );
}

/** The zone select; its options include the current value (Form.Item passes value and onChange). */
function TimeZoneSelect(props: { value?: string; onChange?: (value: string) => void; id?: string }) {
  return <Select {...props} options={timeZoneOptions(props.value)} showSearch={{ optionFilterProp: 'label' }} />;
}
