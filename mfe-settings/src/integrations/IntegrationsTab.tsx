import { canUse, FEATURE_LABELS, profileAtom, rules, type Profile } from '@menu/shared';
import { antdRules, PlanUpgrade } from '@menu/shared/ui';
import { Button, Input } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { useAtomValue } from 'jotai';
import { SingleBranchSection } from '../branch/SingleBranch';
import { useProfileSave } from '../general/useProfileSave';

interface Values {
  gtm_id: string;
  facebook_pixel: string;
  privacy_url: string;
}

/** Integraciones de marketing: the tracking ids (not on FREEMIUM) and, for plans other than FRANCHISES, the one branch. */
export function IntegrationsTab() {
  const profile = useAtomValue(profileAtom);
  return (
    <div>
      {profile &&
        (canUse(profile, 'trackingIds') ? (
          <TrackingForm profile={profile} />
        ) : (
          <PlanUpgrade
            variant="upgrade"
            title="Integraciones de marketing"
            description={`Tu plan no incluye ${FEATURE_LABELS.trackingIds}.`}
          />
        ))}
      {profile && <SingleBranchSection profile={profile} />}
    </div>
  );
}

function TrackingForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useProfileSave(form);
  const stored = {
    gtm_id: profile.gtm_id ?? '',
    facebook_pixel: profile.facebook_pixel ?? '',
    privacy_url: profile.privacy_url ?? '',
  };

  // An emptied field is sent as '' (the API clears it).
  const submit = (values: Values) =>
    save(stored, {
      gtm_id: (values.gtm_id ?? '').trim(),
      facebook_pixel: (values.facebook_pixel ?? '').trim(),
      privacy_url: (values.privacy_url ?? '').trim(),
    });

  // Tracking collects the diners' data: the privacy notice comes first (the shared rule the API applies too).
  const noticeNeeded = ({ getFieldValue }: { getFieldValue: (name: keyof Values) => unknown }) => ({
    validator: (_: unknown, value: unknown) => {
      const ids = [getFieldValue('gtm_id'), getFieldValue('facebook_pixel'), profile.google_analytics];
      const problem = rules.privacyUrlNeeded(ids as Array<string | null>, value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

  return (
    <section aria-label="Identificadores de seguimiento">
      <Form
        form={form}
        name="marketing"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={stored}
        style={{ maxWidth: 420 }}
      >
        <Form.Item label="Google Tag Manager / Analytics" name="gtm_id" rules={antdRules(rules.gtmId)}>
          <Input placeholder="GTM-XXXXXXX" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Facebook Pixel" name="facebook_pixel" rules={antdRules(rules.facebookPixel)}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Aviso de privacidad"
          name="privacy_url"
          dependencies={['gtm_id', 'facebook_pixel']}
          rules={[...antdRules(rules.httpsUrl), noticeNeeded]}
          extra="La dirección donde publicas tu aviso de privacidad. Es obligatoria para activar Google Tag Manager, Analytics o Facebook Pixel, y tu menú la enlaza mientras estén activos."
        >
          <Input inputMode="url" autoComplete="url" placeholder="https://turestaurante.com/aviso-de-privacidad" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Guardar
        </Button>
      </Form>
    </section>
  );
}
