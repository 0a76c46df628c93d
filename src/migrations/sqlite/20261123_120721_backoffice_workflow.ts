import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Leads get their own stages: "in progress" becomes "contacted", "done" becomes "won".
  await db.run(sql`UPDATE \`leads\` SET \`status\` = CASE \`status\` WHEN 'in_progress' THEN 'contacted' WHEN 'done' THEN 'won' ELSE \`status\` END;`)
  await db.run(sql`CREATE TABLE \`leads_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_email\` text,
  	\`change\` text NOT NULL,
  	\`by_id\` numeric,
  	\`from\` text,
  	\`to\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_history_order_idx\` ON \`leads_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_history_parent_id_idx\` ON \`leads_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`partner_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_email\` text,
  	\`change\` text NOT NULL,
  	\`by_id\` numeric,
  	\`from\` text,
  	\`to\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`partner_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_requests_history_order_idx\` ON \`partner_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_history_parent_id_idx\` ON \`partner_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_email\` text,
  	\`change\` text NOT NULL,
  	\`by_id\` numeric,
  	\`from\` text,
  	\`to\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_history_order_idx\` ON \`contact_messages_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_history_parent_id_idx\` ON \`contact_messages_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_applications_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_email\` text,
  	\`change\` text NOT NULL,
  	\`by_id\` numeric,
  	\`from\` text,
  	\`to\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_history_order_idx\` ON \`job_applications_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_history_parent_id_idx\` ON \`job_applications_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_email\` text,
  	\`change\` text NOT NULL,
  	\`by_id\` numeric,
  	\`from\` text,
  	\`to\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_history_order_idx\` ON \`orders_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_history_parent_id_idx\` ON \`orders_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_email\` text,
  	\`change\` text NOT NULL,
  	\`by_id\` numeric,
  	\`from\` text,
  	\`to\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_history_order_idx\` ON \`newsletter_subscribers_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_history_parent_id_idx\` ON \`newsletter_subscribers_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`deletion_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_email\` text,
  	\`change\` text NOT NULL,
  	\`by_id\` numeric,
  	\`from\` text,
  	\`to\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`deletion_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`deletion_requests_history_order_idx\` ON \`deletion_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_history_parent_id_idx\` ON \`deletion_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`language\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`previous_visit_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`last_active_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`orders_owner_idx\` ON \`orders\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`partner_requests\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`partner_requests_owner_idx\` ON \`partner_requests\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`contact_messages_owner_idx\` ON \`contact_messages\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`job_applications_owner_idx\` ON \`job_applications\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_owner_idx\` ON \`newsletter_subscribers\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`deletion_requests\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_owner_idx\` ON \`deletion_requests\` (\`owner_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_history\`;`)
  await db.run(sql`DROP TABLE \`partner_requests_history\`;`)
  await db.run(sql`DROP TABLE \`contact_messages_history\`;`)
  await db.run(sql`DROP TABLE \`job_applications_history\`;`)
  await db.run(sql`DROP TABLE \`orders_history\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers_history\`;`)
  await db.run(sql`DROP TABLE \`deletion_requests_history\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
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
  	\`notes\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_due_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "interest", "chargers_amount", "first_name", "last_name", "company", "phone", "phone_country", "email", "country", "address", "chargers_types", "details", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "interest", "chargers_amount", "first_name", "last_name", "company", "phone", "phone_country", "email", "country", "address", "chargers_types", "details", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_interest_idx\` ON \`leads\` (\`interest\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_idx\` ON \`leads\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_country_idx\` ON \`leads\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_delivery_state_idx\` ON \`leads\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_delivery_due_at_idx\` ON \`leads\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_partner_requests\` (
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
  	\`notes\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_due_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_partner_requests\`("id", "name", "company", "email", "phone", "phone_country", "interest", "message", "privacy_policy", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "name", "company", "email", "phone", "phone_country", "interest", "message", "privacy_policy", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`partner_requests\`;`)
  await db.run(sql`DROP TABLE \`partner_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_partner_requests\` RENAME TO \`partner_requests\`;`)
  await db.run(sql`CREATE INDEX \`partner_requests_email_idx\` ON \`partner_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_phone_idx\` ON \`partner_requests\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_interest_idx\` ON \`partner_requests\` (\`interest\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_status_idx\` ON \`partner_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_delivery_delivery_state_idx\` ON \`partner_requests\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_delivery_delivery_due_at_idx\` ON \`partner_requests\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_updated_at_idx\` ON \`partner_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_requests_created_at_idx\` ON \`partner_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`company\` text,
  	\`message\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`notes\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_due_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "name", "email", "company", "message", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "name", "email", "company", "message", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
  await db.run(sql`CREATE INDEX \`contact_messages_email_idx\` ON \`contact_messages\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_delivery_delivery_state_idx\` ON \`contact_messages\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_delivery_delivery_due_at_idx\` ON \`contact_messages\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`position\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`linkedin\` text,
  	\`comment\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`notes\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_due_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_job_applications\`("id", "position", "first_name", "last_name", "email", "linkedin", "comment", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "position", "first_name", "last_name", "email", "linkedin", "comment", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_job_applications\` RENAME TO \`job_applications\`;`)
  await db.run(sql`CREATE INDEX \`job_applications_position_idx\` ON \`job_applications\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_email_idx\` ON \`job_applications\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_status_idx\` ON \`job_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_delivery_delivery_state_idx\` ON \`job_applications\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_delivery_delivery_due_at_idx\` ON \`job_applications\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
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
  	\`purchase_rules_consent\` integer,
  	\`notes\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_due_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "number", "status", "market", "currency", "locale", "fulfilment", "commercial_total", "has_price_on_request", "customer_name", "phone", "company", "shipping_address_country", "shipping_address_city", "shipping_address_street", "shipping_address_building", "shipping_address_suite", "shipping_address_additional_info", "message", "privacy_consent", "purchase_rules_consent", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "number", "status", "market", "currency", "locale", "fulfilment", "commercial_total", "has_price_on_request", "customer_name", "phone", "company", "shipping_address_country", "shipping_address_city", "shipping_address_street", "shipping_address_building", "shipping_address_suite", "shipping_address_additional_info", "message", "privacy_consent", "purchase_rules_consent", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_delivery_delivery_state_idx\` ON \`orders\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`orders_delivery_delivery_due_at_idx\` ON \`orders\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`notes\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_due_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_subscribers\`("id", "email", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "email", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscribers\` RENAME TO \`newsletter_subscribers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_delivery_delivery_state_idx\` ON \`newsletter_subscribers\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_delivery_delivery_due_at_idx\` ON \`newsletter_subscribers\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_deletion_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`phone_country\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`notes\` text,
  	\`delivery_state\` text DEFAULT 'pending',
  	\`delivery_due_at\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_email_sent_at\` text,
  	\`delivery_webhook_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_deletion_requests\`("id", "phone", "phone_country", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "phone", "phone_country", "status", "locale", "notes", "delivery_state", "delivery_due_at", "delivery_attempts", "delivery_email_sent_at", "delivery_webhook_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`deletion_requests\`;`)
  await db.run(sql`DROP TABLE \`deletion_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_deletion_requests\` RENAME TO \`deletion_requests\`;`)
  await db.run(sql`CREATE INDEX \`deletion_requests_phone_idx\` ON \`deletion_requests\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_status_idx\` ON \`deletion_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_delivery_delivery_state_idx\` ON \`deletion_requests\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_delivery_delivery_due_at_idx\` ON \`deletion_requests\` (\`delivery_due_at\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_updated_at_idx\` ON \`deletion_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_created_at_idx\` ON \`deletion_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`previous_visit_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`last_active_at\`;`)
}
