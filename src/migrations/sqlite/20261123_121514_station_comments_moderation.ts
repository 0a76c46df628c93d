import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_station_comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`station_id\` integer NOT NULL,
  	\`author_name\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`approved\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`station_id\`) REFERENCES \`stations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_station_comments\`("id", "station_id", "author_name", "body", "approved", "updated_at", "created_at") SELECT "id", "station_id", "author_name", "body", "approved", "updated_at", "created_at" FROM \`station_comments\`;`)
  await db.run(sql`DROP TABLE \`station_comments\`;`)
  await db.run(sql`ALTER TABLE \`__new_station_comments\` RENAME TO \`station_comments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`station_comments_station_idx\` ON \`station_comments\` (\`station_id\`);`)
  await db.run(sql`CREATE INDEX \`station_comments_approved_idx\` ON \`station_comments\` (\`approved\`);`)
  await db.run(sql`CREATE INDEX \`station_comments_updated_at_idx\` ON \`station_comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`station_comments_created_at_idx\` ON \`station_comments\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_station_comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`station_id\` integer NOT NULL,
  	\`author_name\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`approved\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`station_id\`) REFERENCES \`stations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_station_comments\`("id", "station_id", "author_name", "body", "approved", "updated_at", "created_at") SELECT "id", "station_id", "author_name", "body", "approved", "updated_at", "created_at" FROM \`station_comments\`;`)
  await db.run(sql`DROP TABLE \`station_comments\`;`)
  await db.run(sql`ALTER TABLE \`__new_station_comments\` RENAME TO \`station_comments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`station_comments_station_idx\` ON \`station_comments\` (\`station_id\`);`)
  await db.run(sql`CREATE INDEX \`station_comments_approved_idx\` ON \`station_comments\` (\`approved\`);`)
  await db.run(sql`CREATE INDEX \`station_comments_updated_at_idx\` ON \`station_comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`station_comments_created_at_idx\` ON \`station_comments\` (\`created_at\`);`)
}
