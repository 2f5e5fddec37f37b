import { BUSINESS_TYPES, OTHER_BUSINESS_TYPE, profileAtom, rules, type Profile } from '@menu/shared';
import { antdRules } from '@menu/shared/ui';
import { Button, Input } from '@menu/shared/antd';
import { Form, Radio, Select } from '@menu/shared/antd/editor';
import { BASE_LANGUAGE, extraLanguagesLimit } from '@menu/shared/menu/languages';
import { useAtomValue } from 'jotai';
import { SingleBranchSection } from '../branch/SingleBranch';
import { LanguagesField } from './LanguagesField';
import { useProfileSave } from './useProfileSave';

interface Values {
  company: string;
  kind?: string;
  otherKind?: string;
  /** Items out of their hours on the public menu (docs/schedules.md). */
  off_schedule?: Profile['off_schedule'];
  /** The menu's languages: 'es' first, then the extras chosen (shared/src/menu/languages.ts). */
  languages?: string[];
}

const KNOWN = BUSINESS_TYPES as readonly string[];

/** The profile as the form starts: a business type outside the list shows as 'Otro' with its text. */
export function generalValues(profile: Pick<Profile, 'company' | 'business_kind'> | null): Values {
  const kind = profile?.business_kind ?? '';
  if (!kind) return { company: profile?.company ?? '', kind: undefined, otherKind: '' };
  return KNOWN.includes(kind)
    ? { company: profile?.company ?? '', kind, otherKind: '' }
    : { company: profile?.company ?? '', kind: OTHER_BUSINESS_TYPE, otherKind: kind };
}

/** General: the company's name and business type and, for plans other than FRANCHISES, its one branch. */
export function GeneralTab() {
  const profile = useAtomValue(profileAtom);
  return (
    <div>
      {profile && <CompanyForm profile={profile} />}
      {profile && <SingleBranchSection profile={profile} />}
    </div>
  );
}

function CompanyForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  // A refusal of business_kind goes under the field that holds it.
  const { saving, save } = useProfileSave(form, (field) =>
    field === 'business_kind' ? (form.getFieldValue('kind') === OTHER_BUSINESS_TYPE ? 'otherKind' : 'kind') : field,
  );

  // Every profile has its languages; a profile from before them is Spanish only.
  const languages = profile.languages ?? [BASE_LANGUAGE];
  const submit = (values: Values) =>
    save(
      {
        company: profile.company,
        business_kind: profile.business_kind,
        off_schedule: profile.off_schedule,
        languages,
      },
      {
        company: values.company.trim(),
        business_kind:
          values.kind === OTHER_BUSINESS_TYPE
            ? (values.otherKind ?? '').trim()
            : (values.kind ?? profile.business_kind),
        off_schedule: values.off_schedule ?? profile.off_schedule,
        languages: values.languages ?? languages,
      },
    );

  return (
    <section aria-label="Negocio">
      <Form
        form={form}
        name="general"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          ...generalValues(profile),
          off_schedule: profile.off_schedule,
          languages,
        }}
        style={{ maxWidth: 420 }}
      >
        <Form.Item label="Nombre de tu negocio" name="company" rules={antdRules(rules.required, rules.singleLineText)}>
          <Input maxLength={200} autoComplete="organization" />
        </Form.Item>
        <Form.Item label="Giro" name="kind">
          <Select
            placeholder="Selecciona tu giro"
            virtual={false}
            options={BUSINESS_TYPES.map((type) => ({ value: type, label: type }))}
          />
        </Form.Item>
        {kind === OTHER_BUSINESS_TYPE && (
          <Form.Item label="Dinos tu giro" name="otherKind" rules={antdRules(rules.required, rules.singleLineText)}>
            <Input maxLength={200} />
          </Form.Item>
        )}
        <Form.Item
          label="Fuera de horario"
          name="off_schedule"
          extra="Qué ve tu cliente de los productos, categorías y promociones fuera de su horario."
        >
          <Radio.Group
            options={[
              { value: 'hide', label: 'Ocultar' },
              { value: 'label', label: 'Mostrar con su horario' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Idiomas del menú"
          name="languages"
          extra="Tus clientes ven el menú en su idioma; lo que no traduzcas se muestra en español. Traduce los textos en Menú > Traducciones."
        >
          <LanguagesField limit={extraLanguagesLimit(profile.plan.scopes)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Guardar
        </Button>
      </Form>
    </section>
  );
}
