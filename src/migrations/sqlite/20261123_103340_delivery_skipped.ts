import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

// SQLite stores a select as plain text: the new delivery state `skipped` needs no schema change. The
// migration exists for its snapshot (the .json beside it), which the next `migrate:create` diffs against.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
