import { type Kysely, sql } from 'kysely'

/**
 * SQLite's guard of a money column (integer cents): triggers refusing anything but an integer
 * on INSERT and UPDATE, the effect of CHECK (typeof(col) = 'integer') with a message naming the
 * column, added without rebuilding the table (migrations/0018). Every later money column on
 * SQLite gets the same guard; on PostgreSQL the column's integer type is the guard.
 */
export const moneyTrigger = (table: string, column: string, event: 'insert' | 'update') =>
  `money_${table}_${column}_${event}`

export async function guardSqliteMoneyColumn(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  const t = sql.table(table)
  const c = sql.ref(column)
  const refusal = sql.lit(`${table}.${column}: money is stored as integer cents`)
  const wrong = sql`typeof(new.${c}) not in ('integer', 'null')`
  await sql`create trigger ${sql.id(moneyTrigger(table, column, 'insert'))} before insert on ${t} when ${wrong} begin select raise(abort, ${refusal}); end`.execute(
    db,
  )
  await sql`create trigger ${sql.id(moneyTrigger(table, column, 'update'))} before update of ${c} on ${t} when ${wrong} begin select raise(abort, ${refusal}); end`.execute(
    db,
  )
}
