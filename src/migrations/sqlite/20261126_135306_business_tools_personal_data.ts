import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor_id\` numeric,
  	\`actor_email\` text,
  	\`ip\` text,
  	\`subject\` text,
  	\`subject_hash\` text,
  	\`outcome\` text,
  	\`details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_id_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_email_idx\` ON \`audit_log\` (\`actor_email\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_subject_hash_idx\` ON \`audit_log\` (\`subject_hash\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`charger_models_connectors\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`charger_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`charger_models_connectors_order_idx\` ON \`charger_models_connectors\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`charger_models_connectors_parent_idx\` ON \`charger_models_connectors\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`charger_models_works\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`charger_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`charger_models_works_order_idx\` ON \`charger_models_works\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`charger_models_works_parent_idx\` ON \`charger_models_works\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`charger_models\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`manufacturer\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`current\` text NOT NULL,
  	\`power_kw\` numeric NOT NULL,
  	\`ocpp16\` text DEFAULT 'no' NOT NULL,
  	\`ocpp201\` text DEFAULT 'no' NOT NULL,
  	\`listed\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`charger_models_manufacturer_idx\` ON \`charger_models\` (\`manufacturer\`);`)
  await db.run(sql`CREATE INDEX \`charger_models_listed_idx\` ON \`charger_models\` (\`listed\`);`)
  await db.run(sql`CREATE INDEX \`charger_models_updated_at_idx\` ON \`charger_models\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`charger_models_created_at_idx\` ON \`charger_models\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`charger_models_locales\` (
  	\`notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`charger_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`charger_models_locales_locale_parent_id_unique\` ON \`charger_models_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`data_protection\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`leads_months\` numeric DEFAULT 24,
  	\`partner_requests_months\` numeric DEFAULT 24,
  	\`contact_messages_months\` numeric DEFAULT 24,
  	\`job_applications_months\` numeric DEFAULT 6,
  	\`newsletter_subscribers_months\` numeric,
  	\`deletion_requests_months\` numeric DEFAULT 36,
  	\`orders_months\` numeric DEFAULT 120,
  	\`payments_months\` numeric DEFAULT 120,
  	\`station_comments_months\` numeric DEFAULT 24,
  	\`second_factor_for_editors\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payback_calculator_markets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`driver_price\` numeric NOT NULL,
  	\`energy_cost\` numeric NOT NULL,
  	\`hours_per_day\` numeric NOT NULL,
  	\`unit_cost_ac7\` numeric NOT NULL,
  	\`unit_cost_ac11\` numeric NOT NULL,
  	\`unit_cost_ac22\` numeric NOT NULL,
  	\`unit_cost_dc50\` numeric NOT NULL,
  	\`unit_cost_dc120\` numeric NOT NULL,
  	\`monthly_fee_per_charger\` numeric NOT NULL,
  	\`co2_kg_per_kwh\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payback_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payback_calculator_markets_order_idx\` ON \`payback_calculator_markets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payback_calculator_markets_parent_id_idx\` ON \`payback_calculator_markets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payback_calculator\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`plan\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_market\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_currency\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_payback_years\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_chargers_ac7\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_chargers_ac11\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_chargers_ac22\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_chargers_dc50\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_chargers_dc120\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_hours_per_day\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_driver_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_energy_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_capex\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_monthly_fees\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_energy_kwh_per_month\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_revenue_per_month\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_margin_per_month\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`calculation_co2_tonnes_per_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_anonymised_at_idx\` ON \`leads\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`partner_requests\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`partner_requests_anonymised_at_idx\` ON \`partner_requests\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_anonymised_at_idx\` ON \`contact_messages\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`job_applications_anonymised_at_idx\` ON \`job_applications\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_anonymised_at_idx\` ON \`orders\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_anonymised_at_idx\` ON \`newsletter_subscribers\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`deletion_requests\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`deletion_requests_anonymised_at_idx\` ON \`deletion_requests\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`payments_anonymised_at_idx\` ON \`payments\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`station_comments\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`station_comments_anonymised_at_idx\` ON \`station_comments\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_pending\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_enabled_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`charger_models_id\` integer REFERENCES charger_models(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_charger_models_id_idx\` ON \`payload_locked_documents_rels\` (\`charger_models_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`charger_models_connectors\`;`)
  await db.run(sql`DROP TABLE \`charger_models_works\`;`)
  await db.run(sql`DROP TABLE \`charger_models\`;`)
  await db.run(sql`DROP TABLE \`charger_models_locales\`;`)
  await db.run(sql`DROP TABLE \`data_protection\`;`)
  await db.run(sql`DROP TABLE \`payback_calculator_markets\`;`)
  await db.run(sql`DROP TABLE \`payback_calculator\`;`)
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
  	\`tariffs_id\` integer,
  	\`ocpi_runs_id\` integer,
  	\`content_dictionary_values_id\` integer,
  	\`users_id\` integer,
  	\`map_state_id\` integer,
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
  	FOREIGN KEY (\`tariffs_id\`) REFERENCES \`tariffs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ocpi_runs_id\`) REFERENCES \`ocpi_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_dictionary_values_id\`) REFERENCES \`content_dictionary_values\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`map_state_id\`) REFERENCES \`map_state\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "orders_id", "newsletter_subscribers_id", "deletion_requests_id", "payments_id", "posts_id", "post_categories_id", "tags_id", "landing_pages_id", "positions_id", "goods_id", "markets_id", "shop_slides_id", "media_id", "videos_id", "partner_slides_id", "purchase_rules_id", "terms_id", "testimonials_id", "packages_id", "faq_id", "team_id", "stations_id", "station_comments_id", "tariffs_id", "ocpi_runs_id", "content_dictionary_values_id", "users_id", "map_state_id") SELECT "id", "order", "parent_id", "path", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "orders_id", "newsletter_subscribers_id", "deletion_requests_id", "payments_id", "posts_id", "post_categories_id", "tags_id", "landing_pages_id", "positions_id", "goods_id", "markets_id", "shop_slides_id", "media_id", "videos_id", "partner_slides_id", "purchase_rules_id", "terms_id", "testimonials_id", "packages_id", "faq_id", "team_id", "stations_id", "station_comments_id", "tariffs_id", "ocpi_runs_id", "content_dictionary_values_id", "users_id", "map_state_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tariffs_id_idx\` ON \`payload_locked_documents_rels\` (\`tariffs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ocpi_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`ocpi_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_dictionary_values__idx\` ON \`payload_locked_documents_rels\` (\`content_dictionary_values_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_map_state_id_idx\` ON \`payload_locked_documents_rels\` (\`map_state_id\`);`)
  await db.run(sql`DROP INDEX \`leads_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`plan\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_market\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_currency\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_payback_years\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_chargers_ac7\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_chargers_ac11\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_chargers_ac22\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_chargers_dc50\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_chargers_dc120\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_hours_per_day\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_driver_price\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_energy_cost\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_capex\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_monthly_fees\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_energy_kwh_per_month\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_revenue_per_month\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_margin_per_month\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`calculation_co2_tonnes_per_year\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`partner_requests_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`partner_requests\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`job_applications_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`orders_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`newsletter_subscribers_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`deletion_requests_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`deletion_requests\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`payments_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`DROP INDEX \`station_comments_anonymised_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`station_comments\` DROP COLUMN \`anonymised_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_pending\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_enabled_at\`;`)
}
