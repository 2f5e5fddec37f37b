import { MEMBERS_SCOPE, profileAtom, scopeLimit } from '@menu/shared';
import { Typography } from '@menu/shared/antd';
import { BILLING_PATH } from '@menu/shared/ui';
import { Link } from '@menu/shared/router';
import { useAtomValue } from 'jotai';

/**
 * How many people the plan allows (its 'Miembros' scope: the owner and pending invitations
 * count), and, once they are all taken, the way to a bigger plan: the API would refuse the
 * next invitation (MEMBER_LIMIT_REACHED).
 */
export function SeatsNote({ count }: { count: number | undefined }) {
  const profile = useAtomValue(profileAtom);
  const limit = scopeLimit(profile, MEMBERS_SCOPE);
  if (limit === null || count === undefined) return null;
  const full = count >= limit;
  return (
    <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
      {limit === 1
        ? 'Tu plan incluye solo tu acceso.'
        : `Tu plan incluye hasta ${limit} personas, tú incluido: ${count} de ${limit}.`}
      {full && (
        <>
          {' '}
          <Link to={BILLING_PATH}>Mejorar Suscripción</Link>
        </>
      )}
    </Typography.Paragraph>
  );
}
