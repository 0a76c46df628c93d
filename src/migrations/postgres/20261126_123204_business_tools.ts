import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_charger_models_connectors" AS ENUM('type2Socket', 'type2Cable', 'type1', 'ccs2', 'ccs1', 'chademo', 'gbt', 'nacs', 'schuko');
  CREATE TYPE "public"."enum_charger_models_works" AS ENUM('remoteStartStop', 'smartCharging', 'firmwareUpdates', 'reservations', 'localAuth', 'plugAndCharge', 'paymentTerminal');
  CREATE TYPE "public"."enum_charger_models_current" AS ENUM('AC', 'DC');
  CREATE TYPE "public"."enum_charger_models_ocpp16" AS ENUM('certified', 'supported', 'no');
  CREATE TYPE "public"."enum_charger_models_ocpp201" AS ENUM('certified', 'supported', 'no');
  CREATE TYPE "public"."enum_payback_calculator_markets_locale" AS ENUM('en', 'my', 'pt', 'ua');
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "charger_models_id" integer;
  ALTER TABLE "charger_models_connectors" ADD CONSTRAINT "charger_models_connectors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."charger_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "charger_models_works" ADD CONSTRAINT "charger_models_works_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."charger_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "charger_models_locales" ADD CONSTRAINT "charger_models_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charger_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payback_calculator_markets" ADD CONSTRAINT "payback_calculator_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payback_calculator"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_charger_models_fk" FOREIGN KEY ("charger_models_id") REFERENCES "public"."charger_models"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_charger_models_id_idx" ON "payload_locked_documents_rels" USING btree ("charger_models_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "charger_models_connectors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "charger_models_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "charger_models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "charger_models_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payback_calculator_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payback_calculator" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "charger_models_connectors" CASCADE;
  DROP TABLE "charger_models_works" CASCADE;
  DROP TABLE "charger_models" CASCADE;
  DROP TABLE "charger_models_locales" CASCADE;
  DROP TABLE "payback_calculator_markets" CASCADE;
  DROP TABLE "payback_calculator" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_charger_models_fk";
  
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
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "charger_models_id";
  DROP TYPE "public"."enum_charger_models_connectors";
  DROP TYPE "public"."enum_charger_models_works";
  DROP TYPE "public"."enum_charger_models_current";
  DROP TYPE "public"."enum_charger_models_ocpp16";
  DROP TYPE "public"."enum_charger_models_ocpp201";
  DROP TYPE "public"."enum_payback_calculator_markets_locale";`)
}
