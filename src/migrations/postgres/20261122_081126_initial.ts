import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "public"."enum_partner_slides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__partner_slides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__partner_slides_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_purchase_rules_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__purchase_rules_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__purchase_rules_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_packages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__packages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__packages_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_faq_audience" AS ENUM('drivers', 'business', 'partners');
  CREATE TYPE "public"."enum_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_version_audience" AS ENUM('drivers', 'business', 'partners');
  CREATE TYPE "public"."enum__faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_team_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_positions_employment" AS ENUM('full-time', 'part-time', 'contract');
  CREATE TYPE "public"."enum_positions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__positions_v_version_employment" AS ENUM('full-time', 'part-time', 'contract');
  CREATE TYPE "public"."enum__positions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__positions_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_landing_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_pages_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_markets_locale_codes" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_goods_category" AS ENUM('chargers', 'ev', 'accessories', 'souvenirs', 'propositions');
  CREATE TYPE "public"."enum_goods_kind" AS ENUM('commercial', 'bonus');
  CREATE TYPE "public"."enum_goods_availability" AS ENUM('inStock', 'onOrder', 'outOfStock');
  CREATE TYPE "public"."enum_goods_attributes_phase" AS ENUM('1', '3');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('new', 'confirmed', 'shipped', 'cancelled');
  CREATE TYPE "public"."enum_orders_fulfilment" AS ENUM('delivery', 'pickup');
  CREATE TYPE "public"."enum_orders_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_stations_type" AS ENUM('free', 'paidByTariff', 'public', 'clientsOnly', 'restricted', 'test');
  CREATE TYPE "public"."enum_stations_currency" AS ENUM('UAH', 'EUR', 'MYR');
  CREATE TYPE "public"."enum_stations_power_band" AS ENUM('2-7', '11-22', '50+', '120+');
  CREATE TYPE "public"."enum_stations_status_summary" AS ENUM('free', 'occupied', 'repair');
  CREATE TYPE "public"."enum_payments_state" AS ENUM('created', 'pending', 'paid', 'failed', 'refunded');
  CREATE TYPE "public"."enum_payments_failure_reason" AS ENUM('declined', 'provider_error', 'expired', 'cancelled');
  CREATE TYPE "public"."enum_payments_provider" AS ENUM('test', 'stripe');
  CREATE TYPE "public"."enum_leads_interest" AS ENUM('start_business', 'migrate_charging_network', 'provide_charging_solutions_for', 'explore_partnership', 'become_reseller', 'offer_my_locations');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_leads_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_partner_requests_interest" AS ENUM('back_office_and_station', 'back_office', 'own_network_big', 'roaming', 'fleet_management', 'own_network');
  CREATE TYPE "public"."enum_partner_requests_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_partner_requests_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_contact_messages_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_job_applications_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_newsletter_subscribers_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_deletion_requests_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_deletion_requests_delivery_state" AS ENUM('pending', 'retrying', 'delivered', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverSubmission', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverSubmission', 'schedulePublish');
  CREATE TYPE "public"."enum_site_settings_social_links_network" AS ENUM('linkedin', 'facebook', 'instagram', 'youtube', 'x');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content_dictionary_values" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"content_dictionary_code_id" numeric DEFAULT 1 NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partner_slides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"partner_name" varchar,
  	"image_id" integer,
  	"url" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_partner_slides_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "partner_slides_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_partner_slides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_partner_name" varchar,
  	"version_image_id" integer,
  	"version_url" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__partner_slides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__partner_slides_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_partner_slides_v_locales" (
  	"version_title" varchar,
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "purchase_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_purchase_rules_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "purchase_rules_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_purchase_rules_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__purchase_rules_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__purchase_rules_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_purchase_rules_v_locales" (
  	"version_title" varchar,
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"company" varchar,
  	"photo_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "testimonials_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_author" varchar,
  	"version_company" varchar,
  	"version_photo_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__testimonials_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_testimonials_v_locales" (
  	"version_quote" varchar,
  	"version_role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "packages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"currency" varchar DEFAULT 'EUR',
  	"max_stations" numeric DEFAULT 4,
  	"highlighted" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_packages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "packages_locales" (
  	"name" varchar,
  	"description" varchar,
  	"price_condition" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_packages_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_packages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_price" numeric,
  	"version_currency" varchar DEFAULT 'EUR',
  	"version_max_stations" numeric DEFAULT 4,
  	"version_highlighted" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__packages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__packages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_packages_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_price_condition" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum_faq_audience" DEFAULT 'drivers',
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faq_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_audience" "enum__faq_v_version_audience" DEFAULT 'drivers',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faq_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_faq_v_locales" (
  	"version_question" varchar,
  	"version_answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"photo_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_team_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "team_locales" (
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_team_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_photo_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__team_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_team_v_locales" (
  	"version_role" varchar,
  	"version_bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"cover_id" integer,
  	"category_id" integer,
  	"fixed" boolean DEFAULT false,
  	"fixed_position" numeric,
  	"published_at" timestamp(3) with time zone,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_url" varchar,
  	"version_cover_id" integer,
  	"version_category_id" integer,
  	"version_fixed" boolean DEFAULT false,
  	"version_fixed_position" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "post_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "post_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"employment" "enum_positions_employment" DEFAULT 'full-time',
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_positions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "positions_locales" (
  	"title" varchar,
  	"location" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_positions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_employment" "enum__positions_v_version_employment" DEFAULT 'full-time',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__positions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__positions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_positions_v_locales" (
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_landing_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "landing_pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__landing_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__landing_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_landing_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
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
  	"fulfilment" "enum_orders_fulfilment" NOT NULL,
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
  	"delivery_state" "enum_orders_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ocpi_id" varchar NOT NULL,
  	"country_code" varchar DEFAULT 'UA' NOT NULL,
  	"party_id" varchar DEFAULT 'VLT' NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"postal_code" varchar,
  	"country" varchar NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"time_zone" varchar DEFAULT 'Europe/Kyiv' NOT NULL,
  	"opening_times" jsonb DEFAULT '{"twentyfourseven":true}'::jsonb,
  	"operator_name" varchar,
  	"operator_website" varchar,
  	"facilities" jsonb DEFAULT '[]'::jsonb,
  	"evses" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"type" "enum_stations_type" DEFAULT 'paidByTariff' NOT NULL,
  	"currency" "enum_stations_currency" DEFAULT 'UAH' NOT NULL,
  	"app_users_only" boolean DEFAULT false,
  	"publish" boolean DEFAULT true,
  	"max_power_kw" numeric,
  	"power_band" "enum_stations_power_band",
  	"status_summary" "enum_stations_status_summary",
  	"connector_standards" varchar,
  	"comments_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "station_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"station_id" integer NOT NULL,
  	"author_name" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"approved" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"state" "enum_payments_state" DEFAULT 'created' NOT NULL,
  	"failure_reason" "enum_payments_failure_reason",
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"amount_label" varchar,
  	"email" varchar NOT NULL,
  	"station_id" varchar NOT NULL,
  	"station_name" varchar,
  	"connector" varchar NOT NULL,
  	"session_key" varchar NOT NULL,
  	"power_kw" numeric,
  	"tariff_per_kwh" numeric,
  	"locale" varchar,
  	"provider" "enum_payments_provider" NOT NULL,
  	"provider_ref" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"events" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"interest" "enum_leads_interest",
  	"chargers_amount" numeric,
  	"first_name" varchar,
  	"last_name" varchar,
  	"company" varchar,
  	"phone" varchar,
  	"phone_country" varchar,
  	"email" varchar,
  	"country" varchar,
  	"address" varchar,
  	"chargers_types" varchar,
  	"details" varchar,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_leads_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partner_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"phone_country" varchar,
  	"interest" "enum_partner_requests_interest",
  	"message" varchar,
  	"privacy_policy" boolean,
  	"status" "enum_partner_requests_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_partner_requests_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"company" varchar,
  	"message" varchar,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_contact_messages_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"position" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"linkedin" varchar,
  	"comment" varchar,
  	"status" "enum_job_applications_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_job_applications_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_newsletter_subscribers_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "deletion_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"phone_country" varchar,
  	"status" "enum_deletion_requests_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"delivery_state" "enum_deletion_requests_delivery_state" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_email_sent_at" timestamp(3) with time zone,
  	"delivery_webhook_sent_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"content_dictionary_values_id" integer,
  	"partner_slides_id" integer,
  	"purchase_rules_id" integer,
  	"testimonials_id" integer,
  	"packages_id" integer,
  	"faq_id" integer,
  	"team_id" integer,
  	"posts_id" integer,
  	"post_categories_id" integer,
  	"tags_id" integer,
  	"positions_id" integer,
  	"landing_pages_id" integer,
  	"markets_id" integer,
  	"goods_id" integer,
  	"shop_slides_id" integer,
  	"orders_id" integer,
  	"stations_id" integer,
  	"station_comments_id" integer,
  	"payments_id" integer,
  	"leads_id" integer,
  	"partner_requests_id" integer,
  	"contact_messages_id" integer,
  	"job_applications_id" integer,
  	"newsletter_subscribers_id" integer,
  	"deletion_requests_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_settings_social_links_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'Voltra' NOT NULL,
  	"logo_id" integer,
  	"legal_name" varchar DEFAULT 'Voltra Charging Ltd',
  	"support_phone" varchar DEFAULT '+44 20 3868 0420' NOT NULL,
  	"support_email" varchar DEFAULT 'support@voltra.example' NOT NULL,
  	"sales_email" varchar DEFAULT 'sales@voltra.example',
  	"app_links_app_store" varchar DEFAULT 'https://apps.apple.com/app/id0000000000',
  	"app_links_google_play" varchar DEFAULT 'https://play.google.com/store/apps/details?id=example.voltra',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "privacy_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "privacy_policy_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "public_agreement" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "public_agreement_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "impact_data" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"co2_tons" numeric NOT NULL,
  	"trees" numeric NOT NULL,
  	"updated_on" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_slides" ADD CONSTRAINT "partner_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_slides_locales" ADD CONSTRAINT "partner_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partner_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partner_slides_v" ADD CONSTRAINT "_partner_slides_v_parent_id_partner_slides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partner_slides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partner_slides_v" ADD CONSTRAINT "_partner_slides_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partner_slides_v_locales" ADD CONSTRAINT "_partner_slides_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partner_slides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchase_rules_locales" ADD CONSTRAINT "purchase_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."purchase_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_purchase_rules_v" ADD CONSTRAINT "_purchase_rules_v_parent_id_purchase_rules_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."purchase_rules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_purchase_rules_v_locales" ADD CONSTRAINT "_purchase_rules_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_purchase_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages_features" ADD CONSTRAINT "packages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages_locales" ADD CONSTRAINT "packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_packages_v_version_features" ADD CONSTRAINT "_packages_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_packages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_parent_id_packages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v_locales" ADD CONSTRAINT "_packages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_packages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_locales" ADD CONSTRAINT "faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_parent_id_faq_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_v_locales" ADD CONSTRAINT "_faq_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_locales" ADD CONSTRAINT "team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_v" ADD CONSTRAINT "_team_v_parent_id_team_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_v" ADD CONSTRAINT "_team_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_v_locales" ADD CONSTRAINT "_team_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_post_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."post_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_category_id_post_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."post_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "post_categories_locales" ADD CONSTRAINT "post_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."post_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags_locales" ADD CONSTRAINT "tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "positions_locales" ADD CONSTRAINT "positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_positions_v" ADD CONSTRAINT "_positions_v_parent_id_positions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_positions_v_locales" ADD CONSTRAINT "_positions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_positions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_hero" ADD CONSTRAINT "landing_pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_features_items" ADD CONSTRAINT "landing_pages_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_features" ADD CONSTRAINT "landing_pages_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_stats_items" ADD CONSTRAINT "landing_pages_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_stats" ADD CONSTRAINT "landing_pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_cta" ADD CONSTRAINT "landing_pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_locales" ADD CONSTRAINT "landing_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_hero" ADD CONSTRAINT "_landing_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_features_items" ADD CONSTRAINT "_landing_pages_v_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_features" ADD CONSTRAINT "_landing_pages_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_stats_items" ADD CONSTRAINT "_landing_pages_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_stats" ADD CONSTRAINT "_landing_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_cta" ADD CONSTRAINT "_landing_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v" ADD CONSTRAINT "_landing_pages_v_parent_id_landing_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_locales" ADD CONSTRAINT "_landing_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "station_comments" ADD CONSTRAINT "station_comments_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_dictionary_values_fk" FOREIGN KEY ("content_dictionary_values_id") REFERENCES "public"."content_dictionary_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_slides_fk" FOREIGN KEY ("partner_slides_id") REFERENCES "public"."partner_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_purchase_rules_fk" FOREIGN KEY ("purchase_rules_id") REFERENCES "public"."purchase_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_categories_fk" FOREIGN KEY ("post_categories_id") REFERENCES "public"."post_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_positions_fk" FOREIGN KEY ("positions_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_landing_pages_fk" FOREIGN KEY ("landing_pages_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_markets_fk" FOREIGN KEY ("markets_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_goods_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shop_slides_fk" FOREIGN KEY ("shop_slides_id") REFERENCES "public"."shop_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stations_fk" FOREIGN KEY ("stations_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_station_comments_fk" FOREIGN KEY ("station_comments_id") REFERENCES "public"."station_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_requests_fk" FOREIGN KEY ("partner_requests_id") REFERENCES "public"."partner_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deletion_requests_fk" FOREIGN KEY ("deletion_requests_id") REFERENCES "public"."deletion_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policy_locales" ADD CONSTRAINT "privacy_policy_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "public_agreement_locales" ADD CONSTRAINT "public_agreement_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."public_agreement"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "content_dictionary_values_content_dictionary_code_id_idx" ON "content_dictionary_values" USING btree ("content_dictionary_code_id");
  CREATE INDEX "content_dictionary_values_updated_at_idx" ON "content_dictionary_values" USING btree ("updated_at");
  CREATE INDEX "content_dictionary_values_created_at_idx" ON "content_dictionary_values" USING btree ("created_at");
  CREATE INDEX "partner_slides_image_idx" ON "partner_slides" USING btree ("image_id");
  CREATE INDEX "partner_slides_order_idx" ON "partner_slides" USING btree ("order");
  CREATE INDEX "partner_slides_updated_at_idx" ON "partner_slides" USING btree ("updated_at");
  CREATE INDEX "partner_slides_created_at_idx" ON "partner_slides" USING btree ("created_at");
  CREATE INDEX "partner_slides__status_idx" ON "partner_slides" USING btree ("_status");
  CREATE UNIQUE INDEX "partner_slides_locales_locale_parent_id_unique" ON "partner_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partner_slides_v_parent_idx" ON "_partner_slides_v" USING btree ("parent_id");
  CREATE INDEX "_partner_slides_v_version_version_image_idx" ON "_partner_slides_v" USING btree ("version_image_id");
  CREATE INDEX "_partner_slides_v_version_version_order_idx" ON "_partner_slides_v" USING btree ("version_order");
  CREATE INDEX "_partner_slides_v_version_version_updated_at_idx" ON "_partner_slides_v" USING btree ("version_updated_at");
  CREATE INDEX "_partner_slides_v_version_version_created_at_idx" ON "_partner_slides_v" USING btree ("version_created_at");
  CREATE INDEX "_partner_slides_v_version_version__status_idx" ON "_partner_slides_v" USING btree ("version__status");
  CREATE INDEX "_partner_slides_v_created_at_idx" ON "_partner_slides_v" USING btree ("created_at");
  CREATE INDEX "_partner_slides_v_updated_at_idx" ON "_partner_slides_v" USING btree ("updated_at");
  CREATE INDEX "_partner_slides_v_snapshot_idx" ON "_partner_slides_v" USING btree ("snapshot");
  CREATE INDEX "_partner_slides_v_published_locale_idx" ON "_partner_slides_v" USING btree ("published_locale");
  CREATE INDEX "_partner_slides_v_latest_idx" ON "_partner_slides_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_partner_slides_v_locales_locale_parent_id_unique" ON "_partner_slides_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "purchase_rules_order_idx" ON "purchase_rules" USING btree ("order");
  CREATE INDEX "purchase_rules_updated_at_idx" ON "purchase_rules" USING btree ("updated_at");
  CREATE INDEX "purchase_rules_created_at_idx" ON "purchase_rules" USING btree ("created_at");
  CREATE INDEX "purchase_rules__status_idx" ON "purchase_rules" USING btree ("_status");
  CREATE UNIQUE INDEX "purchase_rules_locales_locale_parent_id_unique" ON "purchase_rules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_purchase_rules_v_parent_idx" ON "_purchase_rules_v" USING btree ("parent_id");
  CREATE INDEX "_purchase_rules_v_version_version_order_idx" ON "_purchase_rules_v" USING btree ("version_order");
  CREATE INDEX "_purchase_rules_v_version_version_updated_at_idx" ON "_purchase_rules_v" USING btree ("version_updated_at");
  CREATE INDEX "_purchase_rules_v_version_version_created_at_idx" ON "_purchase_rules_v" USING btree ("version_created_at");
  CREATE INDEX "_purchase_rules_v_version_version__status_idx" ON "_purchase_rules_v" USING btree ("version__status");
  CREATE INDEX "_purchase_rules_v_created_at_idx" ON "_purchase_rules_v" USING btree ("created_at");
  CREATE INDEX "_purchase_rules_v_updated_at_idx" ON "_purchase_rules_v" USING btree ("updated_at");
  CREATE INDEX "_purchase_rules_v_snapshot_idx" ON "_purchase_rules_v" USING btree ("snapshot");
  CREATE INDEX "_purchase_rules_v_published_locale_idx" ON "_purchase_rules_v" USING btree ("published_locale");
  CREATE INDEX "_purchase_rules_v_latest_idx" ON "_purchase_rules_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_purchase_rules_v_locales_locale_parent_id_unique" ON "_purchase_rules_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_photo_idx" ON "testimonials" USING btree ("photo_id");
  CREATE INDEX "testimonials_order_idx" ON "testimonials" USING btree ("order");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_photo_idx" ON "_testimonials_v" USING btree ("version_photo_id");
  CREATE INDEX "_testimonials_v_version_version_order_idx" ON "_testimonials_v" USING btree ("version_order");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "packages_features_order_idx" ON "packages_features" USING btree ("_order");
  CREATE INDEX "packages_features_parent_id_idx" ON "packages_features" USING btree ("_parent_id");
  CREATE INDEX "packages_features_locale_idx" ON "packages_features" USING btree ("_locale");
  CREATE INDEX "packages_order_idx" ON "packages" USING btree ("order");
  CREATE INDEX "packages_updated_at_idx" ON "packages" USING btree ("updated_at");
  CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");
  CREATE INDEX "packages__status_idx" ON "packages" USING btree ("_status");
  CREATE UNIQUE INDEX "packages_locales_locale_parent_id_unique" ON "packages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_packages_v_version_features_order_idx" ON "_packages_v_version_features" USING btree ("_order");
  CREATE INDEX "_packages_v_version_features_parent_id_idx" ON "_packages_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_packages_v_version_features_locale_idx" ON "_packages_v_version_features" USING btree ("_locale");
  CREATE INDEX "_packages_v_parent_idx" ON "_packages_v" USING btree ("parent_id");
  CREATE INDEX "_packages_v_version_version_order_idx" ON "_packages_v" USING btree ("version_order");
  CREATE INDEX "_packages_v_version_version_updated_at_idx" ON "_packages_v" USING btree ("version_updated_at");
  CREATE INDEX "_packages_v_version_version_created_at_idx" ON "_packages_v" USING btree ("version_created_at");
  CREATE INDEX "_packages_v_version_version__status_idx" ON "_packages_v" USING btree ("version__status");
  CREATE INDEX "_packages_v_created_at_idx" ON "_packages_v" USING btree ("created_at");
  CREATE INDEX "_packages_v_updated_at_idx" ON "_packages_v" USING btree ("updated_at");
  CREATE INDEX "_packages_v_snapshot_idx" ON "_packages_v" USING btree ("snapshot");
  CREATE INDEX "_packages_v_published_locale_idx" ON "_packages_v" USING btree ("published_locale");
  CREATE INDEX "_packages_v_latest_idx" ON "_packages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_packages_v_locales_locale_parent_id_unique" ON "_packages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_audience_idx" ON "faq" USING btree ("audience");
  CREATE INDEX "faq_order_idx" ON "faq" USING btree ("order");
  CREATE INDEX "faq_updated_at_idx" ON "faq" USING btree ("updated_at");
  CREATE INDEX "faq_created_at_idx" ON "faq" USING btree ("created_at");
  CREATE INDEX "faq__status_idx" ON "faq" USING btree ("_status");
  CREATE UNIQUE INDEX "faq_locales_locale_parent_id_unique" ON "faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_v_parent_idx" ON "_faq_v" USING btree ("parent_id");
  CREATE INDEX "_faq_v_version_version_audience_idx" ON "_faq_v" USING btree ("version_audience");
  CREATE INDEX "_faq_v_version_version_order_idx" ON "_faq_v" USING btree ("version_order");
  CREATE INDEX "_faq_v_version_version_updated_at_idx" ON "_faq_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_v_version_version_created_at_idx" ON "_faq_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_v_version_version__status_idx" ON "_faq_v" USING btree ("version__status");
  CREATE INDEX "_faq_v_created_at_idx" ON "_faq_v" USING btree ("created_at");
  CREATE INDEX "_faq_v_updated_at_idx" ON "_faq_v" USING btree ("updated_at");
  CREATE INDEX "_faq_v_snapshot_idx" ON "_faq_v" USING btree ("snapshot");
  CREATE INDEX "_faq_v_published_locale_idx" ON "_faq_v" USING btree ("published_locale");
  CREATE INDEX "_faq_v_latest_idx" ON "_faq_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_faq_v_locales_locale_parent_id_unique" ON "_faq_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_photo_idx" ON "team" USING btree ("photo_id");
  CREATE INDEX "team_order_idx" ON "team" USING btree ("order");
  CREATE INDEX "team_updated_at_idx" ON "team" USING btree ("updated_at");
  CREATE INDEX "team_created_at_idx" ON "team" USING btree ("created_at");
  CREATE INDEX "team__status_idx" ON "team" USING btree ("_status");
  CREATE UNIQUE INDEX "team_locales_locale_parent_id_unique" ON "team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_team_v_parent_idx" ON "_team_v" USING btree ("parent_id");
  CREATE INDEX "_team_v_version_version_photo_idx" ON "_team_v" USING btree ("version_photo_id");
  CREATE INDEX "_team_v_version_version_order_idx" ON "_team_v" USING btree ("version_order");
  CREATE INDEX "_team_v_version_version_updated_at_idx" ON "_team_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_v_version_version_created_at_idx" ON "_team_v" USING btree ("version_created_at");
  CREATE INDEX "_team_v_version_version__status_idx" ON "_team_v" USING btree ("version__status");
  CREATE INDEX "_team_v_created_at_idx" ON "_team_v" USING btree ("created_at");
  CREATE INDEX "_team_v_updated_at_idx" ON "_team_v" USING btree ("updated_at");
  CREATE INDEX "_team_v_snapshot_idx" ON "_team_v" USING btree ("snapshot");
  CREATE INDEX "_team_v_published_locale_idx" ON "_team_v" USING btree ("published_locale");
  CREATE INDEX "_team_v_latest_idx" ON "_team_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_team_v_locales_locale_parent_id_unique" ON "_team_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "posts_url_idx" ON "posts" USING btree ("url");
  CREATE INDEX "posts_cover_idx" ON "posts" USING btree ("cover_id");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category_id");
  CREATE INDEX "posts_fixed_idx" ON "posts" USING btree ("fixed");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_rels_order_idx" ON "posts_rels" USING btree ("order");
  CREATE INDEX "posts_rels_parent_idx" ON "posts_rels" USING btree ("parent_id");
  CREATE INDEX "posts_rels_path_idx" ON "posts_rels" USING btree ("path");
  CREATE INDEX "posts_rels_tags_id_idx" ON "posts_rels" USING btree ("tags_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_url_idx" ON "_posts_v" USING btree ("version_url");
  CREATE INDEX "_posts_v_version_version_cover_idx" ON "_posts_v" USING btree ("version_cover_id");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category_id");
  CREATE INDEX "_posts_v_version_version_fixed_idx" ON "_posts_v" USING btree ("version_fixed");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_rels_order_idx" ON "_posts_v_rels" USING btree ("order");
  CREATE INDEX "_posts_v_rels_parent_idx" ON "_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_posts_v_rels_path_idx" ON "_posts_v_rels" USING btree ("path");
  CREATE INDEX "_posts_v_rels_tags_id_idx" ON "_posts_v_rels" USING btree ("tags_id");
  CREATE UNIQUE INDEX "post_categories_slug_idx" ON "post_categories" USING btree ("slug");
  CREATE INDEX "post_categories_updated_at_idx" ON "post_categories" USING btree ("updated_at");
  CREATE INDEX "post_categories_created_at_idx" ON "post_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "post_categories_locales_locale_parent_id_unique" ON "post_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "tags_locales_locale_parent_id_unique" ON "tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "positions_updated_at_idx" ON "positions" USING btree ("updated_at");
  CREATE INDEX "positions_created_at_idx" ON "positions" USING btree ("created_at");
  CREATE INDEX "positions__status_idx" ON "positions" USING btree ("_status");
  CREATE UNIQUE INDEX "positions_locales_locale_parent_id_unique" ON "positions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_positions_v_parent_idx" ON "_positions_v" USING btree ("parent_id");
  CREATE INDEX "_positions_v_version_version_updated_at_idx" ON "_positions_v" USING btree ("version_updated_at");
  CREATE INDEX "_positions_v_version_version_created_at_idx" ON "_positions_v" USING btree ("version_created_at");
  CREATE INDEX "_positions_v_version_version__status_idx" ON "_positions_v" USING btree ("version__status");
  CREATE INDEX "_positions_v_created_at_idx" ON "_positions_v" USING btree ("created_at");
  CREATE INDEX "_positions_v_updated_at_idx" ON "_positions_v" USING btree ("updated_at");
  CREATE INDEX "_positions_v_snapshot_idx" ON "_positions_v" USING btree ("snapshot");
  CREATE INDEX "_positions_v_published_locale_idx" ON "_positions_v" USING btree ("published_locale");
  CREATE INDEX "_positions_v_latest_idx" ON "_positions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_positions_v_locales_locale_parent_id_unique" ON "_positions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landing_pages_blocks_hero_order_idx" ON "landing_pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_hero_parent_id_idx" ON "landing_pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_hero_path_idx" ON "landing_pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_hero_locale_idx" ON "landing_pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_features_items_order_idx" ON "landing_pages_blocks_features_items" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_features_items_parent_id_idx" ON "landing_pages_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_features_items_locale_idx" ON "landing_pages_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_features_order_idx" ON "landing_pages_blocks_features" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_features_parent_id_idx" ON "landing_pages_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_features_path_idx" ON "landing_pages_blocks_features" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_features_locale_idx" ON "landing_pages_blocks_features" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_stats_items_order_idx" ON "landing_pages_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_stats_items_parent_id_idx" ON "landing_pages_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_stats_items_locale_idx" ON "landing_pages_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_stats_order_idx" ON "landing_pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_stats_parent_id_idx" ON "landing_pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_stats_path_idx" ON "landing_pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_stats_locale_idx" ON "landing_pages_blocks_stats" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_cta_order_idx" ON "landing_pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_cta_parent_id_idx" ON "landing_pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_cta_path_idx" ON "landing_pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_cta_locale_idx" ON "landing_pages_blocks_cta" USING btree ("_locale");
  CREATE UNIQUE INDEX "landing_pages_slug_idx" ON "landing_pages" USING btree ("slug");
  CREATE INDEX "landing_pages_updated_at_idx" ON "landing_pages" USING btree ("updated_at");
  CREATE INDEX "landing_pages_created_at_idx" ON "landing_pages" USING btree ("created_at");
  CREATE INDEX "landing_pages__status_idx" ON "landing_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "landing_pages_locales_locale_parent_id_unique" ON "landing_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_hero_order_idx" ON "_landing_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_hero_parent_id_idx" ON "_landing_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_hero_path_idx" ON "_landing_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_hero_locale_idx" ON "_landing_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_features_items_order_idx" ON "_landing_pages_v_blocks_features_items" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_features_items_parent_id_idx" ON "_landing_pages_v_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_features_items_locale_idx" ON "_landing_pages_v_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_features_order_idx" ON "_landing_pages_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_features_parent_id_idx" ON "_landing_pages_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_features_path_idx" ON "_landing_pages_v_blocks_features" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_features_locale_idx" ON "_landing_pages_v_blocks_features" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_stats_items_order_idx" ON "_landing_pages_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_stats_items_parent_id_idx" ON "_landing_pages_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_stats_items_locale_idx" ON "_landing_pages_v_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_stats_order_idx" ON "_landing_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_stats_parent_id_idx" ON "_landing_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_stats_path_idx" ON "_landing_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_stats_locale_idx" ON "_landing_pages_v_blocks_stats" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_cta_order_idx" ON "_landing_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_cta_parent_id_idx" ON "_landing_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_cta_path_idx" ON "_landing_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_cta_locale_idx" ON "_landing_pages_v_blocks_cta" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_parent_idx" ON "_landing_pages_v" USING btree ("parent_id");
  CREATE INDEX "_landing_pages_v_version_version_slug_idx" ON "_landing_pages_v" USING btree ("version_slug");
  CREATE INDEX "_landing_pages_v_version_version_updated_at_idx" ON "_landing_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_landing_pages_v_version_version_created_at_idx" ON "_landing_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_landing_pages_v_version_version__status_idx" ON "_landing_pages_v" USING btree ("version__status");
  CREATE INDEX "_landing_pages_v_created_at_idx" ON "_landing_pages_v" USING btree ("created_at");
  CREATE INDEX "_landing_pages_v_updated_at_idx" ON "_landing_pages_v" USING btree ("updated_at");
  CREATE INDEX "_landing_pages_v_snapshot_idx" ON "_landing_pages_v" USING btree ("snapshot");
  CREATE INDEX "_landing_pages_v_published_locale_idx" ON "_landing_pages_v" USING btree ("published_locale");
  CREATE INDEX "_landing_pages_v_latest_idx" ON "_landing_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_landing_pages_v_locales_locale_parent_id_unique" ON "_landing_pages_v_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "orders_delivery_delivery_state_idx" ON "orders" USING btree ("delivery_state");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "stations_ocpi_id_idx" ON "stations" USING btree ("ocpi_id");
  CREATE INDEX "stations_latitude_idx" ON "stations" USING btree ("latitude");
  CREATE INDEX "stations_longitude_idx" ON "stations" USING btree ("longitude");
  CREATE INDEX "stations_type_idx" ON "stations" USING btree ("type");
  CREATE INDEX "stations_app_users_only_idx" ON "stations" USING btree ("app_users_only");
  CREATE INDEX "stations_publish_idx" ON "stations" USING btree ("publish");
  CREATE INDEX "stations_max_power_kw_idx" ON "stations" USING btree ("max_power_kw");
  CREATE INDEX "stations_power_band_idx" ON "stations" USING btree ("power_band");
  CREATE INDEX "stations_status_summary_idx" ON "stations" USING btree ("status_summary");
  CREATE INDEX "stations_connector_standards_idx" ON "stations" USING btree ("connector_standards");
  CREATE INDEX "stations_updated_at_idx" ON "stations" USING btree ("updated_at");
  CREATE INDEX "stations_created_at_idx" ON "stations" USING btree ("created_at");
  CREATE INDEX "station_comments_station_idx" ON "station_comments" USING btree ("station_id");
  CREATE INDEX "station_comments_approved_idx" ON "station_comments" USING btree ("approved");
  CREATE INDEX "station_comments_updated_at_idx" ON "station_comments" USING btree ("updated_at");
  CREATE INDEX "station_comments_created_at_idx" ON "station_comments" USING btree ("created_at");
  CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state");
  CREATE INDEX "payments_station_id_idx" ON "payments" USING btree ("station_id");
  CREATE INDEX "payments_session_key_idx" ON "payments" USING btree ("session_key");
  CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");
  CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "leads_interest_idx" ON "leads" USING btree ("interest");
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_country_idx" ON "leads" USING btree ("country");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_delivery_delivery_state_idx" ON "leads" USING btree ("delivery_state");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "partner_requests_email_idx" ON "partner_requests" USING btree ("email");
  CREATE INDEX "partner_requests_phone_idx" ON "partner_requests" USING btree ("phone");
  CREATE INDEX "partner_requests_interest_idx" ON "partner_requests" USING btree ("interest");
  CREATE INDEX "partner_requests_status_idx" ON "partner_requests" USING btree ("status");
  CREATE INDEX "partner_requests_delivery_delivery_state_idx" ON "partner_requests" USING btree ("delivery_state");
  CREATE INDEX "partner_requests_updated_at_idx" ON "partner_requests" USING btree ("updated_at");
  CREATE INDEX "partner_requests_created_at_idx" ON "partner_requests" USING btree ("created_at");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_delivery_delivery_state_idx" ON "contact_messages" USING btree ("delivery_state");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "job_applications_position_idx" ON "job_applications" USING btree ("position");
  CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("email");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_delivery_delivery_state_idx" ON "job_applications" USING btree ("delivery_state");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_delivery_delivery_state_idx" ON "newsletter_subscribers" USING btree ("delivery_state");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "deletion_requests_phone_idx" ON "deletion_requests" USING btree ("phone");
  CREATE INDEX "deletion_requests_status_idx" ON "deletion_requests" USING btree ("status");
  CREATE INDEX "deletion_requests_delivery_delivery_state_idx" ON "deletion_requests" USING btree ("delivery_state");
  CREATE INDEX "deletion_requests_updated_at_idx" ON "deletion_requests" USING btree ("updated_at");
  CREATE INDEX "deletion_requests_created_at_idx" ON "deletion_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_content_dictionary_values__idx" ON "payload_locked_documents_rels" USING btree ("content_dictionary_values_id");
  CREATE INDEX "payload_locked_documents_rels_partner_slides_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_slides_id");
  CREATE INDEX "payload_locked_documents_rels_purchase_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("purchase_rules_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("packages_id");
  CREATE INDEX "payload_locked_documents_rels_faq_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_id");
  CREATE INDEX "payload_locked_documents_rels_team_id_idx" ON "payload_locked_documents_rels" USING btree ("team_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_post_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("post_categories_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("positions_id");
  CREATE INDEX "payload_locked_documents_rels_landing_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("landing_pages_id");
  CREATE INDEX "payload_locked_documents_rels_markets_id_idx" ON "payload_locked_documents_rels" USING btree ("markets_id");
  CREATE INDEX "payload_locked_documents_rels_goods_id_idx" ON "payload_locked_documents_rels" USING btree ("goods_id");
  CREATE INDEX "payload_locked_documents_rels_shop_slides_id_idx" ON "payload_locked_documents_rels" USING btree ("shop_slides_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_stations_id_idx" ON "payload_locked_documents_rels" USING btree ("stations_id");
  CREATE INDEX "payload_locked_documents_rels_station_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("station_comments_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_partner_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_requests_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_deletion_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("deletion_requests_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "privacy_policy_locales_locale_parent_id_unique" ON "privacy_policy_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "public_agreement_locales_locale_parent_id_unique" ON "public_agreement_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "content_dictionary_values" CASCADE;
  DROP TABLE "partner_slides" CASCADE;
  DROP TABLE "partner_slides_locales" CASCADE;
  DROP TABLE "_partner_slides_v" CASCADE;
  DROP TABLE "_partner_slides_v_locales" CASCADE;
  DROP TABLE "purchase_rules" CASCADE;
  DROP TABLE "purchase_rules_locales" CASCADE;
  DROP TABLE "_purchase_rules_v" CASCADE;
  DROP TABLE "_purchase_rules_v_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_testimonials_v_locales" CASCADE;
  DROP TABLE "packages_features" CASCADE;
  DROP TABLE "packages" CASCADE;
  DROP TABLE "packages_locales" CASCADE;
  DROP TABLE "_packages_v_version_features" CASCADE;
  DROP TABLE "_packages_v" CASCADE;
  DROP TABLE "_packages_v_locales" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "faq_locales" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "_faq_v_locales" CASCADE;
  DROP TABLE "team" CASCADE;
  DROP TABLE "team_locales" CASCADE;
  DROP TABLE "_team_v" CASCADE;
  DROP TABLE "_team_v_locales" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "posts_rels" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "_posts_v_rels" CASCADE;
  DROP TABLE "post_categories" CASCADE;
  DROP TABLE "post_categories_locales" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tags_locales" CASCADE;
  DROP TABLE "positions" CASCADE;
  DROP TABLE "positions_locales" CASCADE;
  DROP TABLE "_positions_v" CASCADE;
  DROP TABLE "_positions_v_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_hero" CASCADE;
  DROP TABLE "landing_pages_blocks_features_items" CASCADE;
  DROP TABLE "landing_pages_blocks_features" CASCADE;
  DROP TABLE "landing_pages_blocks_stats_items" CASCADE;
  DROP TABLE "landing_pages_blocks_stats" CASCADE;
  DROP TABLE "landing_pages_blocks_cta" CASCADE;
  DROP TABLE "landing_pages" CASCADE;
  DROP TABLE "landing_pages_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_features_items" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_features" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_stats_items" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_landing_pages_v" CASCADE;
  DROP TABLE "_landing_pages_v_locales" CASCADE;
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
  DROP TABLE "stations" CASCADE;
  DROP TABLE "station_comments" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "partner_requests" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "deletion_requests" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "privacy_policy" CASCADE;
  DROP TABLE "privacy_policy_locales" CASCADE;
  DROP TABLE "public_agreement" CASCADE;
  DROP TABLE "public_agreement_locales" CASCADE;
  DROP TABLE "impact_data" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_partner_slides_status";
  DROP TYPE "public"."enum__partner_slides_v_version_status";
  DROP TYPE "public"."enum__partner_slides_v_published_locale";
  DROP TYPE "public"."enum_purchase_rules_status";
  DROP TYPE "public"."enum__purchase_rules_v_version_status";
  DROP TYPE "public"."enum__purchase_rules_v_published_locale";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum__testimonials_v_published_locale";
  DROP TYPE "public"."enum_packages_status";
  DROP TYPE "public"."enum__packages_v_version_status";
  DROP TYPE "public"."enum__packages_v_published_locale";
  DROP TYPE "public"."enum_faq_audience";
  DROP TYPE "public"."enum_faq_status";
  DROP TYPE "public"."enum__faq_v_version_audience";
  DROP TYPE "public"."enum__faq_v_version_status";
  DROP TYPE "public"."enum__faq_v_published_locale";
  DROP TYPE "public"."enum_team_status";
  DROP TYPE "public"."enum__team_v_version_status";
  DROP TYPE "public"."enum__team_v_published_locale";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_positions_employment";
  DROP TYPE "public"."enum_positions_status";
  DROP TYPE "public"."enum__positions_v_version_employment";
  DROP TYPE "public"."enum__positions_v_version_status";
  DROP TYPE "public"."enum__positions_v_published_locale";
  DROP TYPE "public"."enum_landing_pages_status";
  DROP TYPE "public"."enum__landing_pages_v_version_status";
  DROP TYPE "public"."enum__landing_pages_v_published_locale";
  DROP TYPE "public"."enum_markets_locale_codes";
  DROP TYPE "public"."enum_goods_category";
  DROP TYPE "public"."enum_goods_kind";
  DROP TYPE "public"."enum_goods_availability";
  DROP TYPE "public"."enum_goods_attributes_phase";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_fulfilment";
  DROP TYPE "public"."enum_orders_delivery_state";
  DROP TYPE "public"."enum_stations_type";
  DROP TYPE "public"."enum_stations_currency";
  DROP TYPE "public"."enum_stations_power_band";
  DROP TYPE "public"."enum_stations_status_summary";
  DROP TYPE "public"."enum_payments_state";
  DROP TYPE "public"."enum_payments_failure_reason";
  DROP TYPE "public"."enum_payments_provider";
  DROP TYPE "public"."enum_leads_interest";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_delivery_state";
  DROP TYPE "public"."enum_partner_requests_interest";
  DROP TYPE "public"."enum_partner_requests_status";
  DROP TYPE "public"."enum_partner_requests_delivery_state";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_contact_messages_delivery_state";
  DROP TYPE "public"."enum_job_applications_status";
  DROP TYPE "public"."enum_job_applications_delivery_state";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_newsletter_subscribers_delivery_state";
  DROP TYPE "public"."enum_deletion_requests_status";
  DROP TYPE "public"."enum_deletion_requests_delivery_state";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_social_links_network";`)
}
