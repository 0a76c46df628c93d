import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_interest" AS ENUM('start_business', 'migrate_charging_network', 'provide_charging_solutions_for', 'explore_partnership', 'become_reseller', 'offer_my_locations');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_leads_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_partner_requests_interest" AS ENUM('back_office_and_station', 'back_office', 'own_network_big', 'roaming', 'fleet_management', 'own_network');
  CREATE TYPE "public"."enum_partner_requests_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_partner_requests_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_contact_messages_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_job_applications_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_newsletter_subscribers_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_deletion_requests_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_deletion_requests_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverSubmission');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverSubmission');
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"interest" "enum_leads_interest",
  	"chargers_amount" numeric,
  	"first_name" varchar,
  	"last_name" varchar,
  	"company" varchar,
  	"phone" varchar,
  	"phone_country" varchar,
  	"email" varchar,
  	"country" varchar,
  	"address" varchar,
  	"chargers_types" varchar,
  	"details" varchar,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_leads_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partner_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"phone_country" varchar,
  	"interest" "enum_partner_requests_interest",
  	"message" varchar,
  	"privacy_policy" boolean,
  	"status" "enum_partner_requests_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_partner_requests_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"company" varchar,
  	"message" varchar,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_contact_messages_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"position" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"linkedin" varchar,
  	"comment" varchar,
  	"status" "enum_job_applications_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_job_applications_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_newsletter_subscribers_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "deletion_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"phone_country" varchar,
  	"status" "enum_deletion_requests_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_deletion_requests_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partner_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deletion_requests_id" integer;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_interest_idx" ON "leads" USING btree ("interest");
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_country_idx" ON "leads" USING btree ("country");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_delivery_delivery_state_idx" ON "leads" USING btree ("delivery_state");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "partner_requests_email_idx" ON "partner_requests" USING btree ("email");
  CREATE INDEX "partner_requests_phone_idx" ON "partner_requests" USING btree ("phone");
  CREATE INDEX "partner_requests_interest_idx" ON "partner_requests" USING btree ("interest");
  CREATE INDEX "partner_requests_status_idx" ON "partner_requests" USING btree ("status");
  CREATE INDEX "partner_requests_delivery_delivery_state_idx" ON "partner_requests" USING btree ("delivery_state");
  CREATE INDEX "partner_requests_updated_at_idx" ON "partner_requests" USING btree ("updated_at");
  CREATE INDEX "partner_requests_created_at_idx" ON "partner_requests" USING btree ("created_at");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_delivery_delivery_state_idx" ON "contact_messages" USING btree ("delivery_state");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "job_applications_position_idx" ON "job_applications" USING btree ("position");
  CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("email");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_delivery_delivery_state_idx" ON "job_applications" USING btree ("delivery_state");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_delivery_delivery_state_idx" ON "newsletter_subscribers" USING btree ("delivery_state");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "deletion_requests_phone_idx" ON "deletion_requests" USING btree ("phone");
  CREATE INDEX "deletion_requests_status_idx" ON "deletion_requests" USING btree ("status");
  CREATE INDEX "deletion_requests_delivery_delivery_state_idx" ON "deletion_requests" USING btree ("delivery_state");
  CREATE INDEX "deletion_requests_updated_at_idx" ON "deletion_requests" USING btree ("updated_at");
  CREATE INDEX "deletion_requests_created_at_idx" ON "deletion_requests" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_requests_fk" FOREIGN KEY ("partner_requests_id") REFERENCES "public"."partner_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deletion_requests_fk" FOREIGN KEY ("deletion_requests_id") REFERENCES "public"."deletion_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_partner_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_requests_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_deletion_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("deletion_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partner_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "deletion_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "partner_requests" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "deletion_requests" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partner_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deletion_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_partner_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_deletion_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partner_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deletion_requests_id";
  DROP TYPE "public"."enum_leads_interest";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_delivery_state";
  DROP TYPE "public"."enum_partner_requests_interest";
  DROP TYPE "public"."enum_partner_requests_status";
  DROP TYPE "public"."enum_partner_requests_delivery_state";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_contact_messages_delivery_state";
  DROP TYPE "public"."enum_job_applications_status";
  DROP TYPE "public"."enum_job_applications_delivery_state";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_newsletter_subscribers_delivery_state";
  DROP TYPE "public"."enum_deletion_requests_status";
  DROP TYPE "public"."enum_deletion_requests_delivery_state";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
