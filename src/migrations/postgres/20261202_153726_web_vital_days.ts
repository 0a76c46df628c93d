import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "web_vital_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" timestamp(3) with time zone NOT NULL,
  	"metric" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"bucket" numeric NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vital_days_id" integer;
  CREATE INDEX "web_vital_days_day_idx" ON "web_vital_days" USING btree ("day");
  CREATE UNIQUE INDEX "day_metric_page_bucket_idx" ON "web_vital_days" USING btree ("day","metric","page","bucket");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vital_days_fk" FOREIGN KEY ("web_vital_days_id") REFERENCES "public"."web_vital_days"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_web_vital_days_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vital_days_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "web_vital_days" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "web_vital_days" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vital_days_fk";
  
  DROP INDEX "payload_locked_documents_rels_web_vital_days_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vital_days_id";`)
}
