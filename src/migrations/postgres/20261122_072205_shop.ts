import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_markets_locale_codes" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_goods_category" AS ENUM('chargers', 'ev', 'accessories', 'souvenirs', 'propositions');
  CREATE TYPE "public"."enum_goods_kind" AS ENUM('commercial', 'bonus');
  CREATE TYPE "public"."enum_goods_availability" AS ENUM('inStock', 'onOrder', 'outOfStock');
  CREATE TYPE "public"."enum_goods_attributes_phase" AS ENUM('1', '3');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('new', 'confirmed', 'shipped', 'cancelled');
  CREATE TYPE "public"."enum_orders_delivery" AS ENUM('delivery', 'pickup');
  CREATE TABLE "markets_locale_codes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_markets_locale_codes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "markets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"currency" varchar NOT NULL,
  	"cart_storage_key" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "goods_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market_id" integer,
  	"amount" numeric
  );
  
  CREATE TABLE "goods_options_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "goods_options_values_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "goods_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL
  );
  
  CREATE TABLE "goods_options_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "goods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum_goods_category" NOT NULL,
  	"kind" "enum_goods_kind" DEFAULT 'commercial' NOT NULL,
  	"bonus_price" numeric,
  	"availability" "enum_goods_availability" DEFAULT 'inStock' NOT NULL,
  	"stock" numeric,
  	"featured" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"attributes_length_m" numeric,
  	"attributes_phase" "enum_goods_attributes_phase",
  	"attributes_power_kw" numeric,
  	"attributes_cable_size" varchar,
  	"attributes_battery_kw" numeric,
  	"attributes_power_hp" numeric,
  	"attributes_range_km" numeric,
  	"attributes_max_speed_kmh" numeric,
  	"partner_name" varchar,
  	"partner_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "goods_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"attributes_compatibility" varchar,
  	"partner_contact" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "goods_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "shop_slides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"link" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shop_slides_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"good_id" integer,
  	"title" varchar NOT NULL,
  	"options" varchar,
  	"quantity" numeric NOT NULL,
  	"unit_price" numeric,
  	"line_total" numeric
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'new' NOT NULL,
  	"market" varchar NOT NULL,
  	"currency" varchar NOT NULL,
  	"locale" varchar,
  	"delivery" "enum_orders_delivery" NOT NULL,
  	"commercial_total" numeric NOT NULL,
  	"has_price_on_request" boolean,
  	"customer_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"company" varchar,
  	"shipping_address_country" varchar,
  	"shipping_address_city" varchar,
  	"shipping_address_street" varchar,
  	"shipping_address_building" varchar,
  	"shipping_address_suite" varchar,
  	"shipping_address_additional_info" varchar,
  	"message" varchar,
  	"privacy_consent" boolean DEFAULT false NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "markets_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "goods_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shop_slides_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "markets_locale_codes" ADD CONSTRAINT "markets_locale_codes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "goods_prices" ADD CONSTRAINT "goods_prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "goods_prices" ADD CONSTRAINT "goods_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "goods_options_values" ADD CONSTRAINT "goods_options_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."goods_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "goods_options_values_locales" ADD CONSTRAINT "goods_options_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."goods_options_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "goods_options" ADD CONSTRAINT "goods_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "goods_options_locales" ADD CONSTRAINT "goods_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."goods_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "goods_locales" ADD CONSTRAINT "goods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "goods_rels" ADD CONSTRAINT "goods_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "goods_rels" ADD CONSTRAINT "goods_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shop_slides" ADD CONSTRAINT "shop_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shop_slides_locales" ADD CONSTRAINT "shop_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "markets_locale_codes_order_idx" ON "markets_locale_codes" USING btree ("order");
  CREATE INDEX "markets_locale_codes_parent_idx" ON "markets_locale_codes" USING btree ("parent_id");
  CREATE UNIQUE INDEX "markets_code_idx" ON "markets" USING btree ("code");
  CREATE UNIQUE INDEX "markets_cart_storage_key_idx" ON "markets" USING btree ("cart_storage_key");
  CREATE INDEX "markets_updated_at_idx" ON "markets" USING btree ("updated_at");
  CREATE INDEX "markets_created_at_idx" ON "markets" USING btree ("created_at");
  CREATE INDEX "goods_prices_order_idx" ON "goods_prices" USING btree ("_order");
  CREATE INDEX "goods_prices_parent_id_idx" ON "goods_prices" USING btree ("_parent_id");
  CREATE INDEX "goods_prices_market_idx" ON "goods_prices" USING btree ("market_id");
  CREATE INDEX "goods_options_values_order_idx" ON "goods_options_values" USING btree ("_order");
  CREATE INDEX "goods_options_values_parent_id_idx" ON "goods_options_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "goods_options_values_locales_locale_parent_id_unique" ON "goods_options_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "goods_options_order_idx" ON "goods_options" USING btree ("_order");
  CREATE INDEX "goods_options_parent_id_idx" ON "goods_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "goods_options_locales_locale_parent_id_unique" ON "goods_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category");
  CREATE INDEX "goods_updated_at_idx" ON "goods" USING btree ("updated_at");
  CREATE INDEX "goods_created_at_idx" ON "goods" USING btree ("created_at");
  CREATE UNIQUE INDEX "goods_locales_locale_parent_id_unique" ON "goods_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "goods_rels_order_idx" ON "goods_rels" USING btree ("order");
  CREATE INDEX "goods_rels_parent_idx" ON "goods_rels" USING btree ("parent_id");
  CREATE INDEX "goods_rels_path_idx" ON "goods_rels" USING btree ("path");
  CREATE INDEX "goods_rels_media_id_idx" ON "goods_rels" USING btree ("media_id");
  CREATE INDEX "shop_slides_image_idx" ON "shop_slides" USING btree ("image_id");
  CREATE INDEX "shop_slides_updated_at_idx" ON "shop_slides" USING btree ("updated_at");
  CREATE INDEX "shop_slides_created_at_idx" ON "shop_slides" USING btree ("created_at");
  CREATE UNIQUE INDEX "shop_slides_locales_locale_parent_id_unique" ON "shop_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_good_idx" ON "orders_lines" USING btree ("good_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_markets_fk" FOREIGN KEY ("markets_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_goods_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shop_slides_fk" FOREIGN KEY ("shop_slides_id") REFERENCES "public"."shop_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_markets_id_idx" ON "payload_locked_documents_rels" USING btree ("markets_id");
  CREATE INDEX "payload_locked_documents_rels_goods_id_idx" ON "payload_locked_documents_rels" USING btree ("goods_id");
  CREATE INDEX "payload_locked_documents_rels_shop_slides_id_idx" ON "payload_locked_documents_rels" USING btree ("shop_slides_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "markets_locale_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_options_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_options_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "goods_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shop_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shop_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "markets_locale_codes" CASCADE;
  DROP TABLE "markets" CASCADE;
  DROP TABLE "goods_prices" CASCADE;
  DROP TABLE "goods_options_values" CASCADE;
  DROP TABLE "goods_options_values_locales" CASCADE;
  DROP TABLE "goods_options" CASCADE;
  DROP TABLE "goods_options_locales" CASCADE;
  DROP TABLE "goods" CASCADE;
  DROP TABLE "goods_locales" CASCADE;
  DROP TABLE "goods_rels" CASCADE;
  DROP TABLE "shop_slides" CASCADE;
  DROP TABLE "shop_slides_locales" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_markets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_goods_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shop_slides_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_markets_id_idx";
  DROP INDEX "payload_locked_documents_rels_goods_id_idx";
  DROP INDEX "payload_locked_documents_rels_shop_slides_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "markets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "goods_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shop_slides_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  DROP TYPE "public"."enum_markets_locale_codes";
  DROP TYPE "public"."enum_goods_category";
  DROP TYPE "public"."enum_goods_kind";
  DROP TYPE "public"."enum_goods_availability";
  DROP TYPE "public"."enum_goods_attributes_phase";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_delivery";`)
}
