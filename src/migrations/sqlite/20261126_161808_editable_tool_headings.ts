import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` ADD \`business_calculator_heading\` text;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` ADD \`business_calculator_intro\` text;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` ADD \`business_hardware_heading\` text;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` ADD \`business_hardware_intro\` text;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` ADD \`accessibility_heading\` text;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` ADD \`accessibility_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` ADD \`version_business_calculator_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` ADD \`version_business_calculator_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` ADD \`version_business_hardware_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` ADD \`version_business_hardware_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` ADD \`version_accessibility_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` ADD \`version_accessibility_intro\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` DROP COLUMN \`business_calculator_heading\`;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` DROP COLUMN \`business_calculator_intro\`;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` DROP COLUMN \`business_hardware_heading\`;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` DROP COLUMN \`business_hardware_intro\`;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` DROP COLUMN \`accessibility_heading\`;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings_locales\` DROP COLUMN \`accessibility_intro\`;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` DROP COLUMN \`version_business_calculator_heading\`;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` DROP COLUMN \`version_business_calculator_intro\`;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` DROP COLUMN \`version_business_hardware_heading\`;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` DROP COLUMN \`version_business_hardware_intro\`;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` DROP COLUMN \`version_accessibility_heading\`;`)
  await db.run(sql`ALTER TABLE \`_texts_page_headings_v_locales\` DROP COLUMN \`version_accessibility_intro\`;`)
}
