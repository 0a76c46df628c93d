import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_action" AS ENUM('login', 'login-failed', 'login-password', 'second-factor-passed', 'second-factor-failed', 'recovery-code-used', 'second-factor-enrolled', 'second-factor-reset', 'role-changed', 'person-viewed', 'person-exported', 'person-erased', 'person-anonymised');
  CREATE TYPE "public"."enum_charger_models_connectors" AS ENUM('type2Socket', 'type2Cable', 'type1', 'ccs2', 'ccs1', 'chademo', 'gbt', 'nacs', 'schuko');
  CREATE TYPE "public"."enum_charger_models_works" AS ENUM('remoteStartStop', 'smartCharging', 'firmwareUpdates', 'reservations', 'localAuth', 'plugAndCharge', 'paymentTerminal');
  CREATE TYPE "public"."enum_charger_models_current" AS ENUM('AC', 'DC');
  CREATE TYPE "public"."enum_charger_models_ocpp16" AS ENUM('certified', 'supported', 'no');
  CREATE TYPE "public"."enum_charger_models_ocpp201" AS ENUM('certified', 'supported', 'no');
  CREATE TYPE "public"."enum_payback_calculator_markets_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"actor_id" numeric,
  	"actor_email" varchar,
  	"ip" varchar,
  	"subject" varchar,
  	"subject_hash" varchar,
  	"outcome" varchar,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "charger_models_connectors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_charger_models_connectors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "charger_models_works" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_charger_models_works",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "charger_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"manufacturer" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"current" "enum_charger_models_current" NOT NULL,
  	"power_kw" numeric NOT NULL,
  	"ocpp16" "enum_charger_models_ocpp16" DEFAULT 'no' NOT NULL,
  	"ocpp201" "enum_charger_models_ocpp201" DEFAULT 'no' NOT NULL,
  	"listed" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "charger_models_locales" (
  	"notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "data_protection" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"leads_months" numeric DEFAULT 24,
  	"partner_requests_months" numeric DEFAULT 24,
  	"contact_messages_months" numeric DEFAULT 24,
  	"job_applications_months" numeric DEFAULT 6,
  	"newsletter_subscribers_months" numeric,
  	"deletion_requests_months" numeric DEFAULT 36,
  	"orders_months" numeric DEFAULT 120,
  	"payments_months" numeric DEFAULT 120,
  	"station_comments_months" numeric DEFAULT 24,
  	"second_factor_for_editors" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payback_calculator_markets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"locale" "enum_payback_calculator_markets_locale" NOT NULL,
  	"currency" varchar NOT NULL,
  	"driver_price" numeric NOT NULL,
  	"energy_cost" numeric NOT NULL,
  	"hours_per_day" numeric NOT NULL,
  	"unit_cost_ac7" numeric NOT NULL,
  	"unit_cost_ac11" numeric NOT NULL,
  	"unit_cost_ac22" numeric NOT NULL,
  	"unit_cost_dc50" numeric NOT NULL,
  	"unit_cost_dc120" numeric NOT NULL,
  	"monthly_fee_per_charger" numeric NOT NULL,
  	"co2_kg_per_kwh" numeric NOT NULL
  );
  
  CREATE TABLE "payback_calculator" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ADD COLUMN "plan" varchar;
  ALTER TABLE "leads" ADD COLUMN "calculation_market" varchar;
  ALTER TABLE "leads" ADD COLUMN "calculation_currency" varchar;
  ALTER TABLE "leads" ADD COLUMN "calculation_payback_years" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_chargers_ac7" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_chargers_ac11" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_chargers_ac22" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_chargers_dc50" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_chargers_dc120" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_hours_per_day" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_driver_price" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_energy_cost" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_capex" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_monthly_fees" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_energy_kwh_per_month" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_revenue_per_month" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_margin_per_month" numeric;
  ALTER TABLE "leads" ADD COLUMN "calculation_co2_tonnes_per_year" numeric;
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "partner_requests" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "job_applications" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "deletion_requests" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "station_comments" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_pending" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "charger_models_id" integer;
  ALTER TABLE "charger_models_connectors" ADD CONSTRAINT "charger_models_connectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."charger_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "charger_models_works" ADD CONSTRAINT "charger_models_works_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."charger_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "charger_models_locales" ADD CONSTRAINT "charger_models_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charger_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payback_calculator_markets" ADD CONSTRAINT "payback_calculator_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payback_calculator"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree ("actor_email");
  CREATE INDEX "audit_log_subject_hash_idx" ON "audit_log" USING btree ("subject_hash");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "charger_models_connectors_order_idx" ON "charger_models_connectors" USING btree ("order");
  CREATE INDEX "charger_models_connectors_parent_idx" ON "charger_models_connectors" USING btree ("parent_id");
  CREATE INDEX "charger_models_works_order_idx" ON "charger_models_works" USING btree ("order");
  CREATE INDEX "charger_models_works_parent_idx" ON "charger_models_works" USING btree ("parent_id");
  CREATE INDEX "charger_models_manufacturer_idx" ON "charger_models" USING btree ("manufacturer");
  CREATE INDEX "charger_models_listed_idx" ON "charger_models" USING btree ("listed");
  CREATE INDEX "charger_models_updated_at_idx" ON "charger_models" USING btree ("updated_at");
  CREATE INDEX "charger_models_created_at_idx" ON "charger_models" USING btree ("created_at");
  CREATE UNIQUE INDEX "charger_models_locales_locale_parent_id_unique" ON "charger_models_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payback_calculator_markets_order_idx" ON "payback_calculator_markets" USING btree ("_order");
  CREATE INDEX "payback_calculator_markets_parent_id_idx" ON "payback_calculator_markets" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_charger_models_fk" FOREIGN KEY ("charger_models_id") REFERENCES "public"."charger_models"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_anonymised_at_idx" ON "leads" USING btree ("anonymised_at");
  CREATE INDEX "partner_requests_anonymised_at_idx" ON "partner_requests" USING btree ("anonymised_at");
  CREATE INDEX "contact_messages_anonymised_at_idx" ON "contact_messages" USING btree ("anonymised_at");
  CREATE INDEX "job_applications_anonymised_at_idx" ON "job_applications" USING btree ("anonymised_at");
  CREATE INDEX "orders_anonymised_at_idx" ON "orders" USING btree ("anonymised_at");
  CREATE INDEX "newsletter_subscribers_anonymised_at_idx" ON "newsletter_subscribers" USING btree ("anonymised_at");
  CREATE INDEX "deletion_requests_anonymised_at_idx" ON "deletion_requests" USING btree ("anonymised_at");
  CREATE INDEX "payments_anonymised_at_idx" ON "payments" USING btree ("anonymised_at");
  CREATE INDEX "station_comments_anonymised_at_idx" ON "station_comments" USING btree ("anonymised_at");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_locked_documents_rels_charger_models_id_idx" ON "payload_locked_documents_rels" USING btree ("charger_models_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "charger_models_connectors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "charger_models_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "charger_models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "charger_models_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_protection" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payback_calculator_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payback_calculator" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "charger_models_connectors" CASCADE;
  DROP TABLE "charger_models_works" CASCADE;
  DROP TABLE "charger_models" CASCADE;
  DROP TABLE "charger_models_locales" CASCADE;
  DROP TABLE "data_protection" CASCADE;
  DROP TABLE "payback_calculator_markets" CASCADE;
  DROP TABLE "payback_calculator" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_charger_models_fk";
  
  DROP INDEX "leads_anonymised_at_idx";
  DROP INDEX "partner_requests_anonymised_at_idx";
  DROP INDEX "contact_messages_anonymised_at_idx";
  DROP INDEX "job_applications_anonymised_at_idx";
  DROP INDEX "orders_anonymised_at_idx";
  DROP INDEX "newsletter_subscribers_anonymised_at_idx";
  DROP INDEX "deletion_requests_anonymised_at_idx";
  DROP INDEX "payments_anonymised_at_idx";
  DROP INDEX "station_comments_anonymised_at_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  DROP INDEX "payload_locked_documents_rels_charger_models_id_idx";
  ALTER TABLE "leads" DROP COLUMN "plan";
  ALTER TABLE "leads" DROP COLUMN "calculation_market";
  ALTER TABLE "leads" DROP COLUMN "calculation_currency";
  ALTER TABLE "leads" DROP COLUMN "calculation_payback_years";
  ALTER TABLE "leads" DROP COLUMN "calculation_chargers_ac7";
  ALTER TABLE "leads" DROP COLUMN "calculation_chargers_ac11";
  ALTER TABLE "leads" DROP COLUMN "calculation_chargers_ac22";
  ALTER TABLE "leads" DROP COLUMN "calculation_chargers_dc50";
  ALTER TABLE "leads" DROP COLUMN "calculation_chargers_dc120";
  ALTER TABLE "leads" DROP COLUMN "calculation_hours_per_day";
  ALTER TABLE "leads" DROP COLUMN "calculation_driver_price";
  ALTER TABLE "leads" DROP COLUMN "calculation_energy_cost";
  ALTER TABLE "leads" DROP COLUMN "calculation_capex";
  ALTER TABLE "leads" DROP COLUMN "calculation_monthly_fees";
  ALTER TABLE "leads" DROP COLUMN "calculation_energy_kwh_per_month";
  ALTER TABLE "leads" DROP COLUMN "calculation_revenue_per_month";
  ALTER TABLE "leads" DROP COLUMN "calculation_margin_per_month";
  ALTER TABLE "leads" DROP COLUMN "calculation_co2_tonnes_per_year";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "partner_requests" DROP COLUMN "anonymised_at";
  ALTER TABLE "contact_messages" DROP COLUMN "anonymised_at";
  ALTER TABLE "job_applications" DROP COLUMN "anonymised_at";
  ALTER TABLE "orders" DROP COLUMN "anonymised_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "anonymised_at";
  ALTER TABLE "deletion_requests" DROP COLUMN "anonymised_at";
  ALTER TABLE "payments" DROP COLUMN "anonymised_at";
  ALTER TABLE "station_comments" DROP COLUMN "anonymised_at";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "users" DROP COLUMN "second_factor_pending";
  ALTER TABLE "users" DROP COLUMN "second_factor_enabled_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "charger_models_id";
  DROP TYPE "public"."enum_audit_log_action";
  DROP TYPE "public"."enum_charger_models_connectors";
  DROP TYPE "public"."enum_charger_models_works";
  DROP TYPE "public"."enum_charger_models_current";
  DROP TYPE "public"."enum_charger_models_ocpp16";
  DROP TYPE "public"."enum_charger_models_ocpp201";
  DROP TYPE "public"."enum_payback_calculator_markets_locale";`)
}
