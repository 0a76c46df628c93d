import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "createdAt_arrival_market_arrival_source_status_idx" ON "leads" USING btree ("created_at","arrival_market","arrival_source","status");
  CREATE INDEX "createdAt_arrival_market_arrival_source_idx" ON "partner_requests" USING btree ("created_at","arrival_market","arrival_source");
  CREATE INDEX "createdAt_arrival_market_arrival_source_1_idx" ON "contact_messages" USING btree ("created_at","arrival_market","arrival_source");
  CREATE INDEX "createdAt_market_idx" ON "orders" USING btree ("created_at","market");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "createdAt_arrival_market_arrival_source_status_idx";
  DROP INDEX "createdAt_arrival_market_arrival_source_idx";
  DROP INDEX "createdAt_arrival_market_arrival_source_1_idx";
  DROP INDEX "createdAt_market_idx";`)
}
