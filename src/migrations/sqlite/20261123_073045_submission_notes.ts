import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`partner_requests\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`deletion_requests\` ADD \`notes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`partner_requests\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`deletion_requests\` DROP COLUMN \`notes\`;`)
}
