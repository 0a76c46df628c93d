import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Deliveries no longer go through Payload's job queue (the records carry their delivery state and
  // pending ones are picked up from it): the old delivery jobs are dropped.
  await db.run(sql`DELETE FROM \`payload_jobs_log\` WHERE \`task_slug\` = 'deliverSubmission';`)
  await db.run(sql`DELETE FROM \`payload_jobs\` WHERE \`task_slug\` = 'deliverSubmission';`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`delivery_due_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_delivery_delivery_due_at_idx\` ON \`orders\` (\`delivery_due_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_due_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_delivery_delivery_due_at_idx\` ON \`leads\` (\`delivery_due_at\`);`)
  await db.run(sql`ALTER TABLE \`partner_requests\` ADD \`delivery_due_at\` text;`)
  await db.run(sql`CREATE INDEX \`partner_requests_delivery_delivery_due_at_idx\` ON \`partner_requests\` (\`delivery_due_at\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`delivery_due_at\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_delivery_delivery_due_at_idx\` ON \`contact_messages\` (\`delivery_due_at\`);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`delivery_due_at\` text;`)
  await db.run(sql`CREATE INDEX \`job_applications_delivery_delivery_due_at_idx\` ON \`job_applications\` (\`delivery_due_at\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`delivery_due_at\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_delivery_delivery_due_at_idx\` ON \`newsletter_subscribers\` (\`delivery_due_at\`);`)
  await db.run(sql`ALTER TABLE \`deletion_requests\` ADD \`delivery_due_at\` text;`)
  await db.run(sql`CREATE INDEX \`deletion_requests_delivery_delivery_due_at_idx\` ON \`deletion_requests\` (\`delivery_due_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_delivery_delivery_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`delivery_due_at\`;`)
  await db.run(sql`DROP INDEX \`leads_delivery_delivery_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_due_at\`;`)
  await db.run(sql`DROP INDEX \`partner_requests_delivery_delivery_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`partner_requests\` DROP COLUMN \`delivery_due_at\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_delivery_delivery_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`delivery_due_at\`;`)
  await db.run(sql`DROP INDEX \`job_applications_delivery_delivery_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`delivery_due_at\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_delivery_delivery_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`delivery_due_at\`;`)
  await db.run(sql`DROP INDEX \`deletion_requests_delivery_delivery_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`deletion_requests\` DROP COLUMN \`delivery_due_at\`;`)
}
