import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  	\`delivery\` text NOT NULL,
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`markets_id\` integer REFERENCES markets(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`goods_id\` integer REFERENCES goods(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shop_slides_id\` integer REFERENCES shop_slides(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_markets_id_idx\` ON \`payload_locked_documents_rels\` (\`markets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_goods_id_idx\` ON \`payload_locked_documents_rels\` (\`goods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shop_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`shop_slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
