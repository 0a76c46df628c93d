import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_translated_locales" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum__posts_v_version_translated_locales" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TABLE "posts_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_posts_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_version_translated_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_version_translated_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "posts" ADD COLUMN "show_english_everywhere" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_show_english_everywhere" boolean DEFAULT false;
  ALTER TABLE "posts_translated_locales" ADD CONSTRAINT "posts_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_translated_locales" ADD CONSTRAINT "_posts_v_version_translated_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_translated_locales_order_idx" ON "posts_translated_locales" USING btree ("order");
  CREATE INDEX "posts_translated_locales_parent_idx" ON "posts_translated_locales" USING btree ("parent_id");
  CREATE INDEX "posts_translated_locales_value_idx" ON "posts_translated_locales" USING btree ("value");
  CREATE INDEX "_posts_v_version_translated_locales_order_idx" ON "_posts_v_version_translated_locales" USING btree ("order");
  CREATE INDEX "_posts_v_version_translated_locales_parent_idx" ON "_posts_v_version_translated_locales" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_translated_locales_value_idx" ON "_posts_v_version_translated_locales" USING btree ("value");
  -- Existing posts keep showing where they are written: a title and a body with some text in that
  -- locale; my also where English is written (it reads English). The next save recomputes exactly.
  INSERT INTO "posts_translated_locales" ("order", "parent_id", "value")
    SELECT 1, "_parent_id", "_locale"::text::"enum_posts_translated_locales" FROM "posts_locales"
    WHERE trim(coalesce("title", '')) <> '' AND "content"::text LIKE '%"text": "_%';
  INSERT INTO "posts_translated_locales" ("order", "parent_id", "value")
    SELECT 2, t."parent_id", 'my' FROM "posts_translated_locales" t
    WHERE t."value" = 'en' AND NOT EXISTS (SELECT 1 FROM "posts_translated_locales" m WHERE m."parent_id" = t."parent_id" AND m."value" = 'my');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "posts_translated_locales" CASCADE;
  DROP TABLE "_posts_v_version_translated_locales" CASCADE;
  ALTER TABLE "posts" DROP COLUMN "show_english_everywhere";
  ALTER TABLE "_posts_v" DROP COLUMN "version_show_english_everywhere";
  DROP TYPE "public"."enum_posts_translated_locales";
  DROP TYPE "public"."enum__posts_v_version_translated_locales";`)
}
