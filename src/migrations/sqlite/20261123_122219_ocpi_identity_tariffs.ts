import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tariffs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tariff_id\` text NOT NULL,
  	\`country_code\` text NOT NULL,
  	\`party_id\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`type\` text,
  	\`elements\` text NOT NULL,
  	\`tariff_alt_text\` text,
  	\`tariff_alt_url\` text,
  	\`start_date_time\` text,
  	\`end_date_time\` text,
  	\`last_updated\` text,
  	\`min_price\` text,
  	\`max_price\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tariffs_tariff_id_idx\` ON \`tariffs\` (\`tariff_id\`);`)
  await db.run(sql`CREATE INDEX \`tariffs_updated_at_idx\` ON \`tariffs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tariffs_created_at_idx\` ON \`tariffs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`countryCode_partyId_tariffId_idx\` ON \`tariffs\` (\`country_code\`,\`party_id\`,\`tariff_id\`);`)
  await db.run(sql`CREATE TABLE \`ocpi_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`module\` text NOT NULL,
  	\`trigger\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`finished_at\` text,
  	\`date_from\` text,
  	\`received\` numeric DEFAULT 0,
  	\`created\` numeric DEFAULT 0,
  	\`updated\` numeric DEFAULT 0,
  	\`unchanged\` numeric DEFAULT 0,
  	\`rejected\` numeric DEFAULT 0,
  	\`rejected_records\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`ocpi_runs_module_idx\` ON \`ocpi_runs\` (\`module\`);`)
  await db.run(sql`CREATE INDEX \`ocpi_runs_status_idx\` ON \`ocpi_runs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`ocpi_runs_source_idx\` ON \`ocpi_runs\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`ocpi_runs_started_at_idx\` ON \`ocpi_runs\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`ocpi_runs_updated_at_idx\` ON \`ocpi_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ocpi_runs_created_at_idx\` ON \`ocpi_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`map_state\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`counter\` numeric DEFAULT 0,
  	\`holder\` text,
  	\`lease_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`map_state_key_idx\` ON \`map_state\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`map_state_updated_at_idx\` ON \`map_state\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`map_state_created_at_idx\` ON \`map_state\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`stations_ocpi_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`stations\` ADD \`public_id\` text;`)
  // Existing stations keep their URLs: their OCPI location id was unique until now.
  await db.run(sql`UPDATE \`stations\` SET \`public_id\` = \`ocpi_id\` WHERE \`public_id\` IS NULL;`)
  await db.run(sql`ALTER TABLE \`stations\` ADD \`last_updated\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`stations_public_id_idx\` ON \`stations\` (\`public_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`countryCode_partyId_ocpiId_idx\` ON \`stations\` (\`country_code\`,\`party_id\`,\`ocpi_id\`);`)
  await db.run(sql`CREATE INDEX \`stations_ocpi_id_idx\` ON \`stations\` (\`ocpi_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tariffs_id\` integer REFERENCES tariffs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ocpi_runs_id\` integer REFERENCES ocpi_runs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`map_state_id\` integer REFERENCES map_state(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tariffs_id_idx\` ON \`payload_locked_documents_rels\` (\`tariffs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ocpi_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`ocpi_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_map_state_id_idx\` ON \`payload_locked_documents_rels\` (\`map_state_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tariffs\`;`)
  await db.run(sql`DROP TABLE \`ocpi_runs\`;`)
  await db.run(sql`DROP TABLE \`map_state\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`leads_id\` integer,
  	\`partner_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`job_applications_id\` integer,
  	\`orders_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`deletion_requests_id\` integer,
  	\`payments_id\` integer,
  	\`posts_id\` integer,
  	\`post_categories_id\` integer,
  	\`tags_id\` integer,
  	\`landing_pages_id\` integer,
  	\`positions_id\` integer,
  	\`goods_id\` integer,
  	\`markets_id\` integer,
  	\`shop_slides_id\` integer,
  	\`media_id\` integer,
  	\`videos_id\` integer,
  	\`partner_slides_id\` integer,
  	\`purchase_rules_id\` integer,
  	\`terms_id\` integer,
  	\`testimonials_id\` integer,
  	\`packages_id\` integer,
  	\`faq_id\` integer,
  	\`team_id\` integer,
  	\`stations_id\` integer,
  	\`station_comments_id\` integer,
  	\`content_dictionary_values_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_requests_id\`) REFERENCES \`partner_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`deletion_requests_id\`) REFERENCES \`deletion_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_categories_id\`) REFERENCES \`post_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landing_pages_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`positions_id\`) REFERENCES \`positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`goods_id\`) REFERENCES \`goods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`markets_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shop_slides_id\`) REFERENCES \`shop_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_slides_id\`) REFERENCES \`partner_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`purchase_rules_id\`) REFERENCES \`purchase_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`terms_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stations_id\`) REFERENCES \`stations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`station_comments_id\`) REFERENCES \`station_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_dictionary_values_id\`) REFERENCES \`content_dictionary_values\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "orders_id", "newsletter_subscribers_id", "deletion_requests_id", "payments_id", "posts_id", "post_categories_id", "tags_id", "landing_pages_id", "positions_id", "goods_id", "markets_id", "shop_slides_id", "media_id", "videos_id", "partner_slides_id", "purchase_rules_id", "terms_id", "testimonials_id", "packages_id", "faq_id", "team_id", "stations_id", "station_comments_id", "content_dictionary_values_id", "users_id") SELECT "id", "order", "parent_id", "path", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "orders_id", "newsletter_subscribers_id", "deletion_requests_id", "payments_id", "posts_id", "post_categories_id", "tags_id", "landing_pages_id", "positions_id", "goods_id", "markets_id", "shop_slides_id", "media_id", "videos_id", "partner_slides_id", "purchase_rules_id", "terms_id", "testimonials_id", "packages_id", "faq_id", "team_id", "stations_id", "station_comments_id", "content_dictionary_values_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deletion_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`deletion_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`post_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_positions_id_idx\` ON \`payload_locked_documents_rels\` (\`positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_goods_id_idx\` ON \`payload_locked_documents_rels\` (\`goods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_markets_id_idx\` ON \`payload_locked_documents_rels\` (\`markets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shop_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`shop_slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_purchase_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`purchase_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_id_idx\` ON \`payload_locked_documents_rels\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stations_id_idx\` ON \`payload_locked_documents_rels\` (\`stations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_station_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`station_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_dictionary_values__idx\` ON \`payload_locked_documents_rels\` (\`content_dictionary_values_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`stations_public_id_idx\`;`)
  await db.run(sql`DROP INDEX \`countryCode_partyId_ocpiId_idx\`;`)
  await db.run(sql`DROP INDEX \`stations_ocpi_id_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`stations_ocpi_id_idx\` ON \`stations\` (\`ocpi_id\`);`)
  await db.run(sql`ALTER TABLE \`stations\` DROP COLUMN \`public_id\`;`)
  await db.run(sql`ALTER TABLE \`stations\` DROP COLUMN \`last_updated\`;`)
}
