import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_action" AS ENUM('login', 'login-failed', 'login-password', 'second-factor-passed', 'second-factor-failed', 'recovery-code-used', 'second-factor-enrolled', 'second-factor-reset', 'role-changed', 'person-viewed', 'person-exported', 'person-erased', 'person-anonymised');
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"actor_id" numeric,
  	"actor_email" varchar,
  	"ip" varchar,
  	"subject" varchar,
  	"subject_hash" varchar,
  	"outcome" varchar,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_protection" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"leads_months" numeric DEFAULT 24,
  	"partner_requests_months" numeric DEFAULT 24,
  	"contact_messages_months" numeric DEFAULT 24,
  	"job_applications_months" numeric DEFAULT 6,
  	"newsletter_subscribers_months" numeric,
  	"deletion_requests_months" numeric DEFAULT 36,
  	"orders_months" numeric DEFAULT 120,
  	"payments_months" numeric DEFAULT 120,
  	"station_comments_months" numeric DEFAULT 24,
  	"second_factor_for_editors" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "partner_requests" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "job_applications" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "deletion_requests" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "station_comments" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_pending" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree ("actor_email");
  CREATE INDEX "audit_log_subject_hash_idx" ON "audit_log" USING btree ("subject_hash");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_anonymised_at_idx" ON "leads" USING btree ("anonymised_at");
  CREATE INDEX "partner_requests_anonymised_at_idx" ON "partner_requests" USING btree ("anonymised_at");
  CREATE INDEX "contact_messages_anonymised_at_idx" ON "contact_messages" USING btree ("anonymised_at");
  CREATE INDEX "job_applications_anonymised_at_idx" ON "job_applications" USING btree ("anonymised_at");
  CREATE INDEX "orders_anonymised_at_idx" ON "orders" USING btree ("anonymised_at");
  CREATE INDEX "newsletter_subscribers_anonymised_at_idx" ON "newsletter_subscribers" USING btree ("anonymised_at");
  CREATE INDEX "deletion_requests_anonymised_at_idx" ON "deletion_requests" USING btree ("anonymised_at");
  CREATE INDEX "payments_anonymised_at_idx" ON "payments" USING btree ("anonymised_at");
  CREATE INDEX "station_comments_anonymised_at_idx" ON "station_comments" USING btree ("anonymised_at");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_protection" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "data_protection" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "leads_anonymised_at_idx";
  DROP INDEX "partner_requests_anonymised_at_idx";
  DROP INDEX "contact_messages_anonymised_at_idx";
  DROP INDEX "job_applications_anonymised_at_idx";
  DROP INDEX "orders_anonymised_at_idx";
  DROP INDEX "newsletter_subscribers_anonymised_at_idx";
  DROP INDEX "deletion_requests_anonymised_at_idx";
  DROP INDEX "payments_anonymised_at_idx";
  DROP INDEX "station_comments_anonymised_at_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "partner_requests" DROP COLUMN "anonymised_at";
  ALTER TABLE "contact_messages" DROP COLUMN "anonymised_at";
  ALTER TABLE "job_applications" DROP COLUMN "anonymised_at";
  ALTER TABLE "orders" DROP COLUMN "anonymised_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "anonymised_at";
  ALTER TABLE "deletion_requests" DROP COLUMN "anonymised_at";
  ALTER TABLE "payments" DROP COLUMN "anonymised_at";
  ALTER TABLE "station_comments" DROP COLUMN "anonymised_at";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "users" DROP COLUMN "second_factor_pending";
  ALTER TABLE "users" DROP COLUMN "second_factor_enabled_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_audit_log_action";`)
}
