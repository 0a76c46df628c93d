import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ocpi_id\` text NOT NULL,
  	\`country_code\` text DEFAULT 'UA' NOT NULL,
  	\`party_id\` text DEFAULT 'VLT' NOT NULL,
  	\`name\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`postal_code\` text,
  	\`country\` text NOT NULL,
  	\`latitude\` numeric NOT NULL,
  	\`longitude\` numeric NOT NULL,
  	\`time_zone\` text DEFAULT 'Europe/Kyiv' NOT NULL,
  	\`opening_times\` text DEFAULT '{"twentyfourseven":true}',
  	\`operator_name\` text,
  	\`operator_website\` text,
  	\`facilities\` text DEFAULT '[]',
  	\`evses\` text DEFAULT '[]' NOT NULL,
  	\`type\` text DEFAULT 'paidByTariff' NOT NULL,
  	\`currency\` text DEFAULT 'UAH' NOT NULL,
  	\`app_users_only\` integer DEFAULT false,
  	\`publish\` integer DEFAULT true,
  	\`max_power_kw\` numeric,
  	\`power_band\` text,
  	\`status_summary\` text,
  	\`connector_standards\` text,
  	\`comments_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stations_ocpi_id_idx\` ON \`stations\` (\`ocpi_id\`);`)
  await db.run(sql`CREATE INDEX \`stations_latitude_idx\` ON \`stations\` (\`latitude\`);`)
  await db.run(sql`CREATE INDEX \`stations_longitude_idx\` ON \`stations\` (\`longitude\`);`)
  await db.run(sql`CREATE INDEX \`stations_type_idx\` ON \`stations\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`stations_app_users_only_idx\` ON \`stations\` (\`app_users_only\`);`)
  await db.run(sql`CREATE INDEX \`stations_publish_idx\` ON \`stations\` (\`publish\`);`)
  await db.run(sql`CREATE INDEX \`stations_max_power_kw_idx\` ON \`stations\` (\`max_power_kw\`);`)
  await db.run(sql`CREATE INDEX \`stations_power_band_idx\` ON \`stations\` (\`power_band\`);`)
  await db.run(sql`CREATE INDEX \`stations_status_summary_idx\` ON \`stations\` (\`status_summary\`);`)
  await db.run(sql`CREATE INDEX \`stations_connector_standards_idx\` ON \`stations\` (\`connector_standards\`);`)
  await db.run(sql`CREATE INDEX \`stations_updated_at_idx\` ON \`stations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stations_created_at_idx\` ON \`stations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`station_comments\` (
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
  await db.run(sql`CREATE INDEX \`station_comments_station_idx\` ON \`station_comments\` (\`station_id\`);`)
  await db.run(sql`CREATE INDEX \`station_comments_approved_idx\` ON \`station_comments\` (\`approved\`);`)
  await db.run(sql`CREATE INDEX \`station_comments_updated_at_idx\` ON \`station_comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`station_comments_created_at_idx\` ON \`station_comments\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stations_id\` integer REFERENCES stations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`station_comments_id\` integer REFERENCES station_comments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stations_id_idx\` ON \`payload_locked_documents_rels\` (\`stations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_station_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`station_comments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stations\`;`)
  await db.run(sql`DROP TABLE \`station_comments\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`content_dictionary_values_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_dictionary_values_id\`) REFERENCES \`content_dictionary_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "content_dictionary_values_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "content_dictionary_values_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_dictionary_values__idx\` ON \`payload_locked_documents_rels\` (\`content_dictionary_values_id\`);`)
}
