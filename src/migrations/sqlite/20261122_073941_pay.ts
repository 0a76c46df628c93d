import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`state\` text DEFAULT 'created' NOT NULL,
  	\`failure_reason\` text,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`amount_label\` text,
  	\`email\` text NOT NULL,
  	\`station_id\` text NOT NULL,
  	\`station_name\` text,
  	\`connector\` text NOT NULL,
  	\`session_key\` text NOT NULL,
  	\`power_kw\` numeric,
  	\`tariff_per_kwh\` numeric,
  	\`locale\` text,
  	\`provider\` text NOT NULL,
  	\`provider_ref\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`paid_at\` text,
  	\`events\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_reference_idx\` ON \`payments\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`payments_state_idx\` ON \`payments\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`payments_station_id_idx\` ON \`payments\` (\`station_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_session_key_idx\` ON \`payments\` (\`session_key\`);`)
  await db.run(sql`CREATE INDEX \`payments_provider_ref_idx\` ON \`payments\` (\`provider_ref\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_idempotency_key_idx\` ON \`payments\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payments_id\` integer REFERENCES payments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`content_dictionary_values_id\` integer,
  	\`stations_id\` integer,
  	\`station_comments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_dictionary_values_id\`) REFERENCES \`content_dictionary_values\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stations_id\`) REFERENCES \`stations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`station_comments_id\`) REFERENCES \`station_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "content_dictionary_values_id", "stations_id", "station_comments_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "content_dictionary_values_id", "stations_id", "station_comments_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_dictionary_values__idx\` ON \`payload_locked_documents_rels\` (\`content_dictionary_values_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stations_id_idx\` ON \`payload_locked_documents_rels\` (\`stations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_station_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`station_comments_id\`);`)
}
