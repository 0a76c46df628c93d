import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Deliveries no longer go through Payload's job queue (the records carry their delivery state and
  // pending ones are picked up from it), so the old delivery jobs are dropped before their task type goes.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'deliverSubmission';
   DELETE FROM "payload_jobs" WHERE "task_slug" = 'deliverSubmission';
   ALTER TYPE "public"."enum_orders_delivery_state" ADD VALUE 'processing' BEFORE 'retrying';
  ALTER TYPE "public"."enum_leads_delivery_state" ADD VALUE 'processing' BEFORE 'retrying';
  ALTER TYPE "public"."enum_partner_requests_delivery_state" ADD VALUE 'processing' BEFORE 'retrying';
  ALTER TYPE "public"."enum_contact_messages_delivery_state" ADD VALUE 'processing' BEFORE 'retrying';
  ALTER TYPE "public"."enum_job_applications_delivery_state" ADD VALUE 'processing' BEFORE 'retrying';
  ALTER TYPE "public"."enum_newsletter_subscribers_delivery_state" ADD VALUE 'processing' BEFORE 'retrying';
  ALTER TYPE "public"."enum_deletion_requests_delivery_state" ADD VALUE 'processing' BEFORE 'retrying';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "orders" ADD COLUMN "delivery_due_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_due_at" timestamp(3) with time zone;
  ALTER TABLE "partner_requests" ADD COLUMN "delivery_due_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_due_at" timestamp(3) with time zone;
  ALTER TABLE "job_applications" ADD COLUMN "delivery_due_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "delivery_due_at" timestamp(3) with time zone;
  ALTER TABLE "deletion_requests" ADD COLUMN "delivery_due_at" timestamp(3) with time zone;
  CREATE INDEX "orders_delivery_delivery_due_at_idx" ON "orders" USING btree ("delivery_due_at");
  CREATE INDEX "leads_delivery_delivery_due_at_idx" ON "leads" USING btree ("delivery_due_at");
  CREATE INDEX "partner_requests_delivery_delivery_due_at_idx" ON "partner_requests" USING btree ("delivery_due_at");
  CREATE INDEX "contact_messages_delivery_delivery_due_at_idx" ON "contact_messages" USING btree ("delivery_due_at");
  CREATE INDEX "job_applications_delivery_delivery_due_at_idx" ON "job_applications" USING btree ("delivery_due_at");
  CREATE INDEX "newsletter_subscribers_delivery_delivery_due_at_idx" ON "newsletter_subscribers" USING btree ("delivery_due_at");
  CREATE INDEX "deletion_requests_delivery_delivery_due_at_idx" ON "deletion_requests" USING btree ("delivery_due_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverSubmission' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverSubmission' BEFORE 'schedulePublish';
  ALTER TABLE "orders" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_delivery_state";
  CREATE TYPE "public"."enum_orders_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  ALTER TABLE "orders" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_orders_delivery_state";
  ALTER TABLE "orders" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_orders_delivery_state" USING "delivery_state"::"public"."enum_orders_delivery_state";
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_leads_delivery_state";
  CREATE TYPE "public"."enum_leads_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_leads_delivery_state";
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_leads_delivery_state" USING "delivery_state"::"public"."enum_leads_delivery_state";
  ALTER TABLE "partner_requests" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "partner_requests" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_partner_requests_delivery_state";
  CREATE TYPE "public"."enum_partner_requests_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  ALTER TABLE "partner_requests" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_partner_requests_delivery_state";
  ALTER TABLE "partner_requests" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_partner_requests_delivery_state" USING "delivery_state"::"public"."enum_partner_requests_delivery_state";
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_contact_messages_delivery_state";
  CREATE TYPE "public"."enum_contact_messages_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_contact_messages_delivery_state";
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_contact_messages_delivery_state" USING "delivery_state"::"public"."enum_contact_messages_delivery_state";
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_job_applications_delivery_state";
  CREATE TYPE "public"."enum_job_applications_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_job_applications_delivery_state";
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_job_applications_delivery_state" USING "delivery_state"::"public"."enum_job_applications_delivery_state";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_newsletter_subscribers_delivery_state";
  CREATE TYPE "public"."enum_newsletter_subscribers_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_newsletter_subscribers_delivery_state";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_newsletter_subscribers_delivery_state" USING "delivery_state"::"public"."enum_newsletter_subscribers_delivery_state";
  ALTER TABLE "deletion_requests" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "deletion_requests" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_deletion_requests_delivery_state";
  CREATE TYPE "public"."enum_deletion_requests_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  ALTER TABLE "deletion_requests" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_deletion_requests_delivery_state";
  ALTER TABLE "deletion_requests" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_deletion_requests_delivery_state" USING "delivery_state"::"public"."enum_deletion_requests_delivery_state";
  DROP INDEX "orders_delivery_delivery_due_at_idx";
  DROP INDEX "leads_delivery_delivery_due_at_idx";
  DROP INDEX "partner_requests_delivery_delivery_due_at_idx";
  DROP INDEX "contact_messages_delivery_delivery_due_at_idx";
  DROP INDEX "job_applications_delivery_delivery_due_at_idx";
  DROP INDEX "newsletter_subscribers_delivery_delivery_due_at_idx";
  DROP INDEX "deletion_requests_delivery_delivery_due_at_idx";
  ALTER TABLE "orders" DROP COLUMN "delivery_due_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_due_at";
  ALTER TABLE "partner_requests" DROP COLUMN "delivery_due_at";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_due_at";
  ALTER TABLE "job_applications" DROP COLUMN "delivery_due_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "delivery_due_at";
  ALTER TABLE "deletion_requests" DROP COLUMN "delivery_due_at";`)
}
