import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_privacy_policy_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_effective_date\` text,
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
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_version_version__status_idx\` ON \`_privacy_policy_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_created_at_idx\` ON \`_privacy_policy_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_updated_at_idx\` ON \`_privacy_policy_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_snapshot_idx\` ON \`_privacy_policy_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_published_locale_idx\` ON \`_privacy_policy_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_latest_idx\` ON \`_privacy_policy_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_policy_v_autosave_idx\` ON \`_privacy_policy_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_policy_v_locales\` (
  	\`version_title\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_policy_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_privacy_policy_v_locales_locale_parent_id_unique\` ON \`_privacy_policy_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_public_agreement_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_effective_date\` text,
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
  await db.run(sql`CREATE INDEX \`_public_agreement_v_version_version__status_idx\` ON \`_public_agreement_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_public_agreement_v_created_at_idx\` ON \`_public_agreement_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_public_agreement_v_updated_at_idx\` ON \`_public_agreement_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_public_agreement_v_snapshot_idx\` ON \`_public_agreement_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_public_agreement_v_published_locale_idx\` ON \`_public_agreement_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_public_agreement_v_latest_idx\` ON \`_public_agreement_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_public_agreement_v_autosave_idx\` ON \`_public_agreement_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_public_agreement_v_locales\` (
  	\`version_title\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_public_agreement_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_public_agreement_v_locales_locale_parent_id_unique\` ON \`_public_agreement_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_page_headings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_page_headings_v_version_version__status_idx\` ON \`_texts_page_headings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_page_headings_v_created_at_idx\` ON \`_texts_page_headings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_page_headings_v_updated_at_idx\` ON \`_texts_page_headings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_page_headings_v_snapshot_idx\` ON \`_texts_page_headings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_page_headings_v_published_locale_idx\` ON \`_texts_page_headings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_page_headings_v_latest_idx\` ON \`_texts_page_headings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_page_headings_v_autosave_idx\` ON \`_texts_page_headings_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_page_headings_v_locales\` (
  	\`version_business_heading\` text,
  	\`version_business_intro\` text,
  	\`version_ev_drivers_heading\` text,
  	\`version_ev_drivers_intro\` text,
  	\`version_partnership_heading\` text,
  	\`version_partnership_intro\` text,
  	\`version_mobile_banner_heading\` text,
  	\`version_mobile_banner_intro\` text,
  	\`version_form_heading\` text,
  	\`version_form_intro\` text,
  	\`version_about_us_heading\` text,
  	\`version_about_us_intro\` text,
  	\`version_contact_heading\` text,
  	\`version_contact_intro\` text,
  	\`version_invite_friend_heading\` text,
  	\`version_invite_friend_intro\` text,
  	\`version_delete_account_heading\` text,
  	\`version_delete_account_intro\` text,
  	\`version_readme_oss_heading\` text,
  	\`version_readme_oss_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_page_headings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_page_headings_v_locales_locale_parent_id_unique\` ON \`_texts_page_headings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_business_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_business_v_version_version__status_idx\` ON \`_texts_business_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_business_v_created_at_idx\` ON \`_texts_business_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_business_v_updated_at_idx\` ON \`_texts_business_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_business_v_snapshot_idx\` ON \`_texts_business_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_business_v_published_locale_idx\` ON \`_texts_business_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_business_v_latest_idx\` ON \`_texts_business_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_business_v_autosave_idx\` ON \`_texts_business_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_business_v_locales\` (
  	\`version_offering_heading\` text,
  	\`version_sectors_heading\` text,
  	\`version_migration_heading\` text,
  	\`version_faq_heading\` text,
  	\`version_form_heading\` text,
  	\`version_form_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_business_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_business_v_locales_locale_parent_id_unique\` ON \`_texts_business_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_drivers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_drivers_v_version_version__status_idx\` ON \`_texts_drivers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_drivers_v_created_at_idx\` ON \`_texts_drivers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_drivers_v_updated_at_idx\` ON \`_texts_drivers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_drivers_v_snapshot_idx\` ON \`_texts_drivers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_drivers_v_published_locale_idx\` ON \`_texts_drivers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_drivers_v_latest_idx\` ON \`_texts_drivers_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_drivers_v_autosave_idx\` ON \`_texts_drivers_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_drivers_v_locales\` (
  	\`version_benefits_heading\` text,
  	\`version_steps_heading\` text,
  	\`version_steps_find\` text,
  	\`version_steps_book\` text,
  	\`version_steps_charge\` text,
  	\`version_steps_earn\` text,
  	\`version_bonus_heading\` text,
  	\`version_bonus_text\` text,
  	\`version_faq_heading\` text,
  	\`version_app_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_drivers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_drivers_v_locales_locale_parent_id_unique\` ON \`_texts_drivers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_partnership_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_partnership_v_version_version__status_idx\` ON \`_texts_partnership_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partnership_v_created_at_idx\` ON \`_texts_partnership_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partnership_v_updated_at_idx\` ON \`_texts_partnership_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partnership_v_snapshot_idx\` ON \`_texts_partnership_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partnership_v_published_locale_idx\` ON \`_texts_partnership_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partnership_v_latest_idx\` ON \`_texts_partnership_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partnership_v_autosave_idx\` ON \`_texts_partnership_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_partnership_v_locales\` (
  	\`version_slides_heading\` text,
  	\`version_packages_heading\` text,
  	\`version_per_month\` text,
  	\`version_on_request\` text,
  	\`version_recommended\` text,
  	\`version_faq_heading\` text,
  	\`version_cta_heading\` text,
  	\`version_cta_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_partnership_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_partnership_v_locales_locale_parent_id_unique\` ON \`_texts_partnership_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_partner_form_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_partner_form_v_version_version__status_idx\` ON \`_texts_partner_form_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partner_form_v_created_at_idx\` ON \`_texts_partner_form_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partner_form_v_updated_at_idx\` ON \`_texts_partner_form_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partner_form_v_snapshot_idx\` ON \`_texts_partner_form_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partner_form_v_published_locale_idx\` ON \`_texts_partner_form_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partner_form_v_latest_idx\` ON \`_texts_partner_form_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_partner_form_v_autosave_idx\` ON \`_texts_partner_form_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_partner_form_v_locales\` (
  	\`version_next_heading\` text,
  	\`version_next_reply\` text,
  	\`version_next_call\` text,
  	\`version_next_offer\` text,
  	\`version_form_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_partner_form_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_partner_form_v_locales_locale_parent_id_unique\` ON \`_texts_partner_form_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_about_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_about_v_version_version__status_idx\` ON \`_texts_about_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_about_v_created_at_idx\` ON \`_texts_about_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_about_v_updated_at_idx\` ON \`_texts_about_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_about_v_snapshot_idx\` ON \`_texts_about_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_about_v_published_locale_idx\` ON \`_texts_about_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_about_v_latest_idx\` ON \`_texts_about_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_about_v_autosave_idx\` ON \`_texts_about_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_about_v_locales\` (
  	\`version_story_heading\` text,
  	\`version_story\` text,
  	\`version_mission_heading\` text,
  	\`version_mission\` text,
  	\`version_team_heading\` text,
  	\`version_careers_heading\` text,
  	\`version_careers_intro\` text,
  	\`version_no_positions\` text,
  	\`version_employment_contract\` text,
  	\`version_apply_heading\` text,
  	\`version_apply_intro\` text,
  	\`version_apply\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_about_v_locales_locale_parent_id_unique\` ON \`_texts_about_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_contact_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_contact_v_version_version__status_idx\` ON \`_texts_contact_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_created_at_idx\` ON \`_texts_contact_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_updated_at_idx\` ON \`_texts_contact_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_snapshot_idx\` ON \`_texts_contact_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_published_locale_idx\` ON \`_texts_contact_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_latest_idx\` ON \`_texts_contact_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_autosave_idx\` ON \`_texts_contact_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_contact_v_locales\` (
  	\`version_details_heading\` text,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_sales\` text,
  	\`version_address\` text,
  	\`version_form_heading\` text,
  	\`version_form_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_contact_v_locales_locale_parent_id_unique\` ON \`_texts_contact_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_invite_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_invite_v_version_version__status_idx\` ON \`_texts_invite_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_invite_v_created_at_idx\` ON \`_texts_invite_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_invite_v_updated_at_idx\` ON \`_texts_invite_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_invite_v_snapshot_idx\` ON \`_texts_invite_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_invite_v_published_locale_idx\` ON \`_texts_invite_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_invite_v_latest_idx\` ON \`_texts_invite_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_invite_v_autosave_idx\` ON \`_texts_invite_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_invite_v_locales\` (
  	\`version_how_heading\` text,
  	\`version_steps_share\` text,
  	\`version_steps_join\` text,
  	\`version_steps_earn\` text,
  	\`version_bonus_heading\` text,
  	\`version_bonus_text\` text,
  	\`version_app_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_invite_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_invite_v_locales_locale_parent_id_unique\` ON \`_texts_invite_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_delete_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_delete_v_version_version__status_idx\` ON \`_texts_delete_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_delete_v_created_at_idx\` ON \`_texts_delete_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_delete_v_updated_at_idx\` ON \`_texts_delete_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_delete_v_snapshot_idx\` ON \`_texts_delete_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_delete_v_published_locale_idx\` ON \`_texts_delete_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_delete_v_latest_idx\` ON \`_texts_delete_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_delete_v_autosave_idx\` ON \`_texts_delete_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_delete_v_locales\` (
  	\`version_how_heading\` text,
  	\`version_how\` text,
  	\`version_conditions_heading\` text,
  	\`version_conditions_intro\` text,
  	\`version_conditions_payments\` text,
  	\`version_conditions_sessions\` text,
  	\`version_conditions_reservations\` text,
  	\`version_retention_heading\` text,
  	\`version_retention\` text,
  	\`version_support\` text,
  	\`version_form_heading\` text,
  	\`version_form_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_delete_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_delete_v_locales_locale_parent_id_unique\` ON \`_texts_delete_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_banner_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_banner_v_version_version__status_idx\` ON \`_texts_banner_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_banner_v_created_at_idx\` ON \`_texts_banner_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_banner_v_updated_at_idx\` ON \`_texts_banner_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_banner_v_snapshot_idx\` ON \`_texts_banner_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_banner_v_published_locale_idx\` ON \`_texts_banner_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_banner_v_latest_idx\` ON \`_texts_banner_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_banner_v_autosave_idx\` ON \`_texts_banner_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_banner_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_banner_v_locales_locale_parent_id_unique\` ON \`_texts_banner_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_version__status_idx\` ON \`_texts_legal_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_created_at_idx\` ON \`_texts_legal_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_updated_at_idx\` ON \`_texts_legal_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_snapshot_idx\` ON \`_texts_legal_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_published_locale_idx\` ON \`_texts_legal_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_latest_idx\` ON \`_texts_legal_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_autosave_idx\` ON \`_texts_legal_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v_locales\` (
  	\`version_effective\` text,
  	\`version_empty\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_legal_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_legal_v_locales_locale_parent_id_unique\` ON \`_texts_legal_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_oss_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_oss_v_version_version__status_idx\` ON \`_texts_oss_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_oss_v_created_at_idx\` ON \`_texts_oss_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_oss_v_updated_at_idx\` ON \`_texts_oss_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_oss_v_snapshot_idx\` ON \`_texts_oss_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_oss_v_published_locale_idx\` ON \`_texts_oss_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_oss_v_latest_idx\` ON \`_texts_oss_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_oss_v_autosave_idx\` ON \`_texts_oss_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_oss_v_locales\` (
  	\`version_summary\` text,
  	\`version_package\` text,
  	\`version_version\` text,
  	\`version_licence\` text,
  	\`version_show_text\` text,
  	\`version_generated\` text,
  	\`version_missing\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_oss_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_oss_v_locales_locale_parent_id_unique\` ON \`_texts_oss_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_common_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_common_v_version_version__status_idx\` ON \`_texts_common_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_common_v_created_at_idx\` ON \`_texts_common_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_common_v_updated_at_idx\` ON \`_texts_common_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_common_v_snapshot_idx\` ON \`_texts_common_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_common_v_published_locale_idx\` ON \`_texts_common_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_common_v_latest_idx\` ON \`_texts_common_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_common_v_autosave_idx\` ON \`_texts_common_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_common_v_locales\` (
  	\`version_book_in_app\` text,
  	\`version_for_business\` text,
  	\`version_talk_to_sales\` text,
  	\`version_become_partner\` text,
  	\`version_app_store\` text,
  	\`version_google_play\` text,
  	\`version_app_only\` text,
  	\`version_form_slot\` text,
  	\`version_close\` text,
  	\`version_learn_more\` text,
  	\`version_preview\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_common_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_common_v_locales_locale_parent_id_unique\` ON \`_texts_common_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_cards_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_cards_v_version_version__status_idx\` ON \`_texts_cards_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_cards_v_created_at_idx\` ON \`_texts_cards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_cards_v_updated_at_idx\` ON \`_texts_cards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_cards_v_snapshot_idx\` ON \`_texts_cards_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_cards_v_published_locale_idx\` ON \`_texts_cards_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_cards_v_latest_idx\` ON \`_texts_cards_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_cards_v_autosave_idx\` ON \`_texts_cards_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_cards_v_locales\` (
  	\`version_platform_intro\` text,
  	\`version_offering_back_office_title\` text,
  	\`version_offering_back_office_text\` text,
  	\`version_offering_reservations_title\` text,
  	\`version_offering_reservations_text\` text,
  	\`version_offering_billing_title\` text,
  	\`version_offering_billing_text\` text,
  	\`version_offering_marketing_title\` text,
  	\`version_offering_marketing_text\` text,
  	\`version_offering_white_label_title\` text,
  	\`version_offering_white_label_text\` text,
  	\`version_offering_api_title\` text,
  	\`version_offering_api_text\` text,
  	\`version_offering_roaming_title\` text,
  	\`version_offering_roaming_text\` text,
  	\`version_offering_terminals_title\` text,
  	\`version_offering_terminals_text\` text,
  	\`version_offering_analytics_title\` text,
  	\`version_offering_analytics_text\` text,
  	\`version_kpi_heading\` text,
  	\`version_kpis_uptime_value\` text,
  	\`version_kpis_uptime_label\` text,
  	\`version_kpis_activity_value\` text,
  	\`version_kpis_activity_label\` text,
  	\`version_kpis_payback_value\` text,
  	\`version_kpis_payback_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_cards_v_locales_locale_parent_id_unique\` ON \`_texts_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_more_cards_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`_texts_more_cards_v_version_version__status_idx\` ON \`_texts_more_cards_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_more_cards_v_created_at_idx\` ON \`_texts_more_cards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_more_cards_v_updated_at_idx\` ON \`_texts_more_cards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_more_cards_v_snapshot_idx\` ON \`_texts_more_cards_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_more_cards_v_published_locale_idx\` ON \`_texts_more_cards_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_more_cards_v_latest_idx\` ON \`_texts_more_cards_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_more_cards_v_autosave_idx\` ON \`_texts_more_cards_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_more_cards_v_locales\` (
  	\`version_sectors_cpo\` text,
  	\`version_sectors_workplaces\` text,
  	\`version_sectors_fleet\` text,
  	\`version_sectors_hospitality\` text,
  	\`version_sectors_residential\` text,
  	\`version_sectors_shopping\` text,
  	\`version_sectors_gas\` text,
  	\`version_sectors_dealerships\` text,
  	\`version_migration_hardware_title\` text,
  	\`version_migration_hardware_text\` text,
  	\`version_migration_simple_title\` text,
  	\`version_migration_simple_text\` text,
  	\`version_migration_ux_title\` text,
  	\`version_migration_ux_text\` text,
  	\`version_migration_scalability_title\` text,
  	\`version_migration_scalability_text\` text,
  	\`version_migration_support_title\` text,
  	\`version_migration_support_text\` text,
  	\`version_drivers_booking_title\` text,
  	\`version_drivers_booking_text\` text,
  	\`version_drivers_wallet_title\` text,
  	\`version_drivers_wallet_text\` text,
  	\`version_drivers_bonus_title\` text,
  	\`version_drivers_bonus_text\` text,
  	\`version_drivers_route_title\` text,
  	\`version_drivers_route_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_more_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_more_cards_v_locales_locale_parent_id_unique\` ON \`_texts_more_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_privacy_policy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`effective_date\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_privacy_policy\`("id", "effective_date", "_status", "updated_at", "created_at") SELECT "id", "effective_date", 'published', "updated_at", "created_at" FROM \`privacy_policy\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy\`;`)
  await db.run(sql`ALTER TABLE \`__new_privacy_policy\` RENAME TO \`privacy_policy\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`privacy_policy__status_idx\` ON \`privacy_policy\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_privacy_policy_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_privacy_policy_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`privacy_policy_locales\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_privacy_policy_locales\` RENAME TO \`privacy_policy_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_policy_locales_locale_parent_id_unique\` ON \`privacy_policy_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_public_agreement\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`effective_date\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_public_agreement\`("id", "effective_date", "_status", "updated_at", "created_at") SELECT "id", "effective_date", 'published', "updated_at", "created_at" FROM \`public_agreement\`;`)
  await db.run(sql`DROP TABLE \`public_agreement\`;`)
  await db.run(sql`ALTER TABLE \`__new_public_agreement\` RENAME TO \`public_agreement\`;`)
  await db.run(sql`CREATE INDEX \`public_agreement__status_idx\` ON \`public_agreement\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_public_agreement_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`public_agreement\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_public_agreement_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`public_agreement_locales\`;`)
  await db.run(sql`DROP TABLE \`public_agreement_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_public_agreement_locales\` RENAME TO \`public_agreement_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`public_agreement_locales_locale_parent_id_unique\` ON \`public_agreement_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`texts_page_headings\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_page_headings__status_idx\` ON \`texts_page_headings\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_business\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_business__status_idx\` ON \`texts_business\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_drivers\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_drivers__status_idx\` ON \`texts_drivers\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_partnership\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_partnership__status_idx\` ON \`texts_partnership\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_partner_form\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_partner_form__status_idx\` ON \`texts_partner_form\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_about\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_about__status_idx\` ON \`texts_about\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_contact\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_contact__status_idx\` ON \`texts_contact\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_invite\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_invite__status_idx\` ON \`texts_invite\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_delete\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_delete__status_idx\` ON \`texts_delete\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_banner\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_banner__status_idx\` ON \`texts_banner\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_legal\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_legal__status_idx\` ON \`texts_legal\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_oss\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_oss__status_idx\` ON \`texts_oss\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_common\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_common__status_idx\` ON \`texts_common\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_cards\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_cards__status_idx\` ON \`texts_cards\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_more_cards\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_more_cards__status_idx\` ON \`texts_more_cards\` (\`_status\`);`)
  // Hand-written: what these globals held before drafts existed was live, so it stays published.
  await db.run(sql`UPDATE \`privacy_policy\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`public_agreement\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_page_headings\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_business\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_drivers\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_partnership\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_partner_form\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_about\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_contact\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_invite\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_delete\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_banner\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_legal\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_oss\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_common\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_cards\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`texts_more_cards\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_privacy_policy_v\`;`)
  await db.run(sql`DROP TABLE \`_privacy_policy_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_public_agreement_v\`;`)
  await db.run(sql`DROP TABLE \`_public_agreement_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_page_headings_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_page_headings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_business_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_business_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_drivers_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_drivers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_partnership_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_partnership_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_partner_form_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_partner_form_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_about_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_about_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_contact_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_contact_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_invite_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_invite_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_delete_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_delete_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_banner_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_oss_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_oss_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_common_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_common_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_more_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_more_cards_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_privacy_policy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`effective_date\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_privacy_policy\`("id", "effective_date", "updated_at", "created_at") SELECT "id", "effective_date", "updated_at", "created_at" FROM \`privacy_policy\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy\`;`)
  await db.run(sql`ALTER TABLE \`__new_privacy_policy\` RENAME TO \`privacy_policy\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE TABLE \`__new_public_agreement\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`effective_date\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_public_agreement\`("id", "effective_date", "updated_at", "created_at") SELECT "id", "effective_date", "updated_at", "created_at" FROM \`public_agreement\`;`)
  await db.run(sql`DROP TABLE \`public_agreement\`;`)
  await db.run(sql`ALTER TABLE \`__new_public_agreement\` RENAME TO \`public_agreement\`;`)
  await db.run(sql`DROP INDEX \`texts_page_headings__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_page_headings\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_business__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_business\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_drivers__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_drivers\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_partnership__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_partnership\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_partner_form__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_partner_form\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_about__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_about\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_contact__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_contact\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_invite__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_invite\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_delete__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_delete\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_banner__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_banner\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_legal__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_legal\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_oss__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_oss\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_common__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_common\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_cards__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_cards\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_more_cards__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_more_cards\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_privacy_policy_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_privacy_policy_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`privacy_policy_locales\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_privacy_policy_locales\` RENAME TO \`privacy_policy_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_policy_locales_locale_parent_id_unique\` ON \`privacy_policy_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_public_agreement_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`public_agreement\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_public_agreement_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`public_agreement_locales\`;`)
  await db.run(sql`DROP TABLE \`public_agreement_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_public_agreement_locales\` RENAME TO \`public_agreement_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`public_agreement_locales_locale_parent_id_unique\` ON \`public_agreement_locales\` (\`_locale\`,\`_parent_id\`);`)
}
