import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`booking_reminders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`booking_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_due_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`booking_reminders_key_idx\` ON \`booking_reminders\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`booking_reminders_booking_idx\` ON \`booking_reminders\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_reminders_delivery_delivery_state_idx\` ON \`booking_reminders\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`booking_reminders_delivery_delivery_due_at_idx\` ON \`booking_reminders\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_reminders_updated_at_idx\` ON \`booking_reminders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_reminders_created_at_idx\` ON \`booking_reminders\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`moving_ref\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`lead_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_moving_ref_idx\` ON \`bookings\` (\`moving_ref\`);`)
  await db.run(sql`CREATE INDEX \`bookings_lead_idx\` ON \`bookings\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_anonymised_at_idx\` ON \`bookings\` (\`anonymised_at\`);`)
  await db.run(sql`ALTER TABLE \`sales_availability\` ADD \`calendar_token\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sales_availability_calendar_token_idx\` ON \`sales_availability\` (\`calendar_token\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_reminders_id\` integer REFERENCES booking_reminders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_reminders_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_reminders_id\`);`)
  await db.run(sql`ALTER TABLE \`data_protection\` ADD \`bookings_months\` numeric DEFAULT 24;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`booking_reminders\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`salesperson_id\` integer NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`company\` text,
  	\`note\` text,
  	\`time_zone\` text,
  	\`locale\` text,
  	\`plan\` text,
  	\`interest\` text,
  	\`source\` text,
  	\`hold_ref\` text,
  	\`sequence\` numeric DEFAULT 0,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_due_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salesperson_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "status", "salesperson_id", "starts_at", "ends_at", "name", "email", "company", "note", "time_zone", "locale", "plan", "interest", "source", "hold_ref", "sequence", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "status", "salesperson_id", "starts_at", "ends_at", "name", "email", "company", "note", "time_zone", "locale", "plan", "interest", "source", "hold_ref", "sequence", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_salesperson_idx\` ON \`bookings\` (\`salesperson_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_starts_at_idx\` ON \`bookings\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_hold_ref_idx\` ON \`bookings\` (\`hold_ref\`);`)
  await db.run(sql`CREATE INDEX \`bookings_delivery_delivery_state_idx\` ON \`bookings\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`bookings_delivery_delivery_due_at_idx\` ON \`bookings\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`leads_id\` integer,
  	\`partner_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`job_applications_id\` integer,
  	\`bookings_id\` integer,
  	\`sales_availability_id\` integer,
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
  	\`audit_log_id\` integer,
  	\`charger_models_id\` integer,
  	\`map_state_id\` integer,
  	\`web_vital_days_id\` integer,
  	\`booking_holds_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_requests_id\`) REFERENCES \`partner_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_availability_id\`) REFERENCES \`sales_availability\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`charger_models_id\`) REFERENCES \`charger_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`map_state_id\`) REFERENCES \`map_state\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`web_vital_days_id\`) REFERENCES \`web_vital_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_holds_id\`) REFERENCES \`booking_holds\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "bookings_id", "sales_availability_id", "orders_id", "newsletter_subscribers_id", "deletion_requests_id", "payments_id", "posts_id", "post_categories_id", "tags_id", "landing_pages_id", "positions_id", "goods_id", "markets_id", "shop_slides_id", "media_id", "videos_id", "partner_slides_id", "purchase_rules_id", "terms_id", "testimonials_id", "packages_id", "faq_id", "team_id", "stations_id", "station_comments_id", "tariffs_id", "ocpi_runs_id", "content_dictionary_values_id", "users_id", "audit_log_id", "charger_models_id", "map_state_id", "web_vital_days_id", "booking_holds_id") SELECT "id", "order", "parent_id", "path", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "bookings_id", "sales_availability_id", "orders_id", "newsletter_subscribers_id", "deletion_requests_id", "payments_id", "posts_id", "post_categories_id", "tags_id", "landing_pages_id", "positions_id", "goods_id", "markets_id", "shop_slides_id", "media_id", "videos_id", "partner_slides_id", "purchase_rules_id", "terms_id", "testimonials_id", "packages_id", "faq_id", "team_id", "stations_id", "station_comments_id", "tariffs_id", "ocpi_runs_id", "content_dictionary_values_id", "users_id", "audit_log_id", "charger_models_id", "map_state_id", "web_vital_days_id", "booking_holds_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_availability_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_availability_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_charger_models_id_idx\` ON \`payload_locked_documents_rels\` (\`charger_models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_map_state_id_idx\` ON \`payload_locked_documents_rels\` (\`map_state_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_vital_days_id_idx\` ON \`payload_locked_documents_rels\` (\`web_vital_days_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_holds_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_holds_id\`);`)
  await db.run(sql`DROP INDEX \`sales_availability_calendar_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`sales_availability\` DROP COLUMN \`calendar_token\`;`)
  await db.run(sql`ALTER TABLE \`data_protection\` DROP COLUMN \`bookings_months\`;`)
}
