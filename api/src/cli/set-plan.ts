/**
 * Operator command: put an account on a plan.
 *   npm run set-plan -w api -- <email> <PLAN_CODE>
 * Uses the same database as the API (DATABASE_URL, or DATA_DIR's SQLite file).
 */
import { loadConfig } from '../config.js'
import { accountsData } from '../data/accounts.js'
import { findPlan, PLAN_CATALOGUE } from '../data/plans.js'
import { createDb, describeDb } from '../db/connection.js'
import { prepareDatabase } from '../data/prepare.js'

async function main(argv: string[]): Promise<number> {
  const [email, rawCode] = argv
  const codes = PLAN_CATALOGUE.map((p) => p.code).join(', ')
  if (!email || !rawCode) {
    console.error(`Usage: npm run set-plan -w api -- <email> <PLAN_CODE>   (plans: ${codes})`)
    return 2
  }
  const config = loadConfig()
  const db = createDb(config)
  try {
    await prepareDatabase(db)
    const code = rawCode.toUpperCase()
    const plan = await findPlan(db, code)
    if (!plan) {
      console.error(`Unknown plan "${rawCode}". Known plans: ${codes}`)
      return 1
    }
    const accounts = accountsData(db)
    const account = await accounts.findByEmail(email)
    if (!account) {
      console.error(`No account with e-mail "${email}" in ${describeDb(config)}`)
      return 1
    }
    await accounts.setPlan(account.id, plan.code)
    const scopes = plan.scopes.map((s) => (s.limit === null ? s.name : `${s.name}(${s.limit})`)).join(', ')
    console.log(`${account.email}: plan ${account.plan_code} -> ${plan.code} [${scopes}] in ${describeDb(config)}`)
    return 0
  } finally {
    await db.destroy()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
