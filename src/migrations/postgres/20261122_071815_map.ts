import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stations_type" AS ENUM('free', 'paidByTariff', 'public', 'clientsOnly', 'restricted', 'test');
  CREATE TYPE "public"."enum_stations_currency" AS ENUM('UAH', 'EUR', 'MYR');
  CREATE TYPE "public"."enum_stations_power_band" AS ENUM('2-7', '11-22', '50+', '120+');
  CREATE TYPE "public"."enum_stations_status_summary" AS ENUM('free', 'occupied', 'repair');
  CREATE TABLE "stations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ocpi_id" varchar NOT NULL,
  	"country_code" varchar DEFAULT 'UA' NOT NULL,
  	"party_id" varchar DEFAULT 'VLT' NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"postal_code" varchar,
  	"country" varchar NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"time_zone" varchar DEFAULT 'Europe/Kyiv' NOT NULL,
  	"opening_times" jsonb DEFAULT '{"twentyfourseven":true}'::jsonb,
  	"operator_name" varchar,
  	"operator_website" varchar,
  	"facilities" jsonb DEFAULT '[]'::jsonb,
  	"evses" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"type" "enum_stations_type" DEFAULT 'paidByTariff' NOT NULL,
  	"currency" "enum_stations_currency" DEFAULT 'UAH' NOT NULL,
  	"app_users_only" boolean DEFAULT false,
  	"publish" boolean DEFAULT true,
  	"max_power_kw" numeric,
  	"power_band" "enum_stations_power_band",
  	"status_summary" "enum_stations_status_summary",
  	"connector_standards" varchar,
  	"comments_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "station_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"station_id" integer NOT NULL,
  	"author_name" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"approved" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "station_comments_id" integer;
  ALTER TABLE "station_comments" ADD CONSTRAINT "station_comments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "stations_ocpi_id_idx" ON "stations" USING btree ("ocpi_id");
  CREATE INDEX "stations_latitude_idx" ON "stations" USING btree ("latitude");
  CREATE INDEX "stations_longitude_idx" ON "stations" USING btree ("longitude");
  CREATE INDEX "stations_type_idx" ON "stations" USING btree ("type");
  CREATE INDEX "stations_app_users_only_idx" ON "stations" USING btree ("app_users_only");
  CREATE INDEX "stations_publish_idx" ON "stations" USING btree ("publish");
  CREATE INDEX "stations_max_power_kw_idx" ON "stations" USING btree ("max_power_kw");
  CREATE INDEX "stations_power_band_idx" ON "stations" USING btree ("power_band");
  CREATE INDEX "stations_status_summary_idx" ON "stations" USING btree ("status_summary");
  CREATE INDEX "stations_connector_standards_idx" ON "stations" USING btree ("connector_standards");
  CREATE INDEX "stations_updated_at_idx" ON "stations" USING btree ("updated_at");
  CREATE INDEX "stations_created_at_idx" ON "stations" USING btree ("created_at");
  CREATE INDEX "station_comments_station_idx" ON "station_comments" USING btree ("station_id");
  CREATE INDEX "station_comments_approved_idx" ON "station_comments" USING btree ("approved");
  CREATE INDEX "station_comments_updated_at_idx" ON "station_comments" USING btree ("updated_at");
  CREATE INDEX "station_comments_created_at_idx" ON "station_comments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stations_fk" FOREIGN KEY ("stations_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_station_comments_fk" FOREIGN KEY ("station_comments_id") REFERENCES "public"."station_comments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stations_id_idx" ON "payload_locked_documents_rels" USING btree ("stations_id");
  CREATE INDEX "payload_locked_documents_rels_station_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("station_comments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "station_comments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stations" CASCADE;
  DROP TABLE "station_comments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_station_comments_fk";
  
  DROP INDEX "payload_locked_documents_rels_stations_id_idx";
  DROP INDEX "payload_locked_documents_rels_station_comments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "station_comments_id";
  DROP TYPE "public"."enum_stations_type";
  DROP TYPE "public"."enum_stations_currency";
  DROP TYPE "public"."enum_stations_power_band";
  DROP TYPE "public"."enum_stations_status_summary";`)
}
