import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "notes" varchar;
  ALTER TABLE "partner_requests" ADD COLUMN "notes" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "notes" varchar;
  ALTER TABLE "job_applications" ADD COLUMN "notes" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "notes" varchar;
  ALTER TABLE "deletion_requests" ADD COLUMN "notes" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "notes";
  ALTER TABLE "partner_requests" DROP COLUMN "notes";
  ALTER TABLE "contact_messages" DROP COLUMN "notes";
  ALTER TABLE "job_applications" DROP COLUMN "notes";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "notes";
  ALTER TABLE "deletion_requests" DROP COLUMN "notes";`)
}
