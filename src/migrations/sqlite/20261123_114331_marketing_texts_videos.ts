import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`videos\` (
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_filename_idx\` ON \`videos\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`videos_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_features_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_figures_order_idx\` ON \`landing_pages_blocks_features_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_figures_parent_id_idx\` ON \`landing_pages_blocks_features_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_features_figures_locale_idx\` ON \`landing_pages_blocks_features_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_chips_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_chips_items_order_idx\` ON \`landing_pages_blocks_chips_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_chips_items_parent_id_idx\` ON \`landing_pages_blocks_chips_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_chips_items_locale_idx\` ON \`landing_pages_blocks_chips_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_chips_order_idx\` ON \`landing_pages_blocks_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_chips_parent_id_idx\` ON \`landing_pages_blocks_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_chips_path_idx\` ON \`landing_pages_blocks_chips\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_chips_locale_idx\` ON \`landing_pages_blocks_chips\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_testimonials_order_idx\` ON \`landing_pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_testimonials_parent_id_idx\` ON \`landing_pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_testimonials_path_idx\` ON \`landing_pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_testimonials_locale_idx\` ON \`landing_pages_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`call_label\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_support_order_idx\` ON \`landing_pages_blocks_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_support_parent_id_idx\` ON \`landing_pages_blocks_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_support_path_idx\` ON \`landing_pages_blocks_support\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_support_locale_idx\` ON \`landing_pages_blocks_support\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_impact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`co2_label\` text,
  	\`trees_label\` text,
  	\`updated_label\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_impact_order_idx\` ON \`landing_pages_blocks_impact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_impact_parent_id_idx\` ON \`landing_pages_blocks_impact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_impact_path_idx\` ON \`landing_pages_blocks_impact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_impact_locale_idx\` ON \`landing_pages_blocks_impact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_latest_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`count\` numeric DEFAULT 3,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_latest_news_order_idx\` ON \`landing_pages_blocks_latest_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_latest_news_parent_id_idx\` ON \`landing_pages_blocks_latest_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_latest_news_path_idx\` ON \`landing_pages_blocks_latest_news\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_latest_news_locale_idx\` ON \`landing_pages_blocks_latest_news\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_lead_form_order_idx\` ON \`landing_pages_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_lead_form_parent_id_idx\` ON \`landing_pages_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_lead_form_path_idx\` ON \`landing_pages_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_lead_form_locale_idx\` ON \`landing_pages_blocks_lead_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_features_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_figures_order_idx\` ON \`_landing_pages_v_blocks_features_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_figures_parent_id_idx\` ON \`_landing_pages_v_blocks_features_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_features_figures_locale_idx\` ON \`_landing_pages_v_blocks_features_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_chips_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_chips_items_order_idx\` ON \`_landing_pages_v_blocks_chips_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_chips_items_parent_id_idx\` ON \`_landing_pages_v_blocks_chips_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_chips_items_locale_idx\` ON \`_landing_pages_v_blocks_chips_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_chips_order_idx\` ON \`_landing_pages_v_blocks_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_chips_parent_id_idx\` ON \`_landing_pages_v_blocks_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_chips_path_idx\` ON \`_landing_pages_v_blocks_chips\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_chips_locale_idx\` ON \`_landing_pages_v_blocks_chips\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_testimonials_order_idx\` ON \`_landing_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_testimonials_parent_id_idx\` ON \`_landing_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_testimonials_path_idx\` ON \`_landing_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_testimonials_locale_idx\` ON \`_landing_pages_v_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`call_label\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_support_order_idx\` ON \`_landing_pages_v_blocks_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_support_parent_id_idx\` ON \`_landing_pages_v_blocks_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_support_path_idx\` ON \`_landing_pages_v_blocks_support\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_support_locale_idx\` ON \`_landing_pages_v_blocks_support\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_impact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`co2_label\` text,
  	\`trees_label\` text,
  	\`updated_label\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_impact_order_idx\` ON \`_landing_pages_v_blocks_impact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_impact_parent_id_idx\` ON \`_landing_pages_v_blocks_impact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_impact_path_idx\` ON \`_landing_pages_v_blocks_impact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_impact_locale_idx\` ON \`_landing_pages_v_blocks_impact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_latest_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`count\` numeric DEFAULT 3,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_latest_news_order_idx\` ON \`_landing_pages_v_blocks_latest_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_latest_news_parent_id_idx\` ON \`_landing_pages_v_blocks_latest_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_latest_news_path_idx\` ON \`_landing_pages_v_blocks_latest_news\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_latest_news_locale_idx\` ON \`_landing_pages_v_blocks_latest_news\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_lead_form_order_idx\` ON \`_landing_pages_v_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_lead_form_parent_id_idx\` ON \`_landing_pages_v_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_lead_form_path_idx\` ON \`_landing_pages_v_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_lead_form_locale_idx\` ON \`_landing_pages_v_blocks_lead_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_hero_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`duration\` text,
  	\`poster_id\` integer,
  	\`video_id\` integer,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_hero_videos_order_idx\` ON \`home_page_hero_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_hero_videos_parent_id_idx\` ON \`home_page_hero_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_hero_videos_poster_idx\` ON \`home_page_hero_videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_hero_videos_video_idx\` ON \`home_page_hero_videos\` (\`video_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_hero_videos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_hero_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_hero_videos_locales_locale_parent_id_unique\` ON \`home_page_hero_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_order_idx\` ON \`home_page_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_parent_id_idx\` ON \`home_page_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_path_idx\` ON \`home_page_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_locale_idx\` ON \`home_page_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_items_order_idx\` ON \`home_page_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_items_parent_id_idx\` ON \`home_page_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_items_locale_idx\` ON \`home_page_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_features_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_figures_order_idx\` ON \`home_page_blocks_features_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_figures_parent_id_idx\` ON \`home_page_blocks_features_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_figures_locale_idx\` ON \`home_page_blocks_features_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`figures_heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_order_idx\` ON \`home_page_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_parent_id_idx\` ON \`home_page_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_path_idx\` ON \`home_page_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_features_locale_idx\` ON \`home_page_blocks_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_stats_items_order_idx\` ON \`home_page_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_stats_items_parent_id_idx\` ON \`home_page_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_stats_items_locale_idx\` ON \`home_page_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_stats_order_idx\` ON \`home_page_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_stats_parent_id_idx\` ON \`home_page_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_stats_path_idx\` ON \`home_page_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_stats_locale_idx\` ON \`home_page_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_chips_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_chips_items_order_idx\` ON \`home_page_blocks_chips_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_chips_items_parent_id_idx\` ON \`home_page_blocks_chips_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_chips_items_locale_idx\` ON \`home_page_blocks_chips_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_chips_order_idx\` ON \`home_page_blocks_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_chips_parent_id_idx\` ON \`home_page_blocks_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_chips_path_idx\` ON \`home_page_blocks_chips\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_chips_locale_idx\` ON \`home_page_blocks_chips\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_cta_order_idx\` ON \`home_page_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_cta_parent_id_idx\` ON \`home_page_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_cta_path_idx\` ON \`home_page_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_cta_locale_idx\` ON \`home_page_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_testimonials_order_idx\` ON \`home_page_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_testimonials_parent_id_idx\` ON \`home_page_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_testimonials_path_idx\` ON \`home_page_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_testimonials_locale_idx\` ON \`home_page_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`call_label\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_support_order_idx\` ON \`home_page_blocks_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_support_parent_id_idx\` ON \`home_page_blocks_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_support_path_idx\` ON \`home_page_blocks_support\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_support_locale_idx\` ON \`home_page_blocks_support\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_impact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`co2_label\` text,
  	\`trees_label\` text,
  	\`updated_label\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_impact_order_idx\` ON \`home_page_blocks_impact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_impact_parent_id_idx\` ON \`home_page_blocks_impact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_impact_path_idx\` ON \`home_page_blocks_impact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_impact_locale_idx\` ON \`home_page_blocks_impact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_latest_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`count\` numeric DEFAULT 3,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_latest_news_order_idx\` ON \`home_page_blocks_latest_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_latest_news_parent_id_idx\` ON \`home_page_blocks_latest_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_latest_news_path_idx\` ON \`home_page_blocks_latest_news\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_latest_news_locale_idx\` ON \`home_page_blocks_latest_news\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_lead_form_order_idx\` ON \`home_page_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_lead_form_parent_id_idx\` ON \`home_page_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_lead_form_path_idx\` ON \`home_page_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_lead_form_locale_idx\` ON \`home_page_blocks_lead_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_primary_href\` text,
  	\`hero_secondary_href\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`home_page_locales\` (
  	\`hero_title\` text,
  	\`hero_eyebrow\` text,
  	\`hero_pitch\` text,
  	\`hero_primary_label\` text,
  	\`hero_secondary_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_hero_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`duration\` text,
  	\`poster_id\` integer,
  	\`video_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_videos_order_idx\` ON \`_home_page_v_version_hero_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_videos_parent_id_idx\` ON \`_home_page_v_version_hero_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_videos_poster_idx\` ON \`_home_page_v_version_hero_videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_hero_videos_video_idx\` ON \`_home_page_v_version_hero_videos\` (\`video_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_hero_videos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_hero_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_hero_videos_locales_locale_parent_id_un\` ON \`_home_page_v_version_hero_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_order_idx\` ON \`_home_page_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_parent_id_idx\` ON \`_home_page_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_path_idx\` ON \`_home_page_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_locale_idx\` ON \`_home_page_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_items_order_idx\` ON \`_home_page_v_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_items_parent_id_idx\` ON \`_home_page_v_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_items_locale_idx\` ON \`_home_page_v_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_features_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_figures_order_idx\` ON \`_home_page_v_blocks_features_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_figures_parent_id_idx\` ON \`_home_page_v_blocks_features_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_figures_locale_idx\` ON \`_home_page_v_blocks_features_figures\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`figures_heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_order_idx\` ON \`_home_page_v_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_parent_id_idx\` ON \`_home_page_v_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_path_idx\` ON \`_home_page_v_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_features_locale_idx\` ON \`_home_page_v_blocks_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_stats_items_order_idx\` ON \`_home_page_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_stats_items_parent_id_idx\` ON \`_home_page_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_stats_items_locale_idx\` ON \`_home_page_v_blocks_stats_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_stats_order_idx\` ON \`_home_page_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_stats_parent_id_idx\` ON \`_home_page_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_stats_path_idx\` ON \`_home_page_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_stats_locale_idx\` ON \`_home_page_v_blocks_stats\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_chips_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_chips_items_order_idx\` ON \`_home_page_v_blocks_chips_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_chips_items_parent_id_idx\` ON \`_home_page_v_blocks_chips_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_chips_items_locale_idx\` ON \`_home_page_v_blocks_chips_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_chips_order_idx\` ON \`_home_page_v_blocks_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_chips_parent_id_idx\` ON \`_home_page_v_blocks_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_chips_path_idx\` ON \`_home_page_v_blocks_chips\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_chips_locale_idx\` ON \`_home_page_v_blocks_chips\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_cta_order_idx\` ON \`_home_page_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_cta_parent_id_idx\` ON \`_home_page_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_cta_path_idx\` ON \`_home_page_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_cta_locale_idx\` ON \`_home_page_v_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_testimonials_order_idx\` ON \`_home_page_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_testimonials_parent_id_idx\` ON \`_home_page_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_testimonials_path_idx\` ON \`_home_page_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_testimonials_locale_idx\` ON \`_home_page_v_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_support\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`call_label\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_support_order_idx\` ON \`_home_page_v_blocks_support\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_support_parent_id_idx\` ON \`_home_page_v_blocks_support\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_support_path_idx\` ON \`_home_page_v_blocks_support\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_support_locale_idx\` ON \`_home_page_v_blocks_support\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_impact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`co2_label\` text,
  	\`trees_label\` text,
  	\`updated_label\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_impact_order_idx\` ON \`_home_page_v_blocks_impact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_impact_parent_id_idx\` ON \`_home_page_v_blocks_impact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_impact_path_idx\` ON \`_home_page_v_blocks_impact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_impact_locale_idx\` ON \`_home_page_v_blocks_impact\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_latest_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`count\` numeric DEFAULT 3,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_latest_news_order_idx\` ON \`_home_page_v_blocks_latest_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_latest_news_parent_id_idx\` ON \`_home_page_v_blocks_latest_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_latest_news_path_idx\` ON \`_home_page_v_blocks_latest_news\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_latest_news_locale_idx\` ON \`_home_page_v_blocks_latest_news\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`shaded\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_lead_form_order_idx\` ON \`_home_page_v_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_lead_form_parent_id_idx\` ON \`_home_page_v_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_lead_form_path_idx\` ON \`_home_page_v_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_lead_form_locale_idx\` ON \`_home_page_v_blocks_lead_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_primary_href\` text,
  	\`version_hero_secondary_href\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_snapshot_idx\` ON \`_home_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_published_locale_idx\` ON \`_home_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_locales\` (
  	\`version_hero_title\` text,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_pitch\` text,
  	\`version_hero_primary_label\` text,
  	\`version_hero_secondary_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_page_headings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_page_headings_locales\` (
  	\`business_heading\` text,
  	\`business_intro\` text,
  	\`ev_drivers_heading\` text,
  	\`ev_drivers_intro\` text,
  	\`partnership_heading\` text,
  	\`partnership_intro\` text,
  	\`mobile_banner_heading\` text,
  	\`mobile_banner_intro\` text,
  	\`form_heading\` text,
  	\`form_intro\` text,
  	\`about_us_heading\` text,
  	\`about_us_intro\` text,
  	\`contact_heading\` text,
  	\`contact_intro\` text,
  	\`invite_friend_heading\` text,
  	\`invite_friend_intro\` text,
  	\`delete_account_heading\` text,
  	\`delete_account_intro\` text,
  	\`readme_oss_heading\` text,
  	\`readme_oss_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_page_headings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_page_headings_locales_locale_parent_id_unique\` ON \`texts_page_headings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_business\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_business_locales\` (
  	\`offering_heading\` text,
  	\`sectors_heading\` text,
  	\`migration_heading\` text,
  	\`faq_heading\` text,
  	\`form_heading\` text,
  	\`form_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_business\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_business_locales_locale_parent_id_unique\` ON \`texts_business_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_drivers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_drivers_locales\` (
  	\`benefits_heading\` text,
  	\`steps_heading\` text,
  	\`steps_find\` text,
  	\`steps_book\` text,
  	\`steps_charge\` text,
  	\`steps_earn\` text,
  	\`bonus_heading\` text,
  	\`bonus_text\` text,
  	\`faq_heading\` text,
  	\`app_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_drivers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_drivers_locales_locale_parent_id_unique\` ON \`texts_drivers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_partnership\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_partnership_locales\` (
  	\`slides_heading\` text,
  	\`packages_heading\` text,
  	\`per_month\` text,
  	\`on_request\` text,
  	\`recommended\` text,
  	\`faq_heading\` text,
  	\`cta_heading\` text,
  	\`cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_partnership\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_partnership_locales_locale_parent_id_unique\` ON \`texts_partnership_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_partner_form\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_partner_form_locales\` (
  	\`next_heading\` text,
  	\`next_reply\` text,
  	\`next_call\` text,
  	\`next_offer\` text,
  	\`form_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_partner_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_partner_form_locales_locale_parent_id_unique\` ON \`texts_partner_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_about\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_about_locales\` (
  	\`story_heading\` text,
  	\`story\` text,
  	\`mission_heading\` text,
  	\`mission\` text,
  	\`team_heading\` text,
  	\`careers_heading\` text,
  	\`careers_intro\` text,
  	\`no_positions\` text,
  	\`employment_contract\` text,
  	\`apply_heading\` text,
  	\`apply_intro\` text,
  	\`apply\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_about_locales_locale_parent_id_unique\` ON \`texts_about_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_contact\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_contact_locales\` (
  	\`details_heading\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`sales\` text,
  	\`address\` text,
  	\`form_heading\` text,
  	\`form_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_contact_locales_locale_parent_id_unique\` ON \`texts_contact_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_invite\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_invite_locales\` (
  	\`how_heading\` text,
  	\`steps_share\` text,
  	\`steps_join\` text,
  	\`steps_earn\` text,
  	\`bonus_heading\` text,
  	\`bonus_text\` text,
  	\`app_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_invite\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_invite_locales_locale_parent_id_unique\` ON \`texts_invite_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_delete\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_delete_locales\` (
  	\`how_heading\` text,
  	\`how\` text,
  	\`conditions_heading\` text,
  	\`conditions_intro\` text,
  	\`conditions_payments\` text,
  	\`conditions_sessions\` text,
  	\`conditions_reservations\` text,
  	\`retention_heading\` text,
  	\`retention\` text,
  	\`support\` text,
  	\`form_heading\` text,
  	\`form_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_delete\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_delete_locales_locale_parent_id_unique\` ON \`texts_delete_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_banner\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_banner_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_banner_locales_locale_parent_id_unique\` ON \`texts_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_legal\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_legal_locales\` (
  	\`effective\` text,
  	\`empty\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_legal_locales_locale_parent_id_unique\` ON \`texts_legal_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_oss\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_oss_locales\` (
  	\`summary\` text,
  	\`package\` text,
  	\`version\` text,
  	\`licence\` text,
  	\`show_text\` text,
  	\`generated\` text,
  	\`missing\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_oss\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_oss_locales_locale_parent_id_unique\` ON \`texts_oss_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_common\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_common_locales\` (
  	\`book_in_app\` text,
  	\`for_business\` text,
  	\`talk_to_sales\` text,
  	\`become_partner\` text,
  	\`app_store\` text,
  	\`google_play\` text,
  	\`app_only\` text,
  	\`form_slot\` text,
  	\`close\` text,
  	\`learn_more\` text,
  	\`preview\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_common\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_common_locales_locale_parent_id_unique\` ON \`texts_common_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_cards_locales\` (
  	\`platform_intro\` text,
  	\`offering_back_office_title\` text,
  	\`offering_back_office_text\` text,
  	\`offering_reservations_title\` text,
  	\`offering_reservations_text\` text,
  	\`offering_billing_title\` text,
  	\`offering_billing_text\` text,
  	\`offering_marketing_title\` text,
  	\`offering_marketing_text\` text,
  	\`offering_white_label_title\` text,
  	\`offering_white_label_text\` text,
  	\`offering_api_title\` text,
  	\`offering_api_text\` text,
  	\`offering_roaming_title\` text,
  	\`offering_roaming_text\` text,
  	\`offering_terminals_title\` text,
  	\`offering_terminals_text\` text,
  	\`offering_analytics_title\` text,
  	\`offering_analytics_text\` text,
  	\`kpi_heading\` text,
  	\`kpis_uptime_value\` text,
  	\`kpis_uptime_label\` text,
  	\`kpis_activity_value\` text,
  	\`kpis_activity_label\` text,
  	\`kpis_payback_value\` text,
  	\`kpis_payback_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_cards_locales_locale_parent_id_unique\` ON \`texts_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_more_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_more_cards_locales\` (
  	\`sectors_cpo\` text,
  	\`sectors_workplaces\` text,
  	\`sectors_fleet\` text,
  	\`sectors_hospitality\` text,
  	\`sectors_residential\` text,
  	\`sectors_shopping\` text,
  	\`sectors_gas\` text,
  	\`sectors_dealerships\` text,
  	\`migration_hardware_title\` text,
  	\`migration_hardware_text\` text,
  	\`migration_simple_title\` text,
  	\`migration_simple_text\` text,
  	\`migration_ux_title\` text,
  	\`migration_ux_text\` text,
  	\`migration_scalability_title\` text,
  	\`migration_scalability_text\` text,
  	\`migration_support_title\` text,
  	\`migration_support_text\` text,
  	\`drivers_booking_title\` text,
  	\`drivers_booking_text\` text,
  	\`drivers_wallet_title\` text,
  	\`drivers_wallet_text\` text,
  	\`drivers_bonus_title\` text,
  	\`drivers_bonus_text\` text,
  	\`drivers_route_title\` text,
  	\`drivers_route_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_more_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_more_cards_locales_locale_parent_id_unique\` ON \`texts_more_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` ADD \`shaded\` integer;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_features\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_features\` ADD \`figures_heading\` text;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_features\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_features\` ADD \`shaded\` integer;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_stats\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_stats\` ADD \`shaded\` integer;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cta\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cta\` ADD \`shaded\` integer;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_hero\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_hero\` ADD \`shaded\` integer;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_features\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_features\` ADD \`figures_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_features\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_features\` ADD \`shaded\` integer;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_stats\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_stats\` ADD \`shaded\` integer;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_cta\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_cta\` ADD \`shaded\` integer;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_features_figures\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_chips_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_chips\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_support\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_impact\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_latest_news\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_features_figures\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_chips_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_chips\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_support\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_impact\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_latest_news\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_videos\`;`)
  await db.run(sql`DROP TABLE \`home_page_hero_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_features_figures\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_chips_items\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_chips\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_support\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_impact\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_latest_news\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_hero_videos\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_hero_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_features_figures\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_chips_items\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_chips\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_support\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_impact\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_latest_news\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_page_headings\`;`)
  await db.run(sql`DROP TABLE \`texts_page_headings_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_business\`;`)
  await db.run(sql`DROP TABLE \`texts_business_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_drivers\`;`)
  await db.run(sql`DROP TABLE \`texts_drivers_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_partnership\`;`)
  await db.run(sql`DROP TABLE \`texts_partnership_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_partner_form\`;`)
  await db.run(sql`DROP TABLE \`texts_partner_form_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_about\`;`)
  await db.run(sql`DROP TABLE \`texts_about_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_contact\`;`)
  await db.run(sql`DROP TABLE \`texts_contact_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_invite\`;`)
  await db.run(sql`DROP TABLE \`texts_invite_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_delete\`;`)
  await db.run(sql`DROP TABLE \`texts_delete_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_banner\`;`)
  await db.run(sql`DROP TABLE \`texts_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_legal\`;`)
  await db.run(sql`DROP TABLE \`texts_legal_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_oss\`;`)
  await db.run(sql`DROP TABLE \`texts_oss_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_common\`;`)
  await db.run(sql`DROP TABLE \`texts_common_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_cards\`;`)
  await db.run(sql`DROP TABLE \`texts_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_more_cards\`;`)
  await db.run(sql`DROP TABLE \`texts_more_cards_locales\`;`)
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
  	\`terms_id\` integer,
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
  	\`stations_id\` integer,
  	\`station_comments_id\` integer,
  	\`orders_id\` integer,
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
  	FOREIGN KEY (\`terms_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`stations_id\`) REFERENCES \`stations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`station_comments_id\`) REFERENCES \`station_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_requests_id\`) REFERENCES \`partner_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`deletion_requests_id\`) REFERENCES \`deletion_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "content_dictionary_values_id", "partner_slides_id", "purchase_rules_id", "terms_id", "testimonials_id", "packages_id", "faq_id", "team_id", "posts_id", "post_categories_id", "tags_id", "positions_id", "landing_pages_id", "markets_id", "goods_id", "shop_slides_id", "stations_id", "station_comments_id", "orders_id", "payments_id", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "newsletter_subscribers_id", "deletion_requests_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "content_dictionary_values_id", "partner_slides_id", "purchase_rules_id", "terms_id", "testimonials_id", "packages_id", "faq_id", "team_id", "posts_id", "post_categories_id", "tags_id", "positions_id", "landing_pages_id", "markets_id", "goods_id", "shop_slides_id", "stations_id", "station_comments_id", "orders_id", "payments_id", "leads_id", "partner_requests_id", "contact_messages_id", "job_applications_id", "newsletter_subscribers_id", "deletion_requests_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`terms_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stations_id_idx\` ON \`payload_locked_documents_rels\` (\`stations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_station_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`station_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deletion_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`deletion_requests_id\`);`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` DROP COLUMN \`shaded\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_features\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_features\` DROP COLUMN \`figures_heading\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_features\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_features\` DROP COLUMN \`shaded\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_stats\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_stats\` DROP COLUMN \`shaded\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cta\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cta\` DROP COLUMN \`shaded\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_hero\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_hero\` DROP COLUMN \`shaded\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_features\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_features\` DROP COLUMN \`figures_heading\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_features\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_features\` DROP COLUMN \`shaded\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_stats\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_stats\` DROP COLUMN \`shaded\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_cta\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_landing_pages_v_blocks_cta\` DROP COLUMN \`shaded\`;`)
}
