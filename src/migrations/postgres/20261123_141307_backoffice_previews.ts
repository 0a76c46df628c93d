import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_policy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policy_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_public_agreement_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__public_agreement_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__public_agreement_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_page_headings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_page_headings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_page_headings_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_business_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_business_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_business_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_drivers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_drivers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_drivers_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_partnership_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_partnership_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_partnership_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_partner_form_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_partner_form_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_partner_form_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_about_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_contact_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_contact_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_contact_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_invite_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_invite_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_invite_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_delete_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_delete_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_delete_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_banner_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_banner_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_banner_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_legal_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_legal_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_legal_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_oss_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_oss_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_oss_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_common_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_common_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_common_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_cards_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_cards_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_cards_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TYPE "public"."enum_texts_more_cards_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_more_cards_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_more_cards_v_published_locale" AS ENUM('en', 'my', 'pt', 'ua');
  CREATE TABLE "_privacy_policy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_effective_date" timestamp(3) with time zone,
  	"version__status" "enum__privacy_policy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__privacy_policy_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_privacy_policy_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_public_agreement_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_effective_date" timestamp(3) with time zone,
  	"version__status" "enum__public_agreement_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__public_agreement_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_public_agreement_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_page_headings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_page_headings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_page_headings_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_page_headings_v_locales" (
  	"version_business_heading" varchar,
  	"version_business_intro" varchar,
  	"version_ev_drivers_heading" varchar,
  	"version_ev_drivers_intro" varchar,
  	"version_partnership_heading" varchar,
  	"version_partnership_intro" varchar,
  	"version_mobile_banner_heading" varchar,
  	"version_mobile_banner_intro" varchar,
  	"version_form_heading" varchar,
  	"version_form_intro" varchar,
  	"version_about_us_heading" varchar,
  	"version_about_us_intro" varchar,
  	"version_contact_heading" varchar,
  	"version_contact_intro" varchar,
  	"version_invite_friend_heading" varchar,
  	"version_invite_friend_intro" varchar,
  	"version_delete_account_heading" varchar,
  	"version_delete_account_intro" varchar,
  	"version_readme_oss_heading" varchar,
  	"version_readme_oss_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_business_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_business_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_business_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_business_v_locales" (
  	"version_offering_heading" varchar,
  	"version_sectors_heading" varchar,
  	"version_migration_heading" varchar,
  	"version_faq_heading" varchar,
  	"version_form_heading" varchar,
  	"version_form_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_drivers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_drivers_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_drivers_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_drivers_v_locales" (
  	"version_benefits_heading" varchar,
  	"version_steps_heading" varchar,
  	"version_steps_find" varchar,
  	"version_steps_book" varchar,
  	"version_steps_charge" varchar,
  	"version_steps_earn" varchar,
  	"version_bonus_heading" varchar,
  	"version_bonus_text" varchar,
  	"version_faq_heading" varchar,
  	"version_app_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_partnership_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_partnership_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_partnership_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_partnership_v_locales" (
  	"version_slides_heading" varchar,
  	"version_packages_heading" varchar,
  	"version_per_month" varchar,
  	"version_on_request" varchar,
  	"version_recommended" varchar,
  	"version_faq_heading" varchar,
  	"version_cta_heading" varchar,
  	"version_cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_partner_form_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_partner_form_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_partner_form_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_partner_form_v_locales" (
  	"version_next_heading" varchar,
  	"version_next_reply" varchar,
  	"version_next_call" varchar,
  	"version_next_offer" varchar,
  	"version_form_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_about_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_about_v_locales" (
  	"version_story_heading" varchar,
  	"version_story" varchar,
  	"version_mission_heading" varchar,
  	"version_mission" varchar,
  	"version_team_heading" varchar,
  	"version_careers_heading" varchar,
  	"version_careers_intro" varchar,
  	"version_no_positions" varchar,
  	"version_employment_contract" varchar,
  	"version_apply_heading" varchar,
  	"version_apply_intro" varchar,
  	"version_apply" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_contact_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_contact_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_contact_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_contact_v_locales" (
  	"version_details_heading" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_sales" varchar,
  	"version_address" varchar,
  	"version_form_heading" varchar,
  	"version_form_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_invite_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_invite_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_invite_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_invite_v_locales" (
  	"version_how_heading" varchar,
  	"version_steps_share" varchar,
  	"version_steps_join" varchar,
  	"version_steps_earn" varchar,
  	"version_bonus_heading" varchar,
  	"version_bonus_text" varchar,
  	"version_app_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_delete_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_delete_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_delete_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_delete_v_locales" (
  	"version_how_heading" varchar,
  	"version_how" varchar,
  	"version_conditions_heading" varchar,
  	"version_conditions_intro" varchar,
  	"version_conditions_payments" varchar,
  	"version_conditions_sessions" varchar,
  	"version_conditions_reservations" varchar,
  	"version_retention_heading" varchar,
  	"version_retention" varchar,
  	"version_support" varchar,
  	"version_form_heading" varchar,
  	"version_form_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_banner_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_banner_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_banner_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_banner_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_legal_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_legal_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_legal_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_legal_v_locales" (
  	"version_effective" varchar,
  	"version_empty" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_oss_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_oss_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_oss_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_oss_v_locales" (
  	"version_summary" varchar,
  	"version_package" varchar,
  	"version_version" varchar,
  	"version_licence" varchar,
  	"version_show_text" varchar,
  	"version_generated" varchar,
  	"version_missing" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_common_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_common_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_common_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_common_v_locales" (
  	"version_book_in_app" varchar,
  	"version_for_business" varchar,
  	"version_talk_to_sales" varchar,
  	"version_become_partner" varchar,
  	"version_app_store" varchar,
  	"version_google_play" varchar,
  	"version_app_only" varchar,
  	"version_form_slot" varchar,
  	"version_close" varchar,
  	"version_learn_more" varchar,
  	"version_preview" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_cards_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_cards_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_cards_v_locales" (
  	"version_platform_intro" varchar,
  	"version_offering_back_office_title" varchar,
  	"version_offering_back_office_text" varchar,
  	"version_offering_reservations_title" varchar,
  	"version_offering_reservations_text" varchar,
  	"version_offering_billing_title" varchar,
  	"version_offering_billing_text" varchar,
  	"version_offering_marketing_title" varchar,
  	"version_offering_marketing_text" varchar,
  	"version_offering_white_label_title" varchar,
  	"version_offering_white_label_text" varchar,
  	"version_offering_api_title" varchar,
  	"version_offering_api_text" varchar,
  	"version_offering_roaming_title" varchar,
  	"version_offering_roaming_text" varchar,
  	"version_offering_terminals_title" varchar,
  	"version_offering_terminals_text" varchar,
  	"version_offering_analytics_title" varchar,
  	"version_offering_analytics_text" varchar,
  	"version_kpi_heading" varchar,
  	"version_kpis_uptime_value" varchar,
  	"version_kpis_uptime_label" varchar,
  	"version_kpis_activity_value" varchar,
  	"version_kpis_activity_label" varchar,
  	"version_kpis_payback_value" varchar,
  	"version_kpis_payback_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_more_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__texts_more_cards_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_more_cards_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_more_cards_v_locales" (
  	"version_sectors_cpo" varchar,
  	"version_sectors_workplaces" varchar,
  	"version_sectors_fleet" varchar,
  	"version_sectors_hospitality" varchar,
  	"version_sectors_residential" varchar,
  	"version_sectors_shopping" varchar,
  	"version_sectors_gas" varchar,
  	"version_sectors_dealerships" varchar,
  	"version_migration_hardware_title" varchar,
  	"version_migration_hardware_text" varchar,
  	"version_migration_simple_title" varchar,
  	"version_migration_simple_text" varchar,
  	"version_migration_ux_title" varchar,
  	"version_migration_ux_text" varchar,
  	"version_migration_scalability_title" varchar,
  	"version_migration_scalability_text" varchar,
  	"version_migration_support_title" varchar,
  	"version_migration_support_text" varchar,
  	"version_drivers_booking_title" varchar,
  	"version_drivers_booking_text" varchar,
  	"version_drivers_wallet_title" varchar,
  	"version_drivers_wallet_text" varchar,
  	"version_drivers_bonus_title" varchar,
  	"version_drivers_bonus_text" varchar,
  	"version_drivers_route_title" varchar,
  	"version_drivers_route_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "privacy_policy" ALTER COLUMN "effective_date" DROP NOT NULL;
  ALTER TABLE "privacy_policy_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "privacy_policy_locales" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "public_agreement" ALTER COLUMN "effective_date" DROP NOT NULL;
  ALTER TABLE "public_agreement_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "public_agreement_locales" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "privacy_policy" ADD COLUMN "_status" "enum_privacy_policy_status" DEFAULT 'draft';
  ALTER TABLE "public_agreement" ADD COLUMN "_status" "enum_public_agreement_status" DEFAULT 'draft';
  ALTER TABLE "texts_page_headings" ADD COLUMN "_status" "enum_texts_page_headings_status" DEFAULT 'draft';
  ALTER TABLE "texts_business" ADD COLUMN "_status" "enum_texts_business_status" DEFAULT 'draft';
  ALTER TABLE "texts_drivers" ADD COLUMN "_status" "enum_texts_drivers_status" DEFAULT 'draft';
  ALTER TABLE "texts_partnership" ADD COLUMN "_status" "enum_texts_partnership_status" DEFAULT 'draft';
  ALTER TABLE "texts_partner_form" ADD COLUMN "_status" "enum_texts_partner_form_status" DEFAULT 'draft';
  ALTER TABLE "texts_about" ADD COLUMN "_status" "enum_texts_about_status" DEFAULT 'draft';
  ALTER TABLE "texts_contact" ADD COLUMN "_status" "enum_texts_contact_status" DEFAULT 'draft';
  ALTER TABLE "texts_invite" ADD COLUMN "_status" "enum_texts_invite_status" DEFAULT 'draft';
  ALTER TABLE "texts_delete" ADD COLUMN "_status" "enum_texts_delete_status" DEFAULT 'draft';
  ALTER TABLE "texts_banner" ADD COLUMN "_status" "enum_texts_banner_status" DEFAULT 'draft';
  ALTER TABLE "texts_legal" ADD COLUMN "_status" "enum_texts_legal_status" DEFAULT 'draft';
  ALTER TABLE "texts_oss" ADD COLUMN "_status" "enum_texts_oss_status" DEFAULT 'draft';
  ALTER TABLE "texts_common" ADD COLUMN "_status" "enum_texts_common_status" DEFAULT 'draft';
  ALTER TABLE "texts_cards" ADD COLUMN "_status" "enum_texts_cards_status" DEFAULT 'draft';
  ALTER TABLE "texts_more_cards" ADD COLUMN "_status" "enum_texts_more_cards_status" DEFAULT 'draft';
  ALTER TABLE "_privacy_policy_v_locales" ADD CONSTRAINT "_privacy_policy_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_policy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_public_agreement_v_locales" ADD CONSTRAINT "_public_agreement_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_public_agreement_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_page_headings_v_locales" ADD CONSTRAINT "_texts_page_headings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_page_headings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_business_v_locales" ADD CONSTRAINT "_texts_business_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_business_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_drivers_v_locales" ADD CONSTRAINT "_texts_drivers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_drivers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_partnership_v_locales" ADD CONSTRAINT "_texts_partnership_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_partnership_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_partner_form_v_locales" ADD CONSTRAINT "_texts_partner_form_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_partner_form_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_about_v_locales" ADD CONSTRAINT "_texts_about_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_contact_v_locales" ADD CONSTRAINT "_texts_contact_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_invite_v_locales" ADD CONSTRAINT "_texts_invite_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_invite_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_delete_v_locales" ADD CONSTRAINT "_texts_delete_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_delete_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_banner_v_locales" ADD CONSTRAINT "_texts_banner_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_legal_v_locales" ADD CONSTRAINT "_texts_legal_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_legal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_oss_v_locales" ADD CONSTRAINT "_texts_oss_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_oss_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_common_v_locales" ADD CONSTRAINT "_texts_common_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_common_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_cards_v_locales" ADD CONSTRAINT "_texts_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_more_cards_v_locales" ADD CONSTRAINT "_texts_more_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_more_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_privacy_policy_v_version_version__status_idx" ON "_privacy_policy_v" USING btree ("version__status");
  CREATE INDEX "_privacy_policy_v_created_at_idx" ON "_privacy_policy_v" USING btree ("created_at");
  CREATE INDEX "_privacy_policy_v_updated_at_idx" ON "_privacy_policy_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_policy_v_snapshot_idx" ON "_privacy_policy_v" USING btree ("snapshot");
  CREATE INDEX "_privacy_policy_v_published_locale_idx" ON "_privacy_policy_v" USING btree ("published_locale");
  CREATE INDEX "_privacy_policy_v_latest_idx" ON "_privacy_policy_v" USING btree ("latest");
  CREATE INDEX "_privacy_policy_v_autosave_idx" ON "_privacy_policy_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_privacy_policy_v_locales_locale_parent_id_unique" ON "_privacy_policy_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_public_agreement_v_version_version__status_idx" ON "_public_agreement_v" USING btree ("version__status");
  CREATE INDEX "_public_agreement_v_created_at_idx" ON "_public_agreement_v" USING btree ("created_at");
  CREATE INDEX "_public_agreement_v_updated_at_idx" ON "_public_agreement_v" USING btree ("updated_at");
  CREATE INDEX "_public_agreement_v_snapshot_idx" ON "_public_agreement_v" USING btree ("snapshot");
  CREATE INDEX "_public_agreement_v_published_locale_idx" ON "_public_agreement_v" USING btree ("published_locale");
  CREATE INDEX "_public_agreement_v_latest_idx" ON "_public_agreement_v" USING btree ("latest");
  CREATE INDEX "_public_agreement_v_autosave_idx" ON "_public_agreement_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_public_agreement_v_locales_locale_parent_id_unique" ON "_public_agreement_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_page_headings_v_version_version__status_idx" ON "_texts_page_headings_v" USING btree ("version__status");
  CREATE INDEX "_texts_page_headings_v_created_at_idx" ON "_texts_page_headings_v" USING btree ("created_at");
  CREATE INDEX "_texts_page_headings_v_updated_at_idx" ON "_texts_page_headings_v" USING btree ("updated_at");
  CREATE INDEX "_texts_page_headings_v_snapshot_idx" ON "_texts_page_headings_v" USING btree ("snapshot");
  CREATE INDEX "_texts_page_headings_v_published_locale_idx" ON "_texts_page_headings_v" USING btree ("published_locale");
  CREATE INDEX "_texts_page_headings_v_latest_idx" ON "_texts_page_headings_v" USING btree ("latest");
  CREATE INDEX "_texts_page_headings_v_autosave_idx" ON "_texts_page_headings_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_page_headings_v_locales_locale_parent_id_unique" ON "_texts_page_headings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_business_v_version_version__status_idx" ON "_texts_business_v" USING btree ("version__status");
  CREATE INDEX "_texts_business_v_created_at_idx" ON "_texts_business_v" USING btree ("created_at");
  CREATE INDEX "_texts_business_v_updated_at_idx" ON "_texts_business_v" USING btree ("updated_at");
  CREATE INDEX "_texts_business_v_snapshot_idx" ON "_texts_business_v" USING btree ("snapshot");
  CREATE INDEX "_texts_business_v_published_locale_idx" ON "_texts_business_v" USING btree ("published_locale");
  CREATE INDEX "_texts_business_v_latest_idx" ON "_texts_business_v" USING btree ("latest");
  CREATE INDEX "_texts_business_v_autosave_idx" ON "_texts_business_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_business_v_locales_locale_parent_id_unique" ON "_texts_business_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_drivers_v_version_version__status_idx" ON "_texts_drivers_v" USING btree ("version__status");
  CREATE INDEX "_texts_drivers_v_created_at_idx" ON "_texts_drivers_v" USING btree ("created_at");
  CREATE INDEX "_texts_drivers_v_updated_at_idx" ON "_texts_drivers_v" USING btree ("updated_at");
  CREATE INDEX "_texts_drivers_v_snapshot_idx" ON "_texts_drivers_v" USING btree ("snapshot");
  CREATE INDEX "_texts_drivers_v_published_locale_idx" ON "_texts_drivers_v" USING btree ("published_locale");
  CREATE INDEX "_texts_drivers_v_latest_idx" ON "_texts_drivers_v" USING btree ("latest");
  CREATE INDEX "_texts_drivers_v_autosave_idx" ON "_texts_drivers_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_drivers_v_locales_locale_parent_id_unique" ON "_texts_drivers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_partnership_v_version_version__status_idx" ON "_texts_partnership_v" USING btree ("version__status");
  CREATE INDEX "_texts_partnership_v_created_at_idx" ON "_texts_partnership_v" USING btree ("created_at");
  CREATE INDEX "_texts_partnership_v_updated_at_idx" ON "_texts_partnership_v" USING btree ("updated_at");
  CREATE INDEX "_texts_partnership_v_snapshot_idx" ON "_texts_partnership_v" USING btree ("snapshot");
  CREATE INDEX "_texts_partnership_v_published_locale_idx" ON "_texts_partnership_v" USING btree ("published_locale");
  CREATE INDEX "_texts_partnership_v_latest_idx" ON "_texts_partnership_v" USING btree ("latest");
  CREATE INDEX "_texts_partnership_v_autosave_idx" ON "_texts_partnership_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_partnership_v_locales_locale_parent_id_unique" ON "_texts_partnership_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_partner_form_v_version_version__status_idx" ON "_texts_partner_form_v" USING btree ("version__status");
  CREATE INDEX "_texts_partner_form_v_created_at_idx" ON "_texts_partner_form_v" USING btree ("created_at");
  CREATE INDEX "_texts_partner_form_v_updated_at_idx" ON "_texts_partner_form_v" USING btree ("updated_at");
  CREATE INDEX "_texts_partner_form_v_snapshot_idx" ON "_texts_partner_form_v" USING btree ("snapshot");
  CREATE INDEX "_texts_partner_form_v_published_locale_idx" ON "_texts_partner_form_v" USING btree ("published_locale");
  CREATE INDEX "_texts_partner_form_v_latest_idx" ON "_texts_partner_form_v" USING btree ("latest");
  CREATE INDEX "_texts_partner_form_v_autosave_idx" ON "_texts_partner_form_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_partner_form_v_locales_locale_parent_id_unique" ON "_texts_partner_form_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_about_v_version_version__status_idx" ON "_texts_about_v" USING btree ("version__status");
  CREATE INDEX "_texts_about_v_created_at_idx" ON "_texts_about_v" USING btree ("created_at");
  CREATE INDEX "_texts_about_v_updated_at_idx" ON "_texts_about_v" USING btree ("updated_at");
  CREATE INDEX "_texts_about_v_snapshot_idx" ON "_texts_about_v" USING btree ("snapshot");
  CREATE INDEX "_texts_about_v_published_locale_idx" ON "_texts_about_v" USING btree ("published_locale");
  CREATE INDEX "_texts_about_v_latest_idx" ON "_texts_about_v" USING btree ("latest");
  CREATE INDEX "_texts_about_v_autosave_idx" ON "_texts_about_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_about_v_locales_locale_parent_id_unique" ON "_texts_about_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_contact_v_version_version__status_idx" ON "_texts_contact_v" USING btree ("version__status");
  CREATE INDEX "_texts_contact_v_created_at_idx" ON "_texts_contact_v" USING btree ("created_at");
  CREATE INDEX "_texts_contact_v_updated_at_idx" ON "_texts_contact_v" USING btree ("updated_at");
  CREATE INDEX "_texts_contact_v_snapshot_idx" ON "_texts_contact_v" USING btree ("snapshot");
  CREATE INDEX "_texts_contact_v_published_locale_idx" ON "_texts_contact_v" USING btree ("published_locale");
  CREATE INDEX "_texts_contact_v_latest_idx" ON "_texts_contact_v" USING btree ("latest");
  CREATE INDEX "_texts_contact_v_autosave_idx" ON "_texts_contact_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_contact_v_locales_locale_parent_id_unique" ON "_texts_contact_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_invite_v_version_version__status_idx" ON "_texts_invite_v" USING btree ("version__status");
  CREATE INDEX "_texts_invite_v_created_at_idx" ON "_texts_invite_v" USING btree ("created_at");
  CREATE INDEX "_texts_invite_v_updated_at_idx" ON "_texts_invite_v" USING btree ("updated_at");
  CREATE INDEX "_texts_invite_v_snapshot_idx" ON "_texts_invite_v" USING btree ("snapshot");
  CREATE INDEX "_texts_invite_v_published_locale_idx" ON "_texts_invite_v" USING btree ("published_locale");
  CREATE INDEX "_texts_invite_v_latest_idx" ON "_texts_invite_v" USING btree ("latest");
  CREATE INDEX "_texts_invite_v_autosave_idx" ON "_texts_invite_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_invite_v_locales_locale_parent_id_unique" ON "_texts_invite_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_delete_v_version_version__status_idx" ON "_texts_delete_v" USING btree ("version__status");
  CREATE INDEX "_texts_delete_v_created_at_idx" ON "_texts_delete_v" USING btree ("created_at");
  CREATE INDEX "_texts_delete_v_updated_at_idx" ON "_texts_delete_v" USING btree ("updated_at");
  CREATE INDEX "_texts_delete_v_snapshot_idx" ON "_texts_delete_v" USING btree ("snapshot");
  CREATE INDEX "_texts_delete_v_published_locale_idx" ON "_texts_delete_v" USING btree ("published_locale");
  CREATE INDEX "_texts_delete_v_latest_idx" ON "_texts_delete_v" USING btree ("latest");
  CREATE INDEX "_texts_delete_v_autosave_idx" ON "_texts_delete_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_delete_v_locales_locale_parent_id_unique" ON "_texts_delete_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_banner_v_version_version__status_idx" ON "_texts_banner_v" USING btree ("version__status");
  CREATE INDEX "_texts_banner_v_created_at_idx" ON "_texts_banner_v" USING btree ("created_at");
  CREATE INDEX "_texts_banner_v_updated_at_idx" ON "_texts_banner_v" USING btree ("updated_at");
  CREATE INDEX "_texts_banner_v_snapshot_idx" ON "_texts_banner_v" USING btree ("snapshot");
  CREATE INDEX "_texts_banner_v_published_locale_idx" ON "_texts_banner_v" USING btree ("published_locale");
  CREATE INDEX "_texts_banner_v_latest_idx" ON "_texts_banner_v" USING btree ("latest");
  CREATE INDEX "_texts_banner_v_autosave_idx" ON "_texts_banner_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_banner_v_locales_locale_parent_id_unique" ON "_texts_banner_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_legal_v_version_version__status_idx" ON "_texts_legal_v" USING btree ("version__status");
  CREATE INDEX "_texts_legal_v_created_at_idx" ON "_texts_legal_v" USING btree ("created_at");
  CREATE INDEX "_texts_legal_v_updated_at_idx" ON "_texts_legal_v" USING btree ("updated_at");
  CREATE INDEX "_texts_legal_v_snapshot_idx" ON "_texts_legal_v" USING btree ("snapshot");
  CREATE INDEX "_texts_legal_v_published_locale_idx" ON "_texts_legal_v" USING btree ("published_locale");
  CREATE INDEX "_texts_legal_v_latest_idx" ON "_texts_legal_v" USING btree ("latest");
  CREATE INDEX "_texts_legal_v_autosave_idx" ON "_texts_legal_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_legal_v_locales_locale_parent_id_unique" ON "_texts_legal_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_oss_v_version_version__status_idx" ON "_texts_oss_v" USING btree ("version__status");
  CREATE INDEX "_texts_oss_v_created_at_idx" ON "_texts_oss_v" USING btree ("created_at");
  CREATE INDEX "_texts_oss_v_updated_at_idx" ON "_texts_oss_v" USING btree ("updated_at");
  CREATE INDEX "_texts_oss_v_snapshot_idx" ON "_texts_oss_v" USING btree ("snapshot");
  CREATE INDEX "_texts_oss_v_published_locale_idx" ON "_texts_oss_v" USING btree ("published_locale");
  CREATE INDEX "_texts_oss_v_latest_idx" ON "_texts_oss_v" USING btree ("latest");
  CREATE INDEX "_texts_oss_v_autosave_idx" ON "_texts_oss_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_oss_v_locales_locale_parent_id_unique" ON "_texts_oss_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_common_v_version_version__status_idx" ON "_texts_common_v" USING btree ("version__status");
  CREATE INDEX "_texts_common_v_created_at_idx" ON "_texts_common_v" USING btree ("created_at");
  CREATE INDEX "_texts_common_v_updated_at_idx" ON "_texts_common_v" USING btree ("updated_at");
  CREATE INDEX "_texts_common_v_snapshot_idx" ON "_texts_common_v" USING btree ("snapshot");
  CREATE INDEX "_texts_common_v_published_locale_idx" ON "_texts_common_v" USING btree ("published_locale");
  CREATE INDEX "_texts_common_v_latest_idx" ON "_texts_common_v" USING btree ("latest");
  CREATE INDEX "_texts_common_v_autosave_idx" ON "_texts_common_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_common_v_locales_locale_parent_id_unique" ON "_texts_common_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_cards_v_version_version__status_idx" ON "_texts_cards_v" USING btree ("version__status");
  CREATE INDEX "_texts_cards_v_created_at_idx" ON "_texts_cards_v" USING btree ("created_at");
  CREATE INDEX "_texts_cards_v_updated_at_idx" ON "_texts_cards_v" USING btree ("updated_at");
  CREATE INDEX "_texts_cards_v_snapshot_idx" ON "_texts_cards_v" USING btree ("snapshot");
  CREATE INDEX "_texts_cards_v_published_locale_idx" ON "_texts_cards_v" USING btree ("published_locale");
  CREATE INDEX "_texts_cards_v_latest_idx" ON "_texts_cards_v" USING btree ("latest");
  CREATE INDEX "_texts_cards_v_autosave_idx" ON "_texts_cards_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_cards_v_locales_locale_parent_id_unique" ON "_texts_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_more_cards_v_version_version__status_idx" ON "_texts_more_cards_v" USING btree ("version__status");
  CREATE INDEX "_texts_more_cards_v_created_at_idx" ON "_texts_more_cards_v" USING btree ("created_at");
  CREATE INDEX "_texts_more_cards_v_updated_at_idx" ON "_texts_more_cards_v" USING btree ("updated_at");
  CREATE INDEX "_texts_more_cards_v_snapshot_idx" ON "_texts_more_cards_v" USING btree ("snapshot");
  CREATE INDEX "_texts_more_cards_v_published_locale_idx" ON "_texts_more_cards_v" USING btree ("published_locale");
  CREATE INDEX "_texts_more_cards_v_latest_idx" ON "_texts_more_cards_v" USING btree ("latest");
  CREATE INDEX "_texts_more_cards_v_autosave_idx" ON "_texts_more_cards_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_more_cards_v_locales_locale_parent_id_unique" ON "_texts_more_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "privacy_policy__status_idx" ON "privacy_policy" USING btree ("_status");
  CREATE INDEX "public_agreement__status_idx" ON "public_agreement" USING btree ("_status");
  CREATE INDEX "texts_page_headings__status_idx" ON "texts_page_headings" USING btree ("_status");
  CREATE INDEX "texts_business__status_idx" ON "texts_business" USING btree ("_status");
  CREATE INDEX "texts_drivers__status_idx" ON "texts_drivers" USING btree ("_status");
  CREATE INDEX "texts_partnership__status_idx" ON "texts_partnership" USING btree ("_status");
  CREATE INDEX "texts_partner_form__status_idx" ON "texts_partner_form" USING btree ("_status");
  CREATE INDEX "texts_about__status_idx" ON "texts_about" USING btree ("_status");
  CREATE INDEX "texts_contact__status_idx" ON "texts_contact" USING btree ("_status");
  CREATE INDEX "texts_invite__status_idx" ON "texts_invite" USING btree ("_status");
  CREATE INDEX "texts_delete__status_idx" ON "texts_delete" USING btree ("_status");
  CREATE INDEX "texts_banner__status_idx" ON "texts_banner" USING btree ("_status");
  CREATE INDEX "texts_legal__status_idx" ON "texts_legal" USING btree ("_status");
  CREATE INDEX "texts_oss__status_idx" ON "texts_oss" USING btree ("_status");
  CREATE INDEX "texts_common__status_idx" ON "texts_common" USING btree ("_status");
  CREATE INDEX "texts_cards__status_idx" ON "texts_cards" USING btree ("_status");
  CREATE INDEX "texts_more_cards__status_idx" ON "texts_more_cards" USING btree ("_status");`)
  // Hand-written: what these globals held before drafts existed was live, so it stays published.
  await db.execute(sql`
  UPDATE "privacy_policy" SET "_status" = 'published';
  UPDATE "public_agreement" SET "_status" = 'published';
  UPDATE "texts_page_headings" SET "_status" = 'published';
  UPDATE "texts_business" SET "_status" = 'published';
  UPDATE "texts_drivers" SET "_status" = 'published';
  UPDATE "texts_partnership" SET "_status" = 'published';
  UPDATE "texts_partner_form" SET "_status" = 'published';
  UPDATE "texts_about" SET "_status" = 'published';
  UPDATE "texts_contact" SET "_status" = 'published';
  UPDATE "texts_invite" SET "_status" = 'published';
  UPDATE "texts_delete" SET "_status" = 'published';
  UPDATE "texts_banner" SET "_status" = 'published';
  UPDATE "texts_legal" SET "_status" = 'published';
  UPDATE "texts_oss" SET "_status" = 'published';
  UPDATE "texts_common" SET "_status" = 'published';
  UPDATE "texts_cards" SET "_status" = 'published';
  UPDATE "texts_more_cards" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_privacy_policy_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_policy_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_public_agreement_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_public_agreement_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_page_headings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_page_headings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_business_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_business_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_drivers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_drivers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_partnership_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_partnership_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_partner_form_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_partner_form_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_about_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_about_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_contact_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_contact_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_invite_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_invite_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_delete_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_delete_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_banner_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_banner_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_oss_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_oss_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_common_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_common_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_cards_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_more_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_more_cards_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_privacy_policy_v" CASCADE;
  DROP TABLE "_privacy_policy_v_locales" CASCADE;
  DROP TABLE "_public_agreement_v" CASCADE;
  DROP TABLE "_public_agreement_v_locales" CASCADE;
  DROP TABLE "_texts_page_headings_v" CASCADE;
  DROP TABLE "_texts_page_headings_v_locales" CASCADE;
  DROP TABLE "_texts_business_v" CASCADE;
  DROP TABLE "_texts_business_v_locales" CASCADE;
  DROP TABLE "_texts_drivers_v" CASCADE;
  DROP TABLE "_texts_drivers_v_locales" CASCADE;
  DROP TABLE "_texts_partnership_v" CASCADE;
  DROP TABLE "_texts_partnership_v_locales" CASCADE;
  DROP TABLE "_texts_partner_form_v" CASCADE;
  DROP TABLE "_texts_partner_form_v_locales" CASCADE;
  DROP TABLE "_texts_about_v" CASCADE;
  DROP TABLE "_texts_about_v_locales" CASCADE;
  DROP TABLE "_texts_contact_v" CASCADE;
  DROP TABLE "_texts_contact_v_locales" CASCADE;
  DROP TABLE "_texts_invite_v" CASCADE;
  DROP TABLE "_texts_invite_v_locales" CASCADE;
  DROP TABLE "_texts_delete_v" CASCADE;
  DROP TABLE "_texts_delete_v_locales" CASCADE;
  DROP TABLE "_texts_banner_v" CASCADE;
  DROP TABLE "_texts_banner_v_locales" CASCADE;
  DROP TABLE "_texts_legal_v" CASCADE;
  DROP TABLE "_texts_legal_v_locales" CASCADE;
  DROP TABLE "_texts_oss_v" CASCADE;
  DROP TABLE "_texts_oss_v_locales" CASCADE;
  DROP TABLE "_texts_common_v" CASCADE;
  DROP TABLE "_texts_common_v_locales" CASCADE;
  DROP TABLE "_texts_cards_v" CASCADE;
  DROP TABLE "_texts_cards_v_locales" CASCADE;
  DROP TABLE "_texts_more_cards_v" CASCADE;
  DROP TABLE "_texts_more_cards_v_locales" CASCADE;
  DROP INDEX "privacy_policy__status_idx";
  DROP INDEX "public_agreement__status_idx";
  DROP INDEX "texts_page_headings__status_idx";
  DROP INDEX "texts_business__status_idx";
  DROP INDEX "texts_drivers__status_idx";
  DROP INDEX "texts_partnership__status_idx";
  DROP INDEX "texts_partner_form__status_idx";
  DROP INDEX "texts_about__status_idx";
  DROP INDEX "texts_contact__status_idx";
  DROP INDEX "texts_invite__status_idx";
  DROP INDEX "texts_delete__status_idx";
  DROP INDEX "texts_banner__status_idx";
  DROP INDEX "texts_legal__status_idx";
  DROP INDEX "texts_oss__status_idx";
  DROP INDEX "texts_common__status_idx";
  DROP INDEX "texts_cards__status_idx";
  DROP INDEX "texts_more_cards__status_idx";
  ALTER TABLE "privacy_policy" ALTER COLUMN "effective_date" SET NOT NULL;
  ALTER TABLE "privacy_policy_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "privacy_policy_locales" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "public_agreement" ALTER COLUMN "effective_date" SET NOT NULL;
  ALTER TABLE "public_agreement_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "public_agreement_locales" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "privacy_policy" DROP COLUMN "_status";
  ALTER TABLE "public_agreement" DROP COLUMN "_status";
  ALTER TABLE "texts_page_headings" DROP COLUMN "_status";
  ALTER TABLE "texts_business" DROP COLUMN "_status";
  ALTER TABLE "texts_drivers" DROP COLUMN "_status";
  ALTER TABLE "texts_partnership" DROP COLUMN "_status";
  ALTER TABLE "texts_partner_form" DROP COLUMN "_status";
  ALTER TABLE "texts_about" DROP COLUMN "_status";
  ALTER TABLE "texts_contact" DROP COLUMN "_status";
  ALTER TABLE "texts_invite" DROP COLUMN "_status";
  ALTER TABLE "texts_delete" DROP COLUMN "_status";
  ALTER TABLE "texts_banner" DROP COLUMN "_status";
  ALTER TABLE "texts_legal" DROP COLUMN "_status";
  ALTER TABLE "texts_oss" DROP COLUMN "_status";
  ALTER TABLE "texts_common" DROP COLUMN "_status";
  ALTER TABLE "texts_cards" DROP COLUMN "_status";
  ALTER TABLE "texts_more_cards" DROP COLUMN "_status";
  DROP TYPE "public"."enum_privacy_policy_status";
  DROP TYPE "public"."enum__privacy_policy_v_version_status";
  DROP TYPE "public"."enum__privacy_policy_v_published_locale";
  DROP TYPE "public"."enum_public_agreement_status";
  DROP TYPE "public"."enum__public_agreement_v_version_status";
  DROP TYPE "public"."enum__public_agreement_v_published_locale";
  DROP TYPE "public"."enum_texts_page_headings_status";
  DROP TYPE "public"."enum__texts_page_headings_v_version_status";
  DROP TYPE "public"."enum__texts_page_headings_v_published_locale";
  DROP TYPE "public"."enum_texts_business_status";
  DROP TYPE "public"."enum__texts_business_v_version_status";
  DROP TYPE "public"."enum__texts_business_v_published_locale";
  DROP TYPE "public"."enum_texts_drivers_status";
  DROP TYPE "public"."enum__texts_drivers_v_version_status";
  DROP TYPE "public"."enum__texts_drivers_v_published_locale";
  DROP TYPE "public"."enum_texts_partnership_status";
  DROP TYPE "public"."enum__texts_partnership_v_version_status";
  DROP TYPE "public"."enum__texts_partnership_v_published_locale";
  DROP TYPE "public"."enum_texts_partner_form_status";
  DROP TYPE "public"."enum__texts_partner_form_v_version_status";
  DROP TYPE "public"."enum__texts_partner_form_v_published_locale";
  DROP TYPE "public"."enum_texts_about_status";
  DROP TYPE "public"."enum__texts_about_v_version_status";
  DROP TYPE "public"."enum__texts_about_v_published_locale";
  DROP TYPE "public"."enum_texts_contact_status";
  DROP TYPE "public"."enum__texts_contact_v_version_status";
  DROP TYPE "public"."enum__texts_contact_v_published_locale";
  DROP TYPE "public"."enum_texts_invite_status";
  DROP TYPE "public"."enum__texts_invite_v_version_status";
  DROP TYPE "public"."enum__texts_invite_v_published_locale";
  DROP TYPE "public"."enum_texts_delete_status";
  DROP TYPE "public"."enum__texts_delete_v_version_status";
  DROP TYPE "public"."enum__texts_delete_v_published_locale";
  DROP TYPE "public"."enum_texts_banner_status";
  DROP TYPE "public"."enum__texts_banner_v_version_status";
  DROP TYPE "public"."enum__texts_banner_v_published_locale";
  DROP TYPE "public"."enum_texts_legal_status";
  DROP TYPE "public"."enum__texts_legal_v_version_status";
  DROP TYPE "public"."enum__texts_legal_v_published_locale";
  DROP TYPE "public"."enum_texts_oss_status";
  DROP TYPE "public"."enum__texts_oss_v_version_status";
  DROP TYPE "public"."enum__texts_oss_v_published_locale";
  DROP TYPE "public"."enum_texts_common_status";
  DROP TYPE "public"."enum__texts_common_v_version_status";
  DROP TYPE "public"."enum__texts_common_v_published_locale";
  DROP TYPE "public"."enum_texts_cards_status";
  DROP TYPE "public"."enum__texts_cards_v_version_status";
  DROP TYPE "public"."enum__texts_cards_v_published_locale";
  DROP TYPE "public"."enum_texts_more_cards_status";
  DROP TYPE "public"."enum__texts_more_cards_v_version_status";
  DROP TYPE "public"."enum__texts_more_cards_v_published_locale";`)
}
