import { extraLanguagesLimit } from '@menu/shared/menu/languages'
import { assertPrivacyNotice } from '../data/accounts.js'
import { enabledLimitMessage } from '../data/branches.js'
import { accountPlan, enabledBranchLimit } from '../data/plans.js'
import { type Executor, scoped } from '../data/toolkit.js'
import { AppError } from '../errors.js'

/**
 * The account-wide rules a direct change checks, checked on the menu an undo or a restore leaves
 * (inside its transaction, so a refusal writes nothing): what comes back was allowed when it was
 * made, not necessarily under today's plan and rules. Enabled branches within the plan's number,
 * and at least one (as the branch routes keep it); extra languages within its 'Languages' scope;
 * tracking ids only with the privacy notice. (Route keys are checked row by row: rows.ts.)
 */
export async function mustFitPlan(trx: Executor, accountId: number): Promise<void> {
  const own = scoped(trx, accountId)
  const plan = await accountPlan(trx, accountId)
  const enabled = await own
    .selectFrom('sucursales')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('enabled', '=', 1)
    .executeTakeFirst()
  const limit = enabledBranchLimit(plan)
  if (Number(enabled?.n ?? 0) === 0) throw new AppError('LAST_ENABLED_BRANCH')
  if (Number(enabled?.n ?? 0) > limit) throw new AppError('ENABLED_LIMIT_REACHED', enabledLimitMessage(limit))
  const languages = await own.languages()
  if (languages.length - 1 > extraLanguagesLimit(plan.scopes))
    throw new AppError('SCOPE_REQUIRED', 'Tu plan no incluye tantos idiomas del menú: quita uno antes.', {
      field: 'languages',
    })
  await assertPrivacyNotice(trx, accountId)
}
