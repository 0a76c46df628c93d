import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`content_dictionary_values\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`content_dictionary_code_id\` numeric DEFAULT 1 NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`content_dictionary_values_content_dictionary_code_id_idx\` ON \`content_dictionary_values\` (\`content_dictionary_code_id\`);`)
  await db.run(sql`CREATE INDEX \`content_dictionary_values_updated_at_idx\` ON \`content_dictionary_values\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`content_dictionary_values_created_at_idx\` ON \`content_dictionary_values\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`partner_slides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`partner_name\` text,
  	\`image_id\` integer,
  	\`url\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_slides_image_idx\` ON \`partner_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`partner_slides_order_idx\` ON \`partner_slides\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`partner_slides_updated_at_idx\` ON \`partner_slides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_slides_created_at_idx\` ON \`partner_slides\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_slides__status_idx\` ON \`partner_slides\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`partner_slides_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`partner_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_slides_locales_locale_parent_id_unique\` ON \`partner_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_partner_slides_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_partner_name\` text,
  	\`version_image_id\` integer,
  	\`version_url\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partner_slides\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_parent_idx\` ON \`_partner_slides_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_version_version_image_idx\` ON \`_partner_slides_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_version_version_order_idx\` ON \`_partner_slides_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_version_version_updated_at_idx\` ON \`_partner_slides_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_version_version_created_at_idx\` ON \`_partner_slides_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_version_version__status_idx\` ON \`_partner_slides_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_created_at_idx\` ON \`_partner_slides_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_updated_at_idx\` ON \`_partner_slides_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_snapshot_idx\` ON \`_partner_slides_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_published_locale_idx\` ON \`_partner_slides_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_partner_slides_v_latest_idx\` ON \`_partner_slides_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_partner_slides_v_locales\` (
  	\`version_title\` text,
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_partner_slides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_partner_slides_v_locales_locale_parent_id_unique\` ON \`_partner_slides_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_rules_order_idx\` ON \`purchase_rules\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`purchase_rules_updated_at_idx\` ON \`purchase_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`purchase_rules_created_at_idx\` ON \`purchase_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`purchase_rules__status_idx\` ON \`purchase_rules\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`purchase_rules_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`purchase_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`purchase_rules_locales_locale_parent_id_unique\` ON \`purchase_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_rules_v\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`purchase_rules\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_parent_idx\` ON \`_purchase_rules_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_version_version_order_idx\` ON \`_purchase_rules_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_version_version_updated_at_idx\` ON \`_purchase_rules_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_version_version_created_at_idx\` ON \`_purchase_rules_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_version_version__status_idx\` ON \`_purchase_rules_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_created_at_idx\` ON \`_purchase_rules_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_updated_at_idx\` ON \`_purchase_rules_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_snapshot_idx\` ON \`_purchase_rules_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_published_locale_idx\` ON \`_purchase_rules_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_purchase_rules_v_latest_idx\` ON \`_purchase_rules_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_purchase_rules_v_locales\` (
  	\`version_title\` text,
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_purchase_rules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_purchase_rules_v_locales_locale_parent_id_unique\` ON \`_purchase_rules_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`company\` text,
  	\`photo_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_photo_idx\` ON \`testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_order_idx\` ON \`testimonials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_locales_locale_parent_id_unique\` ON \`testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_author\` text,
  	\`version_company\` text,
  	\`version_photo_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_photo_idx\` ON \`_testimonials_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_order_idx\` ON \`_testimonials_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_snapshot_idx\` ON \`_testimonials_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_published_locale_idx\` ON \`_testimonials_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v_locales\` (
  	\`version_quote\` text,
  	\`version_role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_testimonials_v_locales_locale_parent_id_unique\` ON \`_testimonials_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`packages_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`packages_features_order_idx\` ON \`packages_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`packages_features_parent_id_idx\` ON \`packages_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`packages_features_locale_idx\` ON \`packages_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`packages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`currency\` text DEFAULT 'EUR',
  	\`max_stations\` numeric DEFAULT 4,
  	\`highlighted\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`packages_order_idx\` ON \`packages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`packages_updated_at_idx\` ON \`packages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`packages_created_at_idx\` ON \`packages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`packages__status_idx\` ON \`packages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`packages_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`price_condition\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`packages_locales_locale_parent_id_unique\` ON \`packages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_packages_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_packages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_packages_v_version_features_order_idx\` ON \`_packages_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_features_parent_id_idx\` ON \`_packages_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_features_locale_idx\` ON \`_packages_v_version_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_packages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_price\` numeric,
  	\`version_currency\` text DEFAULT 'EUR',
  	\`version_max_stations\` numeric DEFAULT 4,
  	\`version_highlighted\` integer DEFAULT false,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_packages_v_parent_idx\` ON \`_packages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_order_idx\` ON \`_packages_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_updated_at_idx\` ON \`_packages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_created_at_idx\` ON \`_packages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version__status_idx\` ON \`_packages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_created_at_idx\` ON \`_packages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_updated_at_idx\` ON \`_packages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_snapshot_idx\` ON \`_packages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_published_locale_idx\` ON \`_packages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_latest_idx\` ON \`_packages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_packages_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_price_condition\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_packages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_packages_v_locales_locale_parent_id_unique\` ON \`_packages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`audience\` text DEFAULT 'drivers',
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_audience_idx\` ON \`faq\` (\`audience\`);`)
  await db.run(sql`CREATE INDEX \`faq_order_idx\` ON \`faq\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq__status_idx\` ON \`faq\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_locales_locale_parent_id_unique\` ON \`faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_audience\` text DEFAULT 'drivers',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_parent_idx\` ON \`_faq_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_audience_idx\` ON \`_faq_v\` (\`version_audience\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_order_idx\` ON \`_faq_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_updated_at_idx\` ON \`_faq_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_created_at_idx\` ON \`_faq_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version__status_idx\` ON \`_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_created_at_idx\` ON \`_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_updated_at_idx\` ON \`_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_snapshot_idx\` ON \`_faq_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_published_locale_idx\` ON \`_faq_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_latest_idx\` ON \`_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_v_locales_locale_parent_id_unique\` ON \`_faq_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`photo_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`team_photo_idx\` ON \`team\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`team_order_idx\` ON \`team\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`team_updated_at_idx\` ON \`team\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_created_at_idx\` ON \`team\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`team__status_idx\` ON \`team\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`team_locales\` (
  	\`role\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`team_locales_locale_parent_id_unique\` ON \`team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_photo_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_v_parent_idx\` ON \`_team_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_photo_idx\` ON \`_team_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_order_idx\` ON \`_team_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_updated_at_idx\` ON \`_team_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_created_at_idx\` ON \`_team_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version__status_idx\` ON \`_team_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_created_at_idx\` ON \`_team_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_updated_at_idx\` ON \`_team_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_snapshot_idx\` ON \`_team_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_published_locale_idx\` ON \`_team_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_latest_idx\` ON \`_team_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_team_v_locales\` (
  	\`version_role\` text,
  	\`version_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_team_v_locales_locale_parent_id_unique\` ON \`_team_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`cover_id\` integer,
  	\`category_id\` integer,
  	\`fixed\` integer DEFAULT false,
  	\`fixed_position\` numeric,
  	\`published_at\` text,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`post_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_url_idx\` ON \`posts\` (\`url\`);`)
  await db.run(sql`CREATE INDEX \`posts_cover_idx\` ON \`posts\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_fixed_idx\` ON \`posts\` (\`fixed\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_seo_seo_image_idx\` ON \`posts\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`posts_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_rels_order_idx\` ON \`posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_parent_idx\` ON \`posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_path_idx\` ON \`posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_tags_id_idx\` ON \`posts_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_url\` text,
  	\`version_cover_id\` integer,
  	\`version_category_id\` integer,
  	\`version_fixed\` integer DEFAULT false,
  	\`version_fixed_position\` numeric,
  	\`version_published_at\` text,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`post_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_url_idx\` ON \`_posts_v\` (\`version_url\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_cover_idx\` ON \`_posts_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_fixed_idx\` ON \`_posts_v\` (\`version_fixed\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_seo_version_seo_image_idx\` ON \`_posts_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_order_idx\` ON \`_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_parent_idx\` ON \`_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_path_idx\` ON \`_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_tags_id_idx\` ON \`_posts_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`post_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`post_categories_slug_idx\` ON \`post_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`post_categories_updated_at_idx\` ON \`post_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`post_categories_created_at_idx\` ON \`post_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`post_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`post_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`post_categories_locales_locale_parent_id_unique\` ON \`post_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_slug_idx\` ON \`tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tags_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_locales_locale_parent_id_unique\` ON \`tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`positions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`employment\` text DEFAULT 'full-time',
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`positions_updated_at_idx\` ON \`positions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`positions_created_at_idx\` ON \`positions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`positions__status_idx\` ON \`positions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`positions_locales\` (
  	\`title\` text,
  	\`location\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`positions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`positions_locales_locale_parent_id_unique\` ON \`positions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_positions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_employment\` text DEFAULT 'full-time',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`positions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_positions_v_parent_idx\` ON \`_positions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_positions_v_version_version_updated_at_idx\` ON \`_positions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_positions_v_version_version_created_at_idx\` ON \`_positions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_positions_v_version_version__status_idx\` ON \`_positions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_positions_v_created_at_idx\` ON \`_positions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_positions_v_updated_at_idx\` ON \`_positions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_positions_v_snapshot_idx\` ON \`_positions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_positions_v_published_locale_idx\` ON \`_positions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_positions_v_latest_idx\` ON \`_positions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_positions_v_locales\` (
  	\`version_title\` text,
  	\`version_location\` text,
  	\`version_summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_positions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_positions_v_locales_locale_parent_id_unique\` ON \`_positions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_order_idx\` ON \`landing_pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_parent_id_idx\` ON \`landing_pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_path_idx\` ON \`landing_pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_locale_idx\` ON \`landing_pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_items_order_idx\` ON \`landing_pages_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_items_parent_id_idx\` ON \`landing_pages_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_items_locale_idx\` ON \`landing_pages_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_order_idx\` ON \`landing_pages_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_parent_id_idx\` ON \`landing_pages_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_path_idx\` ON \`landing_pages_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_locale_idx\` ON \`landing_pages_blocks_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_stats_items_order_idx\` ON \`landing_pages_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_stats_items_parent_id_idx\` ON \`landing_pages_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_stats_items_locale_idx\` ON \`landing_pages_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_stats_order_idx\` ON \`landing_pages_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_stats_parent_id_idx\` ON \`landing_pages_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_stats_path_idx\` ON \`landing_pages_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_stats_locale_idx\` ON \`landing_pages_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_order_idx\` ON \`landing_pages_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_parent_id_idx\` ON \`landing_pages_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_path_idx\` ON \`landing_pages_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_locale_idx\` ON \`landing_pages_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_pages_slug_idx\` ON \`landing_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_updated_at_idx\` ON \`landing_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_created_at_idx\` ON \`landing_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages__status_idx\` ON \`landing_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_pages_locales_locale_parent_id_unique\` ON \`landing_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_order_idx\` ON \`_landing_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_parent_id_idx\` ON \`_landing_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_path_idx\` ON \`_landing_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_locale_idx\` ON \`_landing_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_items_order_idx\` ON \`_landing_pages_v_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_items_parent_id_idx\` ON \`_landing_pages_v_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_items_locale_idx\` ON \`_landing_pages_v_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_order_idx\` ON \`_landing_pages_v_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_parent_id_idx\` ON \`_landing_pages_v_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_path_idx\` ON \`_landing_pages_v_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_locale_idx\` ON \`_landing_pages_v_blocks_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stats_items_order_idx\` ON \`_landing_pages_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stats_items_parent_id_idx\` ON \`_landing_pages_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stats_items_locale_idx\` ON \`_landing_pages_v_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stats_order_idx\` ON \`_landing_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stats_parent_id_idx\` ON \`_landing_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stats_path_idx\` ON \`_landing_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stats_locale_idx\` ON \`_landing_pages_v_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cta_order_idx\` ON \`_landing_pages_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cta_parent_id_idx\` ON \`_landing_pages_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cta_path_idx\` ON \`_landing_pages_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cta_locale_idx\` ON \`_landing_pages_v_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_parent_idx\` ON \`_landing_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_slug_idx\` ON \`_landing_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_updated_at_idx\` ON \`_landing_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_created_at_idx\` ON \`_landing_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version__status_idx\` ON \`_landing_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_created_at_idx\` ON \`_landing_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_updated_at_idx\` ON \`_landing_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_snapshot_idx\` ON \`_landing_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_published_locale_idx\` ON \`_landing_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_latest_idx\` ON \`_landing_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landing_pages_v_locales_locale_parent_id_unique\` ON \`_landing_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`markets_locale_codes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`markets_locale_codes_order_idx\` ON \`markets_locale_codes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`markets_locale_codes_parent_idx\` ON \`markets_locale_codes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`markets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`cart_storage_key\` text NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`markets_code_idx\` ON \`markets\` (\`code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`markets_cart_storage_key_idx\` ON \`markets\` (\`cart_storage_key\`);`)
  await db.run(sql`CREATE INDEX \`markets_updated_at_idx\` ON \`markets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`markets_created_at_idx\` ON \`markets\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`goods_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`market_id\` integer,
  	\`amount\` numeric,
  	FOREIGN KEY (\`market_id\`) REFERENCES \`markets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`goods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`goods_prices_order_idx\` ON \`goods_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`goods_prices_parent_id_idx\` ON \`goods_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`goods_prices_market_idx\` ON \`goods_prices\` (\`market_id\`);`)
  await db.run(sql`CREATE TABLE \`goods_options_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`goods_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`goods_options_values_order_idx\` ON \`goods_options_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`goods_options_values_parent_id_idx\` ON \`goods_options_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`goods_options_values_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`goods_options_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`goods_options_values_locales_locale_parent_id_unique\` ON \`goods_options_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`goods_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`goods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`goods_options_order_idx\` ON \`goods_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`goods_options_parent_id_idx\` ON \`goods_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`goods_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`goods_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`goods_options_locales_locale_parent_id_unique\` ON \`goods_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`goods\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`kind\` text DEFAULT 'commercial' NOT NULL,
  	\`bonus_price\` numeric,
  	\`availability\` text DEFAULT 'inStock' NOT NULL,
  	\`stock\` numeric,
  	\`featured\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`attributes_length_m\` numeric,
  	\`attributes_phase\` text,
  	\`attributes_power_kw\` numeric,
  	\`attributes_cable_size\` text,
  	\`attributes_battery_kw\` numeric,
  	\`attributes_power_hp\` numeric,
  	\`attributes_range_km\` numeric,
  	\`attributes_max_speed_kmh\` numeric,
  	\`partner_name\` text,
  	\`partner_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`goods_category_idx\` ON \`goods\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`goods_updated_at_idx\` ON \`goods\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`goods_created_at_idx\` ON \`goods\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`goods_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`attributes_compatibility\` text,
  	\`partner_contact\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`goods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`goods_locales_locale_parent_id_unique\` ON \`goods_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`goods_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`goods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`goods_rels_order_idx\` ON \`goods_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`goods_rels_parent_idx\` ON \`goods_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`goods_rels_path_idx\` ON \`goods_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`goods_rels_media_id_idx\` ON \`goods_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`shop_slides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`link\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`shop_slides_image_idx\` ON \`shop_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`shop_slides_updated_at_idx\` ON \`shop_slides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shop_slides_created_at_idx\` ON \`shop_slides\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shop_slides_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shop_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shop_slides_locales_locale_parent_id_unique\` ON \`shop_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`good_id\` integer,
  	\`title\` text NOT NULL,
  	\`options\` text,
  	\`quantity\` numeric NOT NULL,
  	\`unit_price\` numeric,
  	\`line_total\` numeric,
  	FOREIGN KEY (\`good_id\`) REFERENCES \`goods\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_good_idx\` ON \`orders_lines\` (\`good_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`market\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`locale\` text,
  	\`fulfilment\` text NOT NULL,
  	\`commercial_total\` numeric NOT NULL,
  	\`has_price_on_request\` integer,
  	\`customer_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`company\` text,
  	\`shipping_address_country\` text,
  	\`shipping_address_city\` text,
  	\`shipping_address_street\` text,
  	\`shipping_address_building\` text,
  	\`shipping_address_suite\` text,
  	\`shipping_address_additional_info\` text,
  	\`message\` text,
  	\`privacy_consent\` integer DEFAULT false NOT NULL,
  	\`notes\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_delivery_delivery_state_idx\` ON \`orders\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`interest\` text,
  	\`chargers_amount\` numeric,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`company\` text,
  	\`phone\` text,
  	\`phone_country\` text,
  	\`email\` text,
  	\`country\` text,
  	\`address\` text,
  	\`chargers_types\` text,
  	\`details\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_interest_idx\` ON \`leads\` (\`interest\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_idx\` ON \`leads\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_country_idx\` ON \`leads\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_delivery_state_idx\` ON \`leads\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`partner_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`phone_country\` text,
  	\`interest\` text,
  	\`message\` text,
  	\`privacy_policy\` integer,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_requests_email_idx\` ON \`partner_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_phone_idx\` ON \`partner_requests\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_interest_idx\` ON \`partner_requests\` (\`interest\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_status_idx\` ON \`partner_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_delivery_delivery_state_idx\` ON \`partner_requests\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_updated_at_idx\` ON \`partner_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_created_at_idx\` ON \`partner_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`company\` text,
  	\`message\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_email_idx\` ON \`contact_messages\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_delivery_delivery_state_idx\` ON \`contact_messages\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`position\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`linkedin\` text,
  	\`comment\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_position_idx\` ON \`job_applications\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_email_idx\` ON \`job_applications\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_status_idx\` ON \`job_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_delivery_delivery_state_idx\` ON \`job_applications\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_delivery_delivery_state_idx\` ON \`newsletter_subscribers\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`deletion_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`phone_country\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`deletion_requests_phone_idx\` ON \`deletion_requests\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_status_idx\` ON \`deletion_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_delivery_delivery_state_idx\` ON \`deletion_requests\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_updated_at_idx\` ON \`deletion_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_created_at_idx\` ON \`deletion_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_order_idx\` ON \`site_settings_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_links_parent_id_idx\` ON \`site_settings_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text DEFAULT 'Voltra' NOT NULL,
  	\`logo_id\` integer,
  	\`legal_name\` text DEFAULT 'Voltra Charging Ltd',
  	\`support_phone\` text DEFAULT '+44 20 3868 0420' NOT NULL,
  	\`support_email\` text DEFAULT 'support@voltra.example' NOT NULL,
  	\`sales_email\` text DEFAULT 'sales@voltra.example',
  	\`app_links_app_store\` text DEFAULT 'https://apps.apple.com/app/id0000000000',
  	\`app_links_google_play\` text DEFAULT 'https://play.google.com/store/apps/details?id=example.voltra',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`effective_date\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`privacy_policy_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_policy_locales_locale_parent_id_unique\` ON \`privacy_policy_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`public_agreement\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`effective_date\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`public_agreement_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`public_agreement\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`public_agreement_locales_locale_parent_id_unique\` ON \`public_agreement_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`impact_data\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`co2_tons\` numeric NOT NULL,
  	\`trees\` numeric NOT NULL,
  	\`updated_on\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`content_dictionary_values\`;`)
  await db.run(sql`DROP TABLE \`partner_slides\`;`)
  await db.run(sql`DROP TABLE \`partner_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_partner_slides_v\`;`)
  await db.run(sql`DROP TABLE \`_partner_slides_v_locales\`;`)
  await db.run(sql`DROP TABLE \`purchase_rules\`;`)
  await db.run(sql`DROP TABLE \`purchase_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`_purchase_rules_v\`;`)
  await db.run(sql`DROP TABLE \`_purchase_rules_v_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v_locales\`;`)
  await db.run(sql`DROP TABLE \`packages_features\`;`)
  await db.run(sql`DROP TABLE \`packages\`;`)
  await db.run(sql`DROP TABLE \`packages_locales\`;`)
  await db.run(sql`DROP TABLE \`_packages_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_packages_v\`;`)
  await db.run(sql`DROP TABLE \`_packages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_locales\`;`)
  await db.run(sql`DROP TABLE \`team\`;`)
  await db.run(sql`DROP TABLE \`team_locales\`;`)
  await db.run(sql`DROP TABLE \`_team_v\`;`)
  await db.run(sql`DROP TABLE \`_team_v_locales\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_rels\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_rels\`;`)
  await db.run(sql`DROP TABLE \`post_categories\`;`)
  await db.run(sql`DROP TABLE \`post_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`DROP TABLE \`tags_locales\`;`)
  await db.run(sql`DROP TABLE \`positions\`;`)
  await db.run(sql`DROP TABLE \`positions_locales\`;`)
  await db.run(sql`DROP TABLE \`_positions_v\`;`)
  await db.run(sql`DROP TABLE \`_positions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`landing_pages\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`markets_locale_codes\`;`)
  await db.run(sql`DROP TABLE \`markets\`;`)
  await db.run(sql`DROP TABLE \`goods_prices\`;`)
  await db.run(sql`DROP TABLE \`goods_options_values\`;`)
  await db.run(sql`DROP TABLE \`goods_options_values_locales\`;`)
  await db.run(sql`DROP TABLE \`goods_options\`;`)
  await db.run(sql`DROP TABLE \`goods_options_locales\`;`)
  await db.run(sql`DROP TABLE \`goods\`;`)
  await db.run(sql`DROP TABLE \`goods_locales\`;`)
  await db.run(sql`DROP TABLE \`goods_rels\`;`)
  await db.run(sql`DROP TABLE \`shop_slides\`;`)
  await db.run(sql`DROP TABLE \`shop_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`stations\`;`)
  await db.run(sql`DROP TABLE \`station_comments\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`partner_requests\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`deletion_requests\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy_locales\`;`)
  await db.run(sql`DROP TABLE \`public_agreement\`;`)
  await db.run(sql`DROP TABLE \`public_agreement_locales\`;`)
  await db.run(sql`DROP TABLE \`impact_data\`;`)
}
