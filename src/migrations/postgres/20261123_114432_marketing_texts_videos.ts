import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TABLE "videos" (
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
  	"focal_y" numeric
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_features_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_chips_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"call_label" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_impact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"co2_label" varchar,
  	"trees_label" varchar,
  	"updated_label" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"count" numeric DEFAULT 3,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_features_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_chips_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"call_label" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_impact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"co2_label" varchar,
  	"trees_label" varchar,
  	"updated_label" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"count" numeric DEFAULT 3,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_hero_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"duration" varchar,
  	"poster_id" integer,
  	"video_id" integer
  );
  
  CREATE TABLE "home_page_hero_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "home_page_blocks_features_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "home_page_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"figures_heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "home_page_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_chips_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_page_blocks_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"call_label" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_impact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"co2_label" varchar,
  	"trees_label" varchar,
  	"updated_label" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"count" numeric DEFAULT 3,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_primary_href" varchar,
  	"hero_secondary_href" varchar,
  	"_status" "enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_locales" (
  	"hero_title" varchar,
  	"hero_eyebrow" varchar,
  	"hero_pitch" varchar,
  	"hero_primary_label" varchar,
  	"hero_secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_hero_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"duration" varchar,
  	"poster_id" integer,
  	"video_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_hero_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_features_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"figures_heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_chips_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_support" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"call_label" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_impact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"co2_label" varchar,
  	"trees_label" varchar,
  	"updated_label" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_latest_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"count" numeric DEFAULT 3,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"shaded" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_primary_href" varchar,
  	"version_hero_secondary_href" varchar,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_pitch" varchar,
  	"version_hero_primary_label" varchar,
  	"version_hero_secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_page_headings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_page_headings_locales" (
  	"business_heading" varchar,
  	"business_intro" varchar,
  	"ev_drivers_heading" varchar,
  	"ev_drivers_intro" varchar,
  	"partnership_heading" varchar,
  	"partnership_intro" varchar,
  	"mobile_banner_heading" varchar,
  	"mobile_banner_intro" varchar,
  	"form_heading" varchar,
  	"form_intro" varchar,
  	"about_us_heading" varchar,
  	"about_us_intro" varchar,
  	"contact_heading" varchar,
  	"contact_intro" varchar,
  	"invite_friend_heading" varchar,
  	"invite_friend_intro" varchar,
  	"delete_account_heading" varchar,
  	"delete_account_intro" varchar,
  	"readme_oss_heading" varchar,
  	"readme_oss_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_business" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_business_locales" (
  	"offering_heading" varchar,
  	"sectors_heading" varchar,
  	"migration_heading" varchar,
  	"faq_heading" varchar,
  	"form_heading" varchar,
  	"form_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_drivers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_drivers_locales" (
  	"benefits_heading" varchar,
  	"steps_heading" varchar,
  	"steps_find" varchar,
  	"steps_book" varchar,
  	"steps_charge" varchar,
  	"steps_earn" varchar,
  	"bonus_heading" varchar,
  	"bonus_text" varchar,
  	"faq_heading" varchar,
  	"app_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_partnership" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_partnership_locales" (
  	"slides_heading" varchar,
  	"packages_heading" varchar,
  	"per_month" varchar,
  	"on_request" varchar,
  	"recommended" varchar,
  	"faq_heading" varchar,
  	"cta_heading" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_partner_form" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_partner_form_locales" (
  	"next_heading" varchar,
  	"next_reply" varchar,
  	"next_call" varchar,
  	"next_offer" varchar,
  	"form_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_about_locales" (
  	"story_heading" varchar,
  	"story" varchar,
  	"mission_heading" varchar,
  	"mission" varchar,
  	"team_heading" varchar,
  	"careers_heading" varchar,
  	"careers_intro" varchar,
  	"no_positions" varchar,
  	"employment_contract" varchar,
  	"apply_heading" varchar,
  	"apply_intro" varchar,
  	"apply" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_contact_locales" (
  	"details_heading" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"sales" varchar,
  	"address" varchar,
  	"form_heading" varchar,
  	"form_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_invite" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_invite_locales" (
  	"how_heading" varchar,
  	"steps_share" varchar,
  	"steps_join" varchar,
  	"steps_earn" varchar,
  	"bonus_heading" varchar,
  	"bonus_text" varchar,
  	"app_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_delete" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_delete_locales" (
  	"how_heading" varchar,
  	"how" varchar,
  	"conditions_heading" varchar,
  	"conditions_intro" varchar,
  	"conditions_payments" varchar,
  	"conditions_sessions" varchar,
  	"conditions_reservations" varchar,
  	"retention_heading" varchar,
  	"retention" varchar,
  	"support" varchar,
  	"form_heading" varchar,
  	"form_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_banner" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_legal" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_legal_locales" (
  	"effective" varchar,
  	"empty" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_oss" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_oss_locales" (
  	"summary" varchar,
  	"package" varchar,
  	"version" varchar,
  	"licence" varchar,
  	"show_text" varchar,
  	"generated" varchar,
  	"missing" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_common" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_common_locales" (
  	"book_in_app" varchar,
  	"for_business" varchar,
  	"talk_to_sales" varchar,
  	"become_partner" varchar,
  	"app_store" varchar,
  	"google_play" varchar,
  	"app_only" varchar,
  	"form_slot" varchar,
  	"close" varchar,
  	"learn_more" varchar,
  	"preview" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_cards_locales" (
  	"platform_intro" varchar,
  	"offering_back_office_title" varchar,
  	"offering_back_office_text" varchar,
  	"offering_reservations_title" varchar,
  	"offering_reservations_text" varchar,
  	"offering_billing_title" varchar,
  	"offering_billing_text" varchar,
  	"offering_marketing_title" varchar,
  	"offering_marketing_text" varchar,
  	"offering_white_label_title" varchar,
  	"offering_white_label_text" varchar,
  	"offering_api_title" varchar,
  	"offering_api_text" varchar,
  	"offering_roaming_title" varchar,
  	"offering_roaming_text" varchar,
  	"offering_terminals_title" varchar,
  	"offering_terminals_text" varchar,
  	"offering_analytics_title" varchar,
  	"offering_analytics_text" varchar,
  	"kpi_heading" varchar,
  	"kpis_uptime_value" varchar,
  	"kpis_uptime_label" varchar,
  	"kpis_activity_value" varchar,
  	"kpis_activity_label" varchar,
  	"kpis_payback_value" varchar,
  	"kpis_payback_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_more_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_more_cards_locales" (
  	"sectors_cpo" varchar,
  	"sectors_workplaces" varchar,
  	"sectors_fleet" varchar,
  	"sectors_hospitality" varchar,
  	"sectors_residential" varchar,
  	"sectors_shopping" varchar,
  	"sectors_gas" varchar,
  	"sectors_dealerships" varchar,
  	"migration_hardware_title" varchar,
  	"migration_hardware_text" varchar,
  	"migration_simple_title" varchar,
  	"migration_simple_text" varchar,
  	"migration_ux_title" varchar,
  	"migration_ux_text" varchar,
  	"migration_scalability_title" varchar,
  	"migration_scalability_text" varchar,
  	"migration_support_title" varchar,
  	"migration_support_text" varchar,
  	"drivers_booking_title" varchar,
  	"drivers_booking_text" varchar,
  	"drivers_wallet_title" varchar,
  	"drivers_wallet_text" varchar,
  	"drivers_bonus_title" varchar,
  	"drivers_bonus_text" varchar,
  	"drivers_route_title" varchar,
  	"drivers_route_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "landing_pages_blocks_hero" ADD COLUMN "anchor" varchar;
  ALTER TABLE "landing_pages_blocks_hero" ADD COLUMN "shaded" boolean;
  ALTER TABLE "landing_pages_blocks_features" ADD COLUMN "intro" varchar;
  ALTER TABLE "landing_pages_blocks_features" ADD COLUMN "figures_heading" varchar;
  ALTER TABLE "landing_pages_blocks_features" ADD COLUMN "anchor" varchar;
  ALTER TABLE "landing_pages_blocks_features" ADD COLUMN "shaded" boolean;
  ALTER TABLE "landing_pages_blocks_stats" ADD COLUMN "anchor" varchar;
  ALTER TABLE "landing_pages_blocks_stats" ADD COLUMN "shaded" boolean;
  ALTER TABLE "landing_pages_blocks_cta" ADD COLUMN "anchor" varchar;
  ALTER TABLE "landing_pages_blocks_cta" ADD COLUMN "shaded" boolean;
  ALTER TABLE "_landing_pages_v_blocks_hero" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_landing_pages_v_blocks_hero" ADD COLUMN "shaded" boolean;
  ALTER TABLE "_landing_pages_v_blocks_features" ADD COLUMN "intro" varchar;
  ALTER TABLE "_landing_pages_v_blocks_features" ADD COLUMN "figures_heading" varchar;
  ALTER TABLE "_landing_pages_v_blocks_features" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_landing_pages_v_blocks_features" ADD COLUMN "shaded" boolean;
  ALTER TABLE "_landing_pages_v_blocks_stats" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_landing_pages_v_blocks_stats" ADD COLUMN "shaded" boolean;
  ALTER TABLE "_landing_pages_v_blocks_cta" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_landing_pages_v_blocks_cta" ADD COLUMN "shaded" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_features_figures" ADD CONSTRAINT "landing_pages_blocks_features_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_chips_items" ADD CONSTRAINT "landing_pages_blocks_chips_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_chips" ADD CONSTRAINT "landing_pages_blocks_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_testimonials" ADD CONSTRAINT "landing_pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_support" ADD CONSTRAINT "landing_pages_blocks_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_impact" ADD CONSTRAINT "landing_pages_blocks_impact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_latest_news" ADD CONSTRAINT "landing_pages_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_lead_form" ADD CONSTRAINT "landing_pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_features_figures" ADD CONSTRAINT "_landing_pages_v_blocks_features_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_chips_items" ADD CONSTRAINT "_landing_pages_v_blocks_chips_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_chips" ADD CONSTRAINT "_landing_pages_v_blocks_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_testimonials" ADD CONSTRAINT "_landing_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_support" ADD CONSTRAINT "_landing_pages_v_blocks_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_impact" ADD CONSTRAINT "_landing_pages_v_blocks_impact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_latest_news" ADD CONSTRAINT "_landing_pages_v_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_lead_form" ADD CONSTRAINT "_landing_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_videos" ADD CONSTRAINT "home_page_hero_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_hero_videos" ADD CONSTRAINT "home_page_hero_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_hero_videos" ADD CONSTRAINT "home_page_hero_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_videos_locales" ADD CONSTRAINT "home_page_hero_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_hero_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_hero" ADD CONSTRAINT "home_page_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_features_items" ADD CONSTRAINT "home_page_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_features_figures" ADD CONSTRAINT "home_page_blocks_features_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_features" ADD CONSTRAINT "home_page_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_stats_items" ADD CONSTRAINT "home_page_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_stats" ADD CONSTRAINT "home_page_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_chips_items" ADD CONSTRAINT "home_page_blocks_chips_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_chips" ADD CONSTRAINT "home_page_blocks_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_cta" ADD CONSTRAINT "home_page_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_testimonials" ADD CONSTRAINT "home_page_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_support" ADD CONSTRAINT "home_page_blocks_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_impact" ADD CONSTRAINT "home_page_blocks_impact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_latest_news" ADD CONSTRAINT "home_page_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_lead_form" ADD CONSTRAINT "home_page_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_videos" ADD CONSTRAINT "_home_page_v_version_hero_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_videos" ADD CONSTRAINT "_home_page_v_version_hero_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_videos" ADD CONSTRAINT "_home_page_v_version_hero_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_videos_locales" ADD CONSTRAINT "_home_page_v_version_hero_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_hero_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_hero" ADD CONSTRAINT "_home_page_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_features_items" ADD CONSTRAINT "_home_page_v_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_features_figures" ADD CONSTRAINT "_home_page_v_blocks_features_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_features" ADD CONSTRAINT "_home_page_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_stats_items" ADD CONSTRAINT "_home_page_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_stats" ADD CONSTRAINT "_home_page_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_chips_items" ADD CONSTRAINT "_home_page_v_blocks_chips_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_chips" ADD CONSTRAINT "_home_page_v_blocks_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_cta" ADD CONSTRAINT "_home_page_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_testimonials" ADD CONSTRAINT "_home_page_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_support" ADD CONSTRAINT "_home_page_v_blocks_support_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_impact" ADD CONSTRAINT "_home_page_v_blocks_impact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_latest_news" ADD CONSTRAINT "_home_page_v_blocks_latest_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_lead_form" ADD CONSTRAINT "_home_page_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_page_headings_locales" ADD CONSTRAINT "texts_page_headings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_page_headings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_business_locales" ADD CONSTRAINT "texts_business_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_business"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_drivers_locales" ADD CONSTRAINT "texts_drivers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_partnership_locales" ADD CONSTRAINT "texts_partnership_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_partnership"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_partner_form_locales" ADD CONSTRAINT "texts_partner_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_partner_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_about_locales" ADD CONSTRAINT "texts_about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_contact_locales" ADD CONSTRAINT "texts_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_invite_locales" ADD CONSTRAINT "texts_invite_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_invite"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_delete_locales" ADD CONSTRAINT "texts_delete_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_delete"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_banner_locales" ADD CONSTRAINT "texts_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_legal_locales" ADD CONSTRAINT "texts_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_oss_locales" ADD CONSTRAINT "texts_oss_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_oss"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_common_locales" ADD CONSTRAINT "texts_common_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_common"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_cards_locales" ADD CONSTRAINT "texts_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_more_cards_locales" ADD CONSTRAINT "texts_more_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_more_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_filename_idx" ON "videos" USING btree ("filename");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landing_pages_blocks_features_figures_order_idx" ON "landing_pages_blocks_features_figures" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_features_figures_parent_id_idx" ON "landing_pages_blocks_features_figures" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_features_figures_locale_idx" ON "landing_pages_blocks_features_figures" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_chips_items_order_idx" ON "landing_pages_blocks_chips_items" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_chips_items_parent_id_idx" ON "landing_pages_blocks_chips_items" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_chips_items_locale_idx" ON "landing_pages_blocks_chips_items" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_chips_order_idx" ON "landing_pages_blocks_chips" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_chips_parent_id_idx" ON "landing_pages_blocks_chips" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_chips_path_idx" ON "landing_pages_blocks_chips" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_chips_locale_idx" ON "landing_pages_blocks_chips" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_testimonials_order_idx" ON "landing_pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_testimonials_parent_id_idx" ON "landing_pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_testimonials_path_idx" ON "landing_pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_testimonials_locale_idx" ON "landing_pages_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_support_order_idx" ON "landing_pages_blocks_support" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_support_parent_id_idx" ON "landing_pages_blocks_support" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_support_path_idx" ON "landing_pages_blocks_support" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_support_locale_idx" ON "landing_pages_blocks_support" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_impact_order_idx" ON "landing_pages_blocks_impact" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_impact_parent_id_idx" ON "landing_pages_blocks_impact" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_impact_path_idx" ON "landing_pages_blocks_impact" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_impact_locale_idx" ON "landing_pages_blocks_impact" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_latest_news_order_idx" ON "landing_pages_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_latest_news_parent_id_idx" ON "landing_pages_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_latest_news_path_idx" ON "landing_pages_blocks_latest_news" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_latest_news_locale_idx" ON "landing_pages_blocks_latest_news" USING btree ("_locale");
  CREATE INDEX "landing_pages_blocks_lead_form_order_idx" ON "landing_pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_lead_form_parent_id_idx" ON "landing_pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_lead_form_path_idx" ON "landing_pages_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_lead_form_locale_idx" ON "landing_pages_blocks_lead_form" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_features_figures_order_idx" ON "_landing_pages_v_blocks_features_figures" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_features_figures_parent_id_idx" ON "_landing_pages_v_blocks_features_figures" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_features_figures_locale_idx" ON "_landing_pages_v_blocks_features_figures" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_chips_items_order_idx" ON "_landing_pages_v_blocks_chips_items" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_chips_items_parent_id_idx" ON "_landing_pages_v_blocks_chips_items" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_chips_items_locale_idx" ON "_landing_pages_v_blocks_chips_items" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_chips_order_idx" ON "_landing_pages_v_blocks_chips" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_chips_parent_id_idx" ON "_landing_pages_v_blocks_chips" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_chips_path_idx" ON "_landing_pages_v_blocks_chips" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_chips_locale_idx" ON "_landing_pages_v_blocks_chips" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_testimonials_order_idx" ON "_landing_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_testimonials_parent_id_idx" ON "_landing_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_testimonials_path_idx" ON "_landing_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_testimonials_locale_idx" ON "_landing_pages_v_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_support_order_idx" ON "_landing_pages_v_blocks_support" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_support_parent_id_idx" ON "_landing_pages_v_blocks_support" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_support_path_idx" ON "_landing_pages_v_blocks_support" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_support_locale_idx" ON "_landing_pages_v_blocks_support" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_impact_order_idx" ON "_landing_pages_v_blocks_impact" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_impact_parent_id_idx" ON "_landing_pages_v_blocks_impact" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_impact_path_idx" ON "_landing_pages_v_blocks_impact" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_impact_locale_idx" ON "_landing_pages_v_blocks_impact" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_latest_news_order_idx" ON "_landing_pages_v_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_latest_news_parent_id_idx" ON "_landing_pages_v_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_latest_news_path_idx" ON "_landing_pages_v_blocks_latest_news" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_latest_news_locale_idx" ON "_landing_pages_v_blocks_latest_news" USING btree ("_locale");
  CREATE INDEX "_landing_pages_v_blocks_lead_form_order_idx" ON "_landing_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_lead_form_parent_id_idx" ON "_landing_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_lead_form_path_idx" ON "_landing_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_lead_form_locale_idx" ON "_landing_pages_v_blocks_lead_form" USING btree ("_locale");
  CREATE INDEX "home_page_hero_videos_order_idx" ON "home_page_hero_videos" USING btree ("_order");
  CREATE INDEX "home_page_hero_videos_parent_id_idx" ON "home_page_hero_videos" USING btree ("_parent_id");
  CREATE INDEX "home_page_hero_videos_poster_idx" ON "home_page_hero_videos" USING btree ("poster_id");
  CREATE INDEX "home_page_hero_videos_video_idx" ON "home_page_hero_videos" USING btree ("video_id");
  CREATE UNIQUE INDEX "home_page_hero_videos_locales_locale_parent_id_unique" ON "home_page_hero_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_blocks_hero_order_idx" ON "home_page_blocks_hero" USING btree ("_order");
  CREATE INDEX "home_page_blocks_hero_parent_id_idx" ON "home_page_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_hero_path_idx" ON "home_page_blocks_hero" USING btree ("_path");
  CREATE INDEX "home_page_blocks_hero_locale_idx" ON "home_page_blocks_hero" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_features_items_order_idx" ON "home_page_blocks_features_items" USING btree ("_order");
  CREATE INDEX "home_page_blocks_features_items_parent_id_idx" ON "home_page_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_features_items_locale_idx" ON "home_page_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_features_figures_order_idx" ON "home_page_blocks_features_figures" USING btree ("_order");
  CREATE INDEX "home_page_blocks_features_figures_parent_id_idx" ON "home_page_blocks_features_figures" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_features_figures_locale_idx" ON "home_page_blocks_features_figures" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_features_order_idx" ON "home_page_blocks_features" USING btree ("_order");
  CREATE INDEX "home_page_blocks_features_parent_id_idx" ON "home_page_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_features_path_idx" ON "home_page_blocks_features" USING btree ("_path");
  CREATE INDEX "home_page_blocks_features_locale_idx" ON "home_page_blocks_features" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_stats_items_order_idx" ON "home_page_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "home_page_blocks_stats_items_parent_id_idx" ON "home_page_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_stats_items_locale_idx" ON "home_page_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_stats_order_idx" ON "home_page_blocks_stats" USING btree ("_order");
  CREATE INDEX "home_page_blocks_stats_parent_id_idx" ON "home_page_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_stats_path_idx" ON "home_page_blocks_stats" USING btree ("_path");
  CREATE INDEX "home_page_blocks_stats_locale_idx" ON "home_page_blocks_stats" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_chips_items_order_idx" ON "home_page_blocks_chips_items" USING btree ("_order");
  CREATE INDEX "home_page_blocks_chips_items_parent_id_idx" ON "home_page_blocks_chips_items" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_chips_items_locale_idx" ON "home_page_blocks_chips_items" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_chips_order_idx" ON "home_page_blocks_chips" USING btree ("_order");
  CREATE INDEX "home_page_blocks_chips_parent_id_idx" ON "home_page_blocks_chips" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_chips_path_idx" ON "home_page_blocks_chips" USING btree ("_path");
  CREATE INDEX "home_page_blocks_chips_locale_idx" ON "home_page_blocks_chips" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_cta_order_idx" ON "home_page_blocks_cta" USING btree ("_order");
  CREATE INDEX "home_page_blocks_cta_parent_id_idx" ON "home_page_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_cta_path_idx" ON "home_page_blocks_cta" USING btree ("_path");
  CREATE INDEX "home_page_blocks_cta_locale_idx" ON "home_page_blocks_cta" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_testimonials_order_idx" ON "home_page_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "home_page_blocks_testimonials_parent_id_idx" ON "home_page_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_testimonials_path_idx" ON "home_page_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "home_page_blocks_testimonials_locale_idx" ON "home_page_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_support_order_idx" ON "home_page_blocks_support" USING btree ("_order");
  CREATE INDEX "home_page_blocks_support_parent_id_idx" ON "home_page_blocks_support" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_support_path_idx" ON "home_page_blocks_support" USING btree ("_path");
  CREATE INDEX "home_page_blocks_support_locale_idx" ON "home_page_blocks_support" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_impact_order_idx" ON "home_page_blocks_impact" USING btree ("_order");
  CREATE INDEX "home_page_blocks_impact_parent_id_idx" ON "home_page_blocks_impact" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_impact_path_idx" ON "home_page_blocks_impact" USING btree ("_path");
  CREATE INDEX "home_page_blocks_impact_locale_idx" ON "home_page_blocks_impact" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_latest_news_order_idx" ON "home_page_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "home_page_blocks_latest_news_parent_id_idx" ON "home_page_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_latest_news_path_idx" ON "home_page_blocks_latest_news" USING btree ("_path");
  CREATE INDEX "home_page_blocks_latest_news_locale_idx" ON "home_page_blocks_latest_news" USING btree ("_locale");
  CREATE INDEX "home_page_blocks_lead_form_order_idx" ON "home_page_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "home_page_blocks_lead_form_parent_id_idx" ON "home_page_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_lead_form_path_idx" ON "home_page_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "home_page_blocks_lead_form_locale_idx" ON "home_page_blocks_lead_form" USING btree ("_locale");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_hero_videos_order_idx" ON "_home_page_v_version_hero_videos" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_videos_parent_id_idx" ON "_home_page_v_version_hero_videos" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_hero_videos_poster_idx" ON "_home_page_v_version_hero_videos" USING btree ("poster_id");
  CREATE INDEX "_home_page_v_version_hero_videos_video_idx" ON "_home_page_v_version_hero_videos" USING btree ("video_id");
  CREATE UNIQUE INDEX "_home_page_v_version_hero_videos_locales_locale_parent_id_un" ON "_home_page_v_version_hero_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_blocks_hero_order_idx" ON "_home_page_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_hero_parent_id_idx" ON "_home_page_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_hero_path_idx" ON "_home_page_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_hero_locale_idx" ON "_home_page_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_features_items_order_idx" ON "_home_page_v_blocks_features_items" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_features_items_parent_id_idx" ON "_home_page_v_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_features_items_locale_idx" ON "_home_page_v_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_features_figures_order_idx" ON "_home_page_v_blocks_features_figures" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_features_figures_parent_id_idx" ON "_home_page_v_blocks_features_figures" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_features_figures_locale_idx" ON "_home_page_v_blocks_features_figures" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_features_order_idx" ON "_home_page_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_features_parent_id_idx" ON "_home_page_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_features_path_idx" ON "_home_page_v_blocks_features" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_features_locale_idx" ON "_home_page_v_blocks_features" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_stats_items_order_idx" ON "_home_page_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_stats_items_parent_id_idx" ON "_home_page_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_stats_items_locale_idx" ON "_home_page_v_blocks_stats_items" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_stats_order_idx" ON "_home_page_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_stats_parent_id_idx" ON "_home_page_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_stats_path_idx" ON "_home_page_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_stats_locale_idx" ON "_home_page_v_blocks_stats" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_chips_items_order_idx" ON "_home_page_v_blocks_chips_items" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_chips_items_parent_id_idx" ON "_home_page_v_blocks_chips_items" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_chips_items_locale_idx" ON "_home_page_v_blocks_chips_items" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_chips_order_idx" ON "_home_page_v_blocks_chips" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_chips_parent_id_idx" ON "_home_page_v_blocks_chips" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_chips_path_idx" ON "_home_page_v_blocks_chips" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_chips_locale_idx" ON "_home_page_v_blocks_chips" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_cta_order_idx" ON "_home_page_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_cta_parent_id_idx" ON "_home_page_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_cta_path_idx" ON "_home_page_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_cta_locale_idx" ON "_home_page_v_blocks_cta" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_testimonials_order_idx" ON "_home_page_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_testimonials_parent_id_idx" ON "_home_page_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_testimonials_path_idx" ON "_home_page_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_testimonials_locale_idx" ON "_home_page_v_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_support_order_idx" ON "_home_page_v_blocks_support" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_support_parent_id_idx" ON "_home_page_v_blocks_support" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_support_path_idx" ON "_home_page_v_blocks_support" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_support_locale_idx" ON "_home_page_v_blocks_support" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_impact_order_idx" ON "_home_page_v_blocks_impact" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_impact_parent_id_idx" ON "_home_page_v_blocks_impact" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_impact_path_idx" ON "_home_page_v_blocks_impact" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_impact_locale_idx" ON "_home_page_v_blocks_impact" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_latest_news_order_idx" ON "_home_page_v_blocks_latest_news" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_latest_news_parent_id_idx" ON "_home_page_v_blocks_latest_news" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_latest_news_path_idx" ON "_home_page_v_blocks_latest_news" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_latest_news_locale_idx" ON "_home_page_v_blocks_latest_news" USING btree ("_locale");
  CREATE INDEX "_home_page_v_blocks_lead_form_order_idx" ON "_home_page_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_lead_form_parent_id_idx" ON "_home_page_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_lead_form_path_idx" ON "_home_page_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_lead_form_locale_idx" ON "_home_page_v_blocks_lead_form" USING btree ("_locale");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_page_headings_locales_locale_parent_id_unique" ON "texts_page_headings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_business_locales_locale_parent_id_unique" ON "texts_business_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_drivers_locales_locale_parent_id_unique" ON "texts_drivers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_partnership_locales_locale_parent_id_unique" ON "texts_partnership_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_partner_form_locales_locale_parent_id_unique" ON "texts_partner_form_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_about_locales_locale_parent_id_unique" ON "texts_about_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_contact_locales_locale_parent_id_unique" ON "texts_contact_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_invite_locales_locale_parent_id_unique" ON "texts_invite_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_delete_locales_locale_parent_id_unique" ON "texts_delete_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_banner_locales_locale_parent_id_unique" ON "texts_banner_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_legal_locales_locale_parent_id_unique" ON "texts_legal_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_oss_locales_locale_parent_id_unique" ON "texts_oss_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_common_locales_locale_parent_id_unique" ON "texts_common_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_cards_locales_locale_parent_id_unique" ON "texts_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_more_cards_locales_locale_parent_id_unique" ON "texts_more_cards_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_features_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_chips_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_chips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_support" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_impact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_features_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_chips_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_chips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_support" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_impact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_hero_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_hero_videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_features_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_features_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_chips_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_chips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_support" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_impact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_hero_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_hero_videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_features_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_features_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_chips_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_chips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_support" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_impact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_latest_news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_page_headings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_page_headings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_business" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_business_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_drivers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_drivers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_partnership" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_partnership_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_partner_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_partner_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_about" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_about_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_contact_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_invite" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_invite_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_delete" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_delete_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_legal" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_legal_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_oss" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_oss_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_common" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_common_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_more_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "texts_more_cards_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_features_figures" CASCADE;
  DROP TABLE "landing_pages_blocks_chips_items" CASCADE;
  DROP TABLE "landing_pages_blocks_chips" CASCADE;
  DROP TABLE "landing_pages_blocks_testimonials" CASCADE;
  DROP TABLE "landing_pages_blocks_support" CASCADE;
  DROP TABLE "landing_pages_blocks_impact" CASCADE;
  DROP TABLE "landing_pages_blocks_latest_news" CASCADE;
  DROP TABLE "landing_pages_blocks_lead_form" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_features_figures" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_chips_items" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_chips" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_support" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_impact" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_latest_news" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "home_page_hero_videos" CASCADE;
  DROP TABLE "home_page_hero_videos_locales" CASCADE;
  DROP TABLE "home_page_blocks_hero" CASCADE;
  DROP TABLE "home_page_blocks_features_items" CASCADE;
  DROP TABLE "home_page_blocks_features_figures" CASCADE;
  DROP TABLE "home_page_blocks_features" CASCADE;
  DROP TABLE "home_page_blocks_stats_items" CASCADE;
  DROP TABLE "home_page_blocks_stats" CASCADE;
  DROP TABLE "home_page_blocks_chips_items" CASCADE;
  DROP TABLE "home_page_blocks_chips" CASCADE;
  DROP TABLE "home_page_blocks_cta" CASCADE;
  DROP TABLE "home_page_blocks_testimonials" CASCADE;
  DROP TABLE "home_page_blocks_support" CASCADE;
  DROP TABLE "home_page_blocks_impact" CASCADE;
  DROP TABLE "home_page_blocks_latest_news" CASCADE;
  DROP TABLE "home_page_blocks_lead_form" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "_home_page_v_version_hero_videos" CASCADE;
  DROP TABLE "_home_page_v_version_hero_videos_locales" CASCADE;
  DROP TABLE "_home_page_v_blocks_hero" CASCADE;
  DROP TABLE "_home_page_v_blocks_features_items" CASCADE;
  DROP TABLE "_home_page_v_blocks_features_figures" CASCADE;
  DROP TABLE "_home_page_v_blocks_features" CASCADE;
  DROP TABLE "_home_page_v_blocks_stats_items" CASCADE;
  DROP TABLE "_home_page_v_blocks_stats" CASCADE;
  DROP TABLE "_home_page_v_blocks_chips_items" CASCADE;
  DROP TABLE "_home_page_v_blocks_chips" CASCADE;
  DROP TABLE "_home_page_v_blocks_cta" CASCADE;
  DROP TABLE "_home_page_v_blocks_testimonials" CASCADE;
  DROP TABLE "_home_page_v_blocks_support" CASCADE;
  DROP TABLE "_home_page_v_blocks_impact" CASCADE;
  DROP TABLE "_home_page_v_blocks_latest_news" CASCADE;
  DROP TABLE "_home_page_v_blocks_lead_form" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "texts_page_headings" CASCADE;
  DROP TABLE "texts_page_headings_locales" CASCADE;
  DROP TABLE "texts_business" CASCADE;
  DROP TABLE "texts_business_locales" CASCADE;
  DROP TABLE "texts_drivers" CASCADE;
  DROP TABLE "texts_drivers_locales" CASCADE;
  DROP TABLE "texts_partnership" CASCADE;
  DROP TABLE "texts_partnership_locales" CASCADE;
  DROP TABLE "texts_partner_form" CASCADE;
  DROP TABLE "texts_partner_form_locales" CASCADE;
  DROP TABLE "texts_about" CASCADE;
  DROP TABLE "texts_about_locales" CASCADE;
  DROP TABLE "texts_contact" CASCADE;
  DROP TABLE "texts_contact_locales" CASCADE;
  DROP TABLE "texts_invite" CASCADE;
  DROP TABLE "texts_invite_locales" CASCADE;
  DROP TABLE "texts_delete" CASCADE;
  DROP TABLE "texts_delete_locales" CASCADE;
  DROP TABLE "texts_banner" CASCADE;
  DROP TABLE "texts_banner_locales" CASCADE;
  DROP TABLE "texts_legal" CASCADE;
  DROP TABLE "texts_legal_locales" CASCADE;
  DROP TABLE "texts_oss" CASCADE;
  DROP TABLE "texts_oss_locales" CASCADE;
  DROP TABLE "texts_common" CASCADE;
  DROP TABLE "texts_common_locales" CASCADE;
  DROP TABLE "texts_cards" CASCADE;
  DROP TABLE "texts_cards_locales" CASCADE;
  DROP TABLE "texts_more_cards" CASCADE;
  DROP TABLE "texts_more_cards_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  ALTER TABLE "landing_pages_blocks_hero" DROP COLUMN "anchor";
  ALTER TABLE "landing_pages_blocks_hero" DROP COLUMN "shaded";
  ALTER TABLE "landing_pages_blocks_features" DROP COLUMN "intro";
  ALTER TABLE "landing_pages_blocks_features" DROP COLUMN "figures_heading";
  ALTER TABLE "landing_pages_blocks_features" DROP COLUMN "anchor";
  ALTER TABLE "landing_pages_blocks_features" DROP COLUMN "shaded";
  ALTER TABLE "landing_pages_blocks_stats" DROP COLUMN "anchor";
  ALTER TABLE "landing_pages_blocks_stats" DROP COLUMN "shaded";
  ALTER TABLE "landing_pages_blocks_cta" DROP COLUMN "anchor";
  ALTER TABLE "landing_pages_blocks_cta" DROP COLUMN "shaded";
  ALTER TABLE "_landing_pages_v_blocks_hero" DROP COLUMN "anchor";
  ALTER TABLE "_landing_pages_v_blocks_hero" DROP COLUMN "shaded";
  ALTER TABLE "_landing_pages_v_blocks_features" DROP COLUMN "intro";
  ALTER TABLE "_landing_pages_v_blocks_features" DROP COLUMN "figures_heading";
  ALTER TABLE "_landing_pages_v_blocks_features" DROP COLUMN "anchor";
  ALTER TABLE "_landing_pages_v_blocks_features" DROP COLUMN "shaded";
  ALTER TABLE "_landing_pages_v_blocks_stats" DROP COLUMN "anchor";
  ALTER TABLE "_landing_pages_v_blocks_stats" DROP COLUMN "shaded";
  ALTER TABLE "_landing_pages_v_blocks_cta" DROP COLUMN "anchor";
  ALTER TABLE "_landing_pages_v_blocks_cta" DROP COLUMN "shaded";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__home_page_v_published_locale";`)
}
