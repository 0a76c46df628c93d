import * as migration_20261122_081120_initial from './20261122_081120_initial';
import * as migration_20261123_065404_delivery_claims from './20261123_065404_delivery_claims';
import * as migration_20261123_073045_submission_notes from './20261123_073045_submission_notes';
import * as migration_20261123_103340_delivery_skipped from './20261123_103340_delivery_skipped';
import * as migration_20261123_104426_shop_terms from './20261123_104426_shop_terms';
import * as migration_20261123_113535_content_languages_uploads from './20261123_113535_content_languages_uploads';
import * as migration_20261123_114331_marketing_texts_videos from './20261123_114331_marketing_texts_videos';
import * as migration_20261123_115204_delivery_skipped_storage from './20261123_115204_delivery_skipped_storage';
import * as migration_20261123_120721_backoffice_workflow from './20261123_120721_backoffice_workflow';
import * as migration_20261123_121514_station_comments_moderation from './20261123_121514_station_comments_moderation';
import * as migration_20261123_122219_ocpi_identity_tariffs from './20261123_122219_ocpi_identity_tariffs';
import * as migration_20261123_141302_backoffice_previews from './20261123_141302_backoffice_previews';
import * as migration_20261126_135306_business_tools_personal_data from './20261126_135306_business_tools_personal_data';
import * as migration_20261126_161808_editable_tool_headings from './20261126_161808_editable_tool_headings';
import * as migration_20261128_052656_submission_arrival from './20261128_052656_submission_arrival';
import * as migration_20261128_062651_user_time_zone from './20261128_062651_user_time_zone';
import * as migration_20261128_062805_sales_chart_indexes from './20261128_062805_sales_chart_indexes';
import * as migration_20261202_170418_booking_vitals_recovery_codes from './20261202_170418_booking_vitals_recovery_codes';
import * as migration_20261203_084758_booking_manage_reminders_feed from './20261203_084758_booking_manage_reminders_feed';

export const migrations = [
  {
    up: migration_20261122_081120_initial.up,
    down: migration_20261122_081120_initial.down,
    name: '20261122_081120_initial',
  },
  {
    up: migration_20261123_065404_delivery_claims.up,
    down: migration_20261123_065404_delivery_claims.down,
    name: '20261123_065404_delivery_claims',
  },
  {
    up: migration_20261123_073045_submission_notes.up,
    down: migration_20261123_073045_submission_notes.down,
    name: '20261123_073045_submission_notes',
  },
  {
    up: migration_20261123_103340_delivery_skipped.up,
    down: migration_20261123_103340_delivery_skipped.down,
    name: '20261123_103340_delivery_skipped',
  },
  {
    up: migration_20261123_104426_shop_terms.up,
    down: migration_20261123_104426_shop_terms.down,
    name: '20261123_104426_shop_terms',
  },
  {
    up: migration_20261123_113535_content_languages_uploads.up,
    down: migration_20261123_113535_content_languages_uploads.down,
    name: '20261123_113535_content_languages_uploads',
  },
  {
    up: migration_20261123_114331_marketing_texts_videos.up,
    down: migration_20261123_114331_marketing_texts_videos.down,
    name: '20261123_114331_marketing_texts_videos',
  },
  {
    up: migration_20261123_115204_delivery_skipped_storage.up,
    down: migration_20261123_115204_delivery_skipped_storage.down,
    name: '20261123_115204_delivery_skipped_storage',
  },
  {
    up: migration_20261123_120721_backoffice_workflow.up,
    down: migration_20261123_120721_backoffice_workflow.down,
    name: '20261123_120721_backoffice_workflow',
  },
  {
    up: migration_20261123_121514_station_comments_moderation.up,
    down: migration_20261123_121514_station_comments_moderation.down,
    name: '20261123_121514_station_comments_moderation',
  },
  {
    up: migration_20261123_122219_ocpi_identity_tariffs.up,
    down: migration_20261123_122219_ocpi_identity_tariffs.down,
    name: '20261123_122219_ocpi_identity_tariffs',
  },
  {
    up: migration_20261123_141302_backoffice_previews.up,
    down: migration_20261123_141302_backoffice_previews.down,
    name: '20261123_141302_backoffice_previews',
  },
  {
    up: migration_20261126_135306_business_tools_personal_data.up,
    down: migration_20261126_135306_business_tools_personal_data.down,
    name: '20261126_135306_business_tools_personal_data',
  },
  {
    up: migration_20261126_161808_editable_tool_headings.up,
    down: migration_20261126_161808_editable_tool_headings.down,
    name: '20261126_161808_editable_tool_headings',
  },
  {
    up: migration_20261128_052656_submission_arrival.up,
    down: migration_20261128_052656_submission_arrival.down,
    name: '20261128_052656_submission_arrival',
  },
  {
    up: migration_20261128_062651_user_time_zone.up,
    down: migration_20261128_062651_user_time_zone.down,
    name: '20261128_062651_user_time_zone',
  },
  {
    up: migration_20261128_062805_sales_chart_indexes.up,
    down: migration_20261128_062805_sales_chart_indexes.down,
    name: '20261128_062805_sales_chart_indexes',
  },
  {
    up: migration_20261202_170418_booking_vitals_recovery_codes.up,
    down: migration_20261202_170418_booking_vitals_recovery_codes.down,
    name: '20261202_170418_booking_vitals_recovery_codes',
  },
  {
    up: migration_20261203_084758_booking_manage_reminders_feed.up,
    down: migration_20261203_084758_booking_manage_reminders_feed.down,
    name: '20261203_084758_booking_manage_reminders_feed'
  },
];
