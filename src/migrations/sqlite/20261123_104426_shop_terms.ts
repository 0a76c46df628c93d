import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`terms_order_idx\` ON \`terms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`terms_updated_at_idx\` ON \`terms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`terms_created_at_idx\` ON \`terms\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`terms__status_idx\` ON \`terms\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`terms_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`terms_locales_locale_parent_id_unique\` ON \`terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_terms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_terms_v_parent_idx\` ON \`_terms_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version_order_idx\` ON \`_terms_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version_updated_at_idx\` ON \`_terms_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version_created_at_idx\` ON \`_terms_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version__status_idx\` ON \`_terms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_created_at_idx\` ON \`_terms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_updated_at_idx\` ON \`_terms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_snapshot_idx\` ON \`_terms_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_published_locale_idx\` ON \`_terms_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_latest_idx\` ON \`_terms_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_terms_v_locales\` (
  	\`version_title\` text,
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_terms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_terms_v_locales_locale_parent_id_unique\` ON \`_terms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`purchase_rules_consent\` integer;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`terms_id\` integer REFERENCES terms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`terms_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`terms\`;`)
  await db.run(sql`DROP TABLE \`terms_locales\`;`)
  await db.run(sql`DROP TABLE \`_terms_v\`;`)
  await db.run(sql`DROP TABLE \`_terms_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`content_dictionary_values_id\` integer,
  	\`partner_slides_id\` integer,
  	\`purchase_rules_id\` integer,
  	\`testimonials_id\` integer,
  	\`packages_id\` integer,
  	\`faq_id\` integer,
  	\`team_id\` integer,
  	\`posts_id\` integer,
  	\`post_categories_id\` integer,
  	\`tags_id\` integer,
  	\`positions_id\` integer,
  	\`landing_pages_id\` integer,
  	\`markets_id\` integer,
  	\`goods_id\` integer,
  	\`shop_slides_id\` integer,
  	\`orders_id\` integer,
  	\`stations_id\` integer,
  	\`station_comments_id\` integer,
  	\`payments_id\` integer,
  	\`leads_id\` integer,
  	\`partner_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`job_applications_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`deletion_requests_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_dictionary_values_id\`) REFERENCES \`content_dictionary_values\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_slides_id\`) REFERENCES \`partner_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`purchase_rules_id\`) REFERENCES \`purchase_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_categories_id\`) REFERENCES \`post_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`positions_id\`) REFERENCES \`positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landing_pages_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`markets_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`goods_id\`) REFERENCES \`goods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shop_slides_id\`) REFERENCES \`shop_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stations_id\`) REFERENCES \`stations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`station_comments_id\`) REFERENCES \`station_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_requests_id\`) REFERENCES \`partner_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`deletion_requests_id\`) REFERENCES \`deletion_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "content_dictionary_values_id", "partner_slides_id", "purchase_rules_id", "testimonials_id", "packages_id", "faq_id", "team_id", "posts_id", "post_categories_id", "tags_id", "positions_id", "landing_pages_id", "markets_id", "goods_id", "shop_slides_id", "orders_id", "stations_id", "station_comments_id", "payments_id", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "newsletter_subscribers_id", "deletion_requests_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "content_dictionary_values_id", "partner_slides_id", "purchase_rules_id", "testimonials_id", "packages_id", "faq_id", "team_id", "posts_id", "post_categories_id", "tags_id", "positions_id", "landing_pages_id", "markets_id", "goods_id", "shop_slides_id", "orders_id", "stations_id", "station_comments_id", "payments_id", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "newsletter_subscribers_id", "deletion_requests_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_dictionary_values__idx\` ON \`payload_locked_documents_rels\` (\`content_dictionary_values_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_purchase_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`purchase_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_id_idx\` ON \`payload_locked_documents_rels\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`post_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_positions_id_idx\` ON \`payload_locked_documents_rels\` (\`positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_markets_id_idx\` ON \`payload_locked_documents_rels\` (\`markets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_goods_id_idx\` ON \`payload_locked_documents_rels\` (\`goods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shop_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`shop_slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stations_id_idx\` ON \`payload_locked_documents_rels\` (\`stations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_station_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`station_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deletion_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`deletion_requests_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`purchase_rules_consent\`;`)
}
