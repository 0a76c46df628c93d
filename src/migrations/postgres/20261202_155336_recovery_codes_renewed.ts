import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Generated, then trimmed: the snapshot before it lacked users.time_zone (added by
// 20261128_062704_user_time_zone), which the generator wanted to add a second time.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery-codes-renewed' BEFORE 'role-changed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('login', 'login-failed', 'login-password', 'second-factor-passed', 'second-factor-failed', 'recovery-code-used', 'second-factor-enrolled', 'second-factor-reset', 'role-changed', 'person-viewed', 'person-exported', 'person-erased', 'person-anonymised');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
