import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_state" AS ENUM('created', 'pending', 'paid', 'failed', 'refunded');
  CREATE TYPE "public"."enum_payments_failure_reason" AS ENUM('declined', 'provider_error', 'expired', 'cancelled');
  CREATE TYPE "public"."enum_payments_provider" AS ENUM('test', 'stripe');
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"state" "enum_payments_state" DEFAULT 'created' NOT NULL,
  	"failure_reason" "enum_payments_failure_reason",
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"amount_label" varchar,
  	"email" varchar NOT NULL,
  	"station_id" varchar NOT NULL,
  	"station_name" varchar,
  	"connector" varchar NOT NULL,
  	"session_key" varchar NOT NULL,
  	"power_kw" numeric,
  	"tariff_per_kwh" numeric,
  	"locale" varchar,
  	"provider" "enum_payments_provider" NOT NULL,
  	"provider_ref" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"events" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state");
  CREATE INDEX "payments_station_id_idx" ON "payments" USING btree ("station_id");
  CREATE INDEX "payments_session_key_idx" ON "payments" USING btree ("session_key");
  CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");
  CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."enum_payments_state";
  DROP TYPE "public"."enum_payments_failure_reason";
  DROP TYPE "public"."enum_payments_provider";`)
}
