import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "texts_page_headings_locales" ADD COLUMN "business_calculator_heading" varchar;
  ALTER TABLE "texts_page_headings_locales" ADD COLUMN "business_calculator_intro" varchar;
  ALTER TABLE "texts_page_headings_locales" ADD COLUMN "business_hardware_heading" varchar;
  ALTER TABLE "texts_page_headings_locales" ADD COLUMN "business_hardware_intro" varchar;
  ALTER TABLE "texts_page_headings_locales" ADD COLUMN "accessibility_heading" varchar;
  ALTER TABLE "texts_page_headings_locales" ADD COLUMN "accessibility_intro" varchar;
  ALTER TABLE "_texts_page_headings_v_locales" ADD COLUMN "version_business_calculator_heading" varchar;
  ALTER TABLE "_texts_page_headings_v_locales" ADD COLUMN "version_business_calculator_intro" varchar;
  ALTER TABLE "_texts_page_headings_v_locales" ADD COLUMN "version_business_hardware_heading" varchar;
  ALTER TABLE "_texts_page_headings_v_locales" ADD COLUMN "version_business_hardware_intro" varchar;
  ALTER TABLE "_texts_page_headings_v_locales" ADD COLUMN "version_accessibility_heading" varchar;
  ALTER TABLE "_texts_page_headings_v_locales" ADD COLUMN "version_accessibility_intro" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "texts_page_headings_locales" DROP COLUMN "business_calculator_heading";
  ALTER TABLE "texts_page_headings_locales" DROP COLUMN "business_calculator_intro";
  ALTER TABLE "texts_page_headings_locales" DROP COLUMN "business_hardware_heading";
  ALTER TABLE "texts_page_headings_locales" DROP COLUMN "business_hardware_intro";
  ALTER TABLE "texts_page_headings_locales" DROP COLUMN "accessibility_heading";
  ALTER TABLE "texts_page_headings_locales" DROP COLUMN "accessibility_intro";
  ALTER TABLE "_texts_page_headings_v_locales" DROP COLUMN "version_business_calculator_heading";
  ALTER TABLE "_texts_page_headings_v_locales" DROP COLUMN "version_business_calculator_intro";
  ALTER TABLE "_texts_page_headings_v_locales" DROP COLUMN "version_business_hardware_heading";
  ALTER TABLE "_texts_page_headings_v_locales" DROP COLUMN "version_business_hardware_intro";
  ALTER TABLE "_texts_page_headings_v_locales" DROP COLUMN "version_accessibility_heading";
  ALTER TABLE "_texts_page_headings_v_locales" DROP COLUMN "version_accessibility_intro";`)
}
