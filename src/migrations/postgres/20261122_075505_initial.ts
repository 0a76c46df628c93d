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
  CREATE TYPE "public"."enum_positions_employment" AS ENUM('full-time', 'part-time', 'contract');
  CREATE TYPE "public"."enum_positions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__positions_v_version_employment" AS ENUM('full-time', 'part-time', 'contract');
  CREATE TYPE "public"."enum__positions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__positions_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_landing_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_pages_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
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
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverSubmission');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverSubmission');
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
  	"positions_id" integer,
  	"landing_pages_id" integer,
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_positions_fk" FOREIGN KEY ("positions_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_landing_pages_fk" FOREIGN KEY ("landing_pages_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "payload_locked_documents_rels_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("positions_id");
  CREATE INDEX "payload_locked_documents_rels_landing_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("landing_pages_id");
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
  DROP TYPE "public"."enum_positions_employment";
  DROP TYPE "public"."enum_positions_status";
  DROP TYPE "public"."enum__positions_v_version_employment";
  DROP TYPE "public"."enum__positions_v_version_status";
  DROP TYPE "public"."enum__positions_v_published_locale";
  DROP TYPE "public"."enum_landing_pages_status";
  DROP TYPE "public"."enum__landing_pages_v_version_status";
  DROP TYPE "public"."enum__landing_pages_v_published_locale";
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
