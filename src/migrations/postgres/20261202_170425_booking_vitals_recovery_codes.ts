import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_status" AS ENUM('booked', 'held', 'no-show', 'cancelled');
  CREATE TYPE "public"."enum_bookings_delivery_state" AS ENUM('pending', 'processing', 'retrying', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_sales_availability_languages" AS ENUM('en', 'pt', 'uk');
  CREATE TYPE "public"."enum_sales_availability_weekly_hours_day" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery-codes-renewed' BEFORE 'role-changed';
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'booked' NOT NULL,
  	"salesperson_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"company" varchar,
  	"note" varchar,
  	"time_zone" varchar,
  	"locale" varchar,
  	"plan" varchar,
  	"interest" varchar,
  	"source" varchar,
  	"hold_ref" varchar,
  	"sequence" numeric DEFAULT 0,
  	"delivery_state" "enum_bookings_delivery_state" DEFAULT 'pending',
  	"delivery_due_at" timestamp(3) with time zone,
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sales_availability_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sales_availability_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sales_availability_weekly_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_sales_availability_weekly_hours_day" NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "sales_availability_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "sales_availability" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"salesperson_id" integer NOT NULL,
  	"label" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"time_zone" varchar DEFAULT 'Europe/Lisbon' NOT NULL,
  	"meeting_minutes" numeric DEFAULT 30 NOT NULL,
  	"buffer_minutes" numeric DEFAULT 10 NOT NULL,
  	"notice_minutes" numeric DEFAULT 720 NOT NULL,
  	"horizon_days" numeric DEFAULT 30 NOT NULL,
  	"meeting_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sales_availability_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "web_vital_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" timestamp(3) with time zone NOT NULL,
  	"metric" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"bucket" numeric NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "booking_holds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"salesperson" numeric NOT NULL,
  	"block_start" timestamp(3) with time zone NOT NULL,
  	"ref" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sales_availability_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vital_days_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_holds_id" integer;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_availability_languages" ADD CONSTRAINT "sales_availability_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_availability_weekly_hours" ADD CONSTRAINT "sales_availability_weekly_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_availability_exceptions" ADD CONSTRAINT "sales_availability_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_availability" ADD CONSTRAINT "sales_availability_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_availability_texts" ADD CONSTRAINT "sales_availability_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales_availability"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_salesperson_idx" ON "bookings" USING btree ("salesperson_id");
  CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");
  CREATE INDEX "bookings_hold_ref_idx" ON "bookings" USING btree ("hold_ref");
  CREATE INDEX "bookings_delivery_delivery_state_idx" ON "bookings" USING btree ("delivery_state");
  CREATE INDEX "bookings_delivery_delivery_due_at_idx" ON "bookings" USING btree ("delivery_due_at");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "sales_availability_languages_order_idx" ON "sales_availability_languages" USING btree ("order");
  CREATE INDEX "sales_availability_languages_parent_idx" ON "sales_availability_languages" USING btree ("parent_id");
  CREATE INDEX "sales_availability_weekly_hours_order_idx" ON "sales_availability_weekly_hours" USING btree ("_order");
  CREATE INDEX "sales_availability_weekly_hours_parent_id_idx" ON "sales_availability_weekly_hours" USING btree ("_parent_id");
  CREATE INDEX "sales_availability_exceptions_order_idx" ON "sales_availability_exceptions" USING btree ("_order");
  CREATE INDEX "sales_availability_exceptions_parent_id_idx" ON "sales_availability_exceptions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sales_availability_salesperson_idx" ON "sales_availability" USING btree ("salesperson_id");
  CREATE INDEX "sales_availability_updated_at_idx" ON "sales_availability" USING btree ("updated_at");
  CREATE INDEX "sales_availability_created_at_idx" ON "sales_availability" USING btree ("created_at");
  CREATE INDEX "sales_availability_texts_order_parent" ON "sales_availability_texts" USING btree ("order","parent_id");
  CREATE INDEX "web_vital_days_day_idx" ON "web_vital_days" USING btree ("day");
  CREATE UNIQUE INDEX "day_metric_page_bucket_idx" ON "web_vital_days" USING btree ("day","metric","page","bucket");
  CREATE UNIQUE INDEX "booking_holds_key_idx" ON "booking_holds" USING btree ("key");
  CREATE INDEX "booking_holds_salesperson_idx" ON "booking_holds" USING btree ("salesperson");
  CREATE INDEX "booking_holds_block_start_idx" ON "booking_holds" USING btree ("block_start");
  CREATE INDEX "booking_holds_ref_idx" ON "booking_holds" USING btree ("ref");
  CREATE INDEX "booking_holds_updated_at_idx" ON "booking_holds" USING btree ("updated_at");
  CREATE INDEX "booking_holds_created_at_idx" ON "booking_holds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_availability_fk" FOREIGN KEY ("sales_availability_id") REFERENCES "public"."sales_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vital_days_fk" FOREIGN KEY ("web_vital_days_id") REFERENCES "public"."web_vital_days"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_holds_fk" FOREIGN KEY ("booking_holds_id") REFERENCES "public"."booking_holds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_sales_availability_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_availability_id");
  CREATE INDEX "payload_locked_documents_rels_web_vital_days_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vital_days_id");
  CREATE INDEX "payload_locked_documents_rels_booking_holds_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_holds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_availability_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_availability_weekly_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_availability_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_availability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_availability_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "web_vital_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_holds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "sales_availability_languages" CASCADE;
  DROP TABLE "sales_availability_weekly_hours" CASCADE;
  DROP TABLE "sales_availability_exceptions" CASCADE;
  DROP TABLE "sales_availability" CASCADE;
  DROP TABLE "sales_availability_texts" CASCADE;
  DROP TABLE "web_vital_days" CASCADE;
  DROP TABLE "booking_holds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sales_availability_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vital_days_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_holds_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('login', 'login-failed', 'login-password', 'second-factor-passed', 'second-factor-failed', 'recovery-code-used', 'second-factor-enrolled', 'second-factor-reset', 'role-changed', 'person-viewed', 'person-exported', 'person-erased', 'person-anonymised');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_sales_availability_id_idx";
  DROP INDEX "payload_locked_documents_rels_web_vital_days_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_holds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sales_availability_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vital_days_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_holds_id";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_delivery_state";
  DROP TYPE "public"."enum_sales_availability_languages";
  DROP TYPE "public"."enum_sales_availability_weekly_hours_day";`)
}
