import { Type } from 'typebox'
import { Email } from '../auth/schemas.js'
import { Id, Info } from '../../schemas/common.js'

/** The roles an owner gives (there is one owner, the account's own: 'owner' is refused 400). */
export const TeamRole = Type.Union([Type.Literal('admin'), Type.Literal('manager'), Type.Literal('staff')], {
  description: 'admin (Administrador), manager (Gerente de sucursal), staff (Personal)',
})

export const BranchIds = Type.Array(Id(), {
  maxItems: 1000,
  description:
    "The branches of a manager or staff member (at least one: 400 MEMBER_BRANCHES_REQUIRED; each the account's: 404); ignored, and cleared, for an admin",
})

export const InviteBody = Type.Object({ email: Email, role: TeamRole, branch_ids: BranchIds })

export const MemberPatchBody = Type.Object({
  role: Type.Optional(TeamRole),
  branch_ids: Type.Optional(BranchIds),
  state: Type.Optional(
    Type.Union([Type.Literal('active'), Type.Literal('suspended')], {
      description: "'suspended' ends every login of the person at once; 'active' lets them sign in again",
    }),
  ),
})

export const SignIns = Info(
  Type.Array(
    Type.Object({
      at: Type.String({ description: 'When (ISO 8601)' }),
      ip: Type.String({ description: 'The IP address the sign-in came from' }),
      device: Type.String({ description: "The browser's user-agent (at most 200 characters)" }),
    }),
  ),
)

export const MemberInfo = Info(Type.Ref('Member'))
