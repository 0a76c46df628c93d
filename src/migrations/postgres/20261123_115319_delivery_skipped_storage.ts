import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_delivery_state" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_leads_delivery_state" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_partner_requests_delivery_state" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_contact_messages_delivery_state" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_job_applications_delivery_state" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_newsletter_subscribers_delivery_state" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_deletion_requests_delivery_state" ADD VALUE 'skipped';
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "videos" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "videos" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_delivery_state";
  CREATE TYPE "public"."enum_orders_delivery_state" AS ENUM('pending', 'processing', 'retrying', 'delivered', 'failed');
  ALTER TABLE "orders" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_orders_delivery_state";
  ALTER TABLE "orders" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_orders_delivery_state" USING "delivery_state"::"public"."enum_orders_delivery_state";
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_leads_delivery_state";
  CREATE TYPE "public"."enum_leads_delivery_state" AS ENUM('pending', 'processing', 'retrying', 'delivered', 'failed');
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_leads_delivery_state";
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_leads_delivery_state" USING "delivery_state"::"public"."enum_leads_delivery_state";
  ALTER TABLE "partner_requests" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "partner_requests" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_partner_requests_delivery_state";
  CREATE TYPE "public"."enum_partner_requests_delivery_state" AS ENUM('pending', 'processing', 'retrying', 'delivered', 'failed');
  ALTER TABLE "partner_requests" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_partner_requests_delivery_state";
  ALTER TABLE "partner_requests" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_partner_requests_delivery_state" USING "delivery_state"::"public"."enum_partner_requests_delivery_state";
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_contact_messages_delivery_state";
  CREATE TYPE "public"."enum_contact_messages_delivery_state" AS ENUM('pending', 'processing', 'retrying', 'delivered', 'failed');
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_contact_messages_delivery_state";
  ALTER TABLE "contact_messages" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_contact_messages_delivery_state" USING "delivery_state"::"public"."enum_contact_messages_delivery_state";
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_job_applications_delivery_state";
  CREATE TYPE "public"."enum_job_applications_delivery_state" AS ENUM('pending', 'processing', 'retrying', 'delivered', 'failed');
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_job_applications_delivery_state";
  ALTER TABLE "job_applications" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_job_applications_delivery_state" USING "delivery_state"::"public"."enum_job_applications_delivery_state";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_newsletter_subscribers_delivery_state";
  CREATE TYPE "public"."enum_newsletter_subscribers_delivery_state" AS ENUM('pending', 'processing', 'retrying', 'delivered', 'failed');
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_newsletter_subscribers_delivery_state";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_newsletter_subscribers_delivery_state" USING "delivery_state"::"public"."enum_newsletter_subscribers_delivery_state";
  ALTER TABLE "deletion_requests" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "deletion_requests" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_deletion_requests_delivery_state";
  CREATE TYPE "public"."enum_deletion_requests_delivery_state" AS ENUM('pending', 'processing', 'retrying', 'delivered', 'failed');
  ALTER TABLE "deletion_requests" ALTER COLUMN "delivery_state" SET DEFAULT 'pending'::"public"."enum_deletion_requests_delivery_state";
  ALTER TABLE "deletion_requests" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_deletion_requests_delivery_state" USING "delivery_state"::"public"."enum_deletion_requests_delivery_state";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "videos" DROP COLUMN "prefix";
  ALTER TABLE "videos" DROP COLUMN "_objectkey";`)
}
