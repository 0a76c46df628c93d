import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_history_change" AS ENUM('status', 'owner', 'note');
  CREATE TYPE "public"."enum_partner_requests_history_change" AS ENUM('status', 'owner', 'note');
  CREATE TYPE "public"."enum_contact_messages_history_change" AS ENUM('status', 'owner', 'note');
  CREATE TYPE "public"."enum_job_applications_history_change" AS ENUM('status', 'owner', 'note');
  CREATE TYPE "public"."enum_orders_history_change" AS ENUM('status', 'owner', 'note');
  CREATE TYPE "public"."enum_newsletter_subscribers_history_change" AS ENUM('status', 'owner', 'note');
  CREATE TYPE "public"."enum_deletion_requests_history_change" AS ENUM('status', 'owner', 'note');
  CREATE TYPE "public"."enum_users_language" AS ENUM('en', 'pt', 'uk');
  CREATE TABLE "leads_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_email" varchar,
  	"change" "enum_leads_history_change" NOT NULL,
  	"by_id" numeric,
  	"from" varchar,
  	"to" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "partner_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_email" varchar,
  	"change" "enum_partner_requests_history_change" NOT NULL,
  	"by_id" numeric,
  	"from" varchar,
  	"to" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "contact_messages_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_email" varchar,
  	"change" "enum_contact_messages_history_change" NOT NULL,
  	"by_id" numeric,
  	"from" varchar,
  	"to" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "job_applications_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_email" varchar,
  	"change" "enum_job_applications_history_change" NOT NULL,
  	"by_id" numeric,
  	"from" varchar,
  	"to" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "orders_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_email" varchar,
  	"change" "enum_orders_history_change" NOT NULL,
  	"by_id" numeric,
  	"from" varchar,
  	"to" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "newsletter_subscribers_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_email" varchar,
  	"change" "enum_newsletter_subscribers_history_change" NOT NULL,
  	"by_id" numeric,
  	"from" varchar,
  	"to" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "deletion_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_email" varchar,
  	"change" "enum_deletion_requests_history_change" NOT NULL,
  	"by_id" numeric,
  	"from" varchar,
  	"to" varchar,
  	"note" varchar
  );
  
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_leads_status";
  -- Leads get their own stages: "in progress" becomes "contacted", "done" becomes "won".
  UPDATE "leads" SET "status" = CASE "status" WHEN 'in_progress' THEN 'contacted' WHEN 'done' THEN 'won' ELSE "status" END;
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language";
  ALTER TABLE "users" ADD COLUMN "previous_visit_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "owner_id" integer;
  ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "partner_requests" ADD COLUMN "owner_id" integer;
  ALTER TABLE "contact_messages" ADD COLUMN "owner_id" integer;
  ALTER TABLE "job_applications" ADD COLUMN "owner_id" integer;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "owner_id" integer;
  ALTER TABLE "deletion_requests" ADD COLUMN "owner_id" integer;
  ALTER TABLE "leads_history" ADD CONSTRAINT "leads_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_requests_history" ADD CONSTRAINT "partner_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partner_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages_history" ADD CONSTRAINT "contact_messages_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications_history" ADD CONSTRAINT "job_applications_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_history" ADD CONSTRAINT "orders_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers_history" ADD CONSTRAINT "newsletter_subscribers_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "deletion_requests_history" ADD CONSTRAINT "deletion_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."deletion_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_history_order_idx" ON "leads_history" USING btree ("_order");
  CREATE INDEX "leads_history_parent_id_idx" ON "leads_history" USING btree ("_parent_id");
  CREATE INDEX "partner_requests_history_order_idx" ON "partner_requests_history" USING btree ("_order");
  CREATE INDEX "partner_requests_history_parent_id_idx" ON "partner_requests_history" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_history_order_idx" ON "contact_messages_history" USING btree ("_order");
  CREATE INDEX "contact_messages_history_parent_id_idx" ON "contact_messages_history" USING btree ("_parent_id");
  CREATE INDEX "job_applications_history_order_idx" ON "job_applications_history" USING btree ("_order");
  CREATE INDEX "job_applications_history_parent_id_idx" ON "job_applications_history" USING btree ("_parent_id");
  CREATE INDEX "orders_history_order_idx" ON "orders_history" USING btree ("_order");
  CREATE INDEX "orders_history_parent_id_idx" ON "orders_history" USING btree ("_parent_id");
  CREATE INDEX "newsletter_subscribers_history_order_idx" ON "newsletter_subscribers_history" USING btree ("_order");
  CREATE INDEX "newsletter_subscribers_history_parent_id_idx" ON "newsletter_subscribers_history" USING btree ("_parent_id");
  CREATE INDEX "deletion_requests_history_order_idx" ON "deletion_requests_history" USING btree ("_order");
  CREATE INDEX "deletion_requests_history_parent_id_idx" ON "deletion_requests_history" USING btree ("_parent_id");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_id");
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");
  CREATE INDEX "partner_requests_owner_idx" ON "partner_requests" USING btree ("owner_id");
  CREATE INDEX "contact_messages_owner_idx" ON "contact_messages" USING btree ("owner_id");
  CREATE INDEX "job_applications_owner_idx" ON "job_applications" USING btree ("owner_id");
  CREATE INDEX "newsletter_subscribers_owner_idx" ON "newsletter_subscribers" USING btree ("owner_id");
  CREATE INDEX "deletion_requests_owner_idx" ON "deletion_requests" USING btree ("owner_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partner_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "deletion_requests_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_history" CASCADE;
  DROP TABLE "partner_requests_history" CASCADE;
  DROP TABLE "contact_messages_history" CASCADE;
  DROP TABLE "job_applications_history" CASCADE;
  DROP TABLE "orders_history" CASCADE;
  DROP TABLE "newsletter_subscribers_history" CASCADE;
  DROP TABLE "deletion_requests_history" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_users_id_fk";
  
  ALTER TABLE "partner_requests" DROP CONSTRAINT "partner_requests_owner_id_users_id_fk";
  
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_owner_id_users_id_fk";
  
  ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_owner_id_users_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_owner_id_users_id_fk";
  
  ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_owner_id_users_id_fk";
  
  ALTER TABLE "deletion_requests" DROP CONSTRAINT "deletion_requests_owner_id_users_id_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in_progress', 'done');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DROP INDEX "leads_owner_idx";
  DROP INDEX "partner_requests_owner_idx";
  DROP INDEX "contact_messages_owner_idx";
  DROP INDEX "job_applications_owner_idx";
  DROP INDEX "orders_owner_idx";
  DROP INDEX "newsletter_subscribers_owner_idx";
  DROP INDEX "deletion_requests_owner_idx";
  ALTER TABLE "leads" DROP COLUMN "owner_id";
  ALTER TABLE "partner_requests" DROP COLUMN "owner_id";
  ALTER TABLE "contact_messages" DROP COLUMN "owner_id";
  ALTER TABLE "job_applications" DROP COLUMN "owner_id";
  ALTER TABLE "orders" DROP COLUMN "owner_id";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "owner_id";
  ALTER TABLE "deletion_requests" DROP COLUMN "owner_id";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "users" DROP COLUMN "previous_visit_at";
  ALTER TABLE "users" DROP COLUMN "last_active_at";
  DROP TYPE "public"."enum_leads_history_change";
  DROP TYPE "public"."enum_partner_requests_history_change";
  DROP TYPE "public"."enum_contact_messages_history_change";
  DROP TYPE "public"."enum_job_applications_history_change";
  DROP TYPE "public"."enum_orders_history_change";
  DROP TYPE "public"."enum_newsletter_subscribers_history_change";
  DROP TYPE "public"."enum_deletion_requests_history_change";
  DROP TYPE "public"."enum_users_language";`)
}
