import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tariffs_type" AS ENUM('AD_HOC_PAYMENT', 'PROFILE_CHEAPEST', 'PROFILE_FASTEST', 'PROFILE_GREEN', 'REGULAR');
  CREATE TYPE "public"."enum_ocpi_runs_module" AS ENUM('locations', 'tariffs');
  CREATE TYPE "public"."enum_ocpi_runs_trigger" AS ENUM('command', 'schedule');
  CREATE TYPE "public"."enum_ocpi_runs_status" AS ENUM('running', 'succeeded', 'failed');
  CREATE TABLE "tariffs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tariff_id" varchar NOT NULL,
  	"country_code" varchar NOT NULL,
  	"party_id" varchar NOT NULL,
  	"currency" varchar NOT NULL,
  	"type" "enum_tariffs_type",
  	"elements" jsonb NOT NULL,
  	"tariff_alt_text" jsonb,
  	"tariff_alt_url" varchar,
  	"start_date_time" timestamp(3) with time zone,
  	"end_date_time" timestamp(3) with time zone,
  	"last_updated" timestamp(3) with time zone,
  	"min_price" jsonb,
  	"max_price" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ocpi_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"module" "enum_ocpi_runs_module" NOT NULL,
  	"trigger" "enum_ocpi_runs_trigger" NOT NULL,
  	"status" "enum_ocpi_runs_status" NOT NULL,
  	"source" varchar NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"date_from" timestamp(3) with time zone,
  	"received" numeric DEFAULT 0,
  	"created" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"unchanged" numeric DEFAULT 0,
  	"rejected" numeric DEFAULT 0,
  	"rejected_records" jsonb,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "map_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"counter" numeric DEFAULT 0,
  	"holder" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "stations_ocpi_id_idx";
  ALTER TABLE "stations" ADD COLUMN "public_id" varchar;
  -- Existing stations keep their URLs: their OCPI location id was unique until now.
  UPDATE "stations" SET "public_id" = "ocpi_id" WHERE "public_id" IS NULL;
  ALTER TABLE "stations" ADD COLUMN "last_updated" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tariffs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ocpi_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "map_state_id" integer;
  CREATE INDEX "tariffs_tariff_id_idx" ON "tariffs" USING btree ("tariff_id");
  CREATE INDEX "tariffs_updated_at_idx" ON "tariffs" USING btree ("updated_at");
  CREATE INDEX "tariffs_created_at_idx" ON "tariffs" USING btree ("created_at");
  CREATE UNIQUE INDEX "countryCode_partyId_tariffId_idx" ON "tariffs" USING btree ("country_code","party_id","tariff_id");
  CREATE INDEX "ocpi_runs_module_idx" ON "ocpi_runs" USING btree ("module");
  CREATE INDEX "ocpi_runs_status_idx" ON "ocpi_runs" USING btree ("status");
  CREATE INDEX "ocpi_runs_source_idx" ON "ocpi_runs" USING btree ("source");
  CREATE INDEX "ocpi_runs_started_at_idx" ON "ocpi_runs" USING btree ("started_at");
  CREATE INDEX "ocpi_runs_updated_at_idx" ON "ocpi_runs" USING btree ("updated_at");
  CREATE INDEX "ocpi_runs_created_at_idx" ON "ocpi_runs" USING btree ("created_at");
  CREATE UNIQUE INDEX "map_state_key_idx" ON "map_state" USING btree ("key");
  CREATE INDEX "map_state_updated_at_idx" ON "map_state" USING btree ("updated_at");
  CREATE INDEX "map_state_created_at_idx" ON "map_state" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tariffs_fk" FOREIGN KEY ("tariffs_id") REFERENCES "public"."tariffs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ocpi_runs_fk" FOREIGN KEY ("ocpi_runs_id") REFERENCES "public"."ocpi_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_map_state_fk" FOREIGN KEY ("map_state_id") REFERENCES "public"."map_state"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "stations_public_id_idx" ON "stations" USING btree ("public_id");
  CREATE UNIQUE INDEX "countryCode_partyId_ocpiId_idx" ON "stations" USING btree ("country_code","party_id","ocpi_id");
  CREATE INDEX "payload_locked_documents_rels_tariffs_id_idx" ON "payload_locked_documents_rels" USING btree ("tariffs_id");
  CREATE INDEX "payload_locked_documents_rels_ocpi_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("ocpi_runs_id");
  CREATE INDEX "payload_locked_documents_rels_map_state_id_idx" ON "payload_locked_documents_rels" USING btree ("map_state_id");
  CREATE INDEX "stations_ocpi_id_idx" ON "stations" USING btree ("ocpi_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tariffs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ocpi_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "map_state" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tariffs" CASCADE;
  DROP TABLE "ocpi_runs" CASCADE;
  DROP TABLE "map_state" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tariffs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ocpi_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_map_state_fk";
  
  DROP INDEX "stations_public_id_idx";
  DROP INDEX "countryCode_partyId_ocpiId_idx";
  DROP INDEX "payload_locked_documents_rels_tariffs_id_idx";
  DROP INDEX "payload_locked_documents_rels_ocpi_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_map_state_id_idx";
  DROP INDEX "stations_ocpi_id_idx";
  CREATE UNIQUE INDEX "stations_ocpi_id_idx" ON "stations" USING btree ("ocpi_id");
  ALTER TABLE "stations" DROP COLUMN "public_id";
  ALTER TABLE "stations" DROP COLUMN "last_updated";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tariffs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ocpi_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "map_state_id";
  DROP TYPE "public"."enum_tariffs_type";
  DROP TYPE "public"."enum_ocpi_runs_module";
  DROP TYPE "public"."enum_ocpi_runs_trigger";
  DROP TYPE "public"."enum_ocpi_runs_status";`)
}
