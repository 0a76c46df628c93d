import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`createdAt_arrival_market_arrival_source_status_idx\` ON \`leads\` (\`created_at\`,\`arrival_market\`,\`arrival_source\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`createdAt_arrival_market_arrival_source_idx\` ON \`partner_requests\` (\`created_at\`,\`arrival_market\`,\`arrival_source\`);`)
  await db.run(sql`CREATE INDEX \`createdAt_arrival_market_arrival_source_1_idx\` ON \`contact_messages\` (\`created_at\`,\`arrival_market\`,\`arrival_source\`);`)
  await db.run(sql`CREATE INDEX \`createdAt_market_idx\` ON \`orders\` (\`created_at\`,\`market\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`createdAt_arrival_market_arrival_source_status_idx\`;`)
  await db.run(sql`DROP INDEX \`createdAt_arrival_market_arrival_source_idx\`;`)
  await db.run(sql`DROP INDEX \`createdAt_arrival_market_arrival_source_1_idx\`;`)
  await db.run(sql`DROP INDEX \`createdAt_market_idx\`;`)
}
