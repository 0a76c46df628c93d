import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_booking_reminders_kind" AS ENUM('day', 'hour');
  CREATE TYPE "public"."enum_booking_reminders_delivery_state" AS ENUM('pending', 'processing', 'retrying', 'delivered', 'failed', 'skipped');
  CREATE TABLE "booking_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"booking_id" integer NOT NULL,
  	"kind" "enum_booking_reminders_kind" NOT NULL,
  	"delivery_state" "enum_booking_reminders_delivery_state" DEFAULT 'pending',
  	"delivery_due_at" timestamp(3) with time zone,
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "moving_ref" varchar;
  ALTER TABLE "bookings" ADD COLUMN "lead_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "sales_availability" ADD COLUMN "calendar_token" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_reminders_id" integer;
  ALTER TABLE "data_protection" ADD COLUMN "bookings_months" numeric DEFAULT 24;
  ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "booking_reminders_key_idx" ON "booking_reminders" USING btree ("key");
  CREATE INDEX "booking_reminders_booking_idx" ON "booking_reminders" USING btree ("booking_id");
  CREATE INDEX "booking_reminders_delivery_delivery_state_idx" ON "booking_reminders" USING btree ("delivery_state");
  CREATE INDEX "booking_reminders_delivery_delivery_due_at_idx" ON "booking_reminders" USING btree ("delivery_due_at");
  CREATE INDEX "booking_reminders_updated_at_idx" ON "booking_reminders" USING btree ("updated_at");
  CREATE INDEX "booking_reminders_created_at_idx" ON "booking_reminders" USING btree ("created_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_reminders_fk" FOREIGN KEY ("booking_reminders_id") REFERENCES "public"."booking_reminders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_moving_ref_idx" ON "bookings" USING btree ("moving_ref");
  CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");
  CREATE INDEX "bookings_anonymised_at_idx" ON "bookings" USING btree ("anonymised_at");
  CREATE UNIQUE INDEX "sales_availability_calendar_token_idx" ON "sales_availability" USING btree ("calendar_token");
  CREATE INDEX "payload_locked_documents_rels_booking_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_reminders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_reminders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_reminders" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_lead_id_leads_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_reminders_fk";
  
  DROP INDEX "bookings_moving_ref_idx";
  DROP INDEX "bookings_lead_idx";
  DROP INDEX "bookings_anonymised_at_idx";
  DROP INDEX "sales_availability_calendar_token_idx";
  DROP INDEX "payload_locked_documents_rels_booking_reminders_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "moving_ref";
  ALTER TABLE "bookings" DROP COLUMN "lead_id";
  ALTER TABLE "bookings" DROP COLUMN "anonymised_at";
  ALTER TABLE "sales_availability" DROP COLUMN "calendar_token";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_reminders_id";
  ALTER TABLE "data_protection" DROP COLUMN "bookings_months";
  DROP TYPE "public"."enum_booking_reminders_kind";
  DROP TYPE "public"."enum_booking_reminders_delivery_state";`)
}
