import { CountryCell as CountryCell_4209fc7fa2a0488064b60b6886746c39 } from '../../../lib/admin-fields/CodeNameField'
import { CountryField as CountryField_4209fc7fa2a0488064b60b6886746c39 } from '../../../lib/admin-fields/CodeNameField'
import { HistoryField as HistoryField_f1cde442afdc6050bd42c4be65175a4c } from '../../../lib/admin-fields/HistoryField'
import { SiteLanguageCell as SiteLanguageCell_4209fc7fa2a0488064b60b6886746c39 } from '../../../lib/admin-fields/CodeNameField'
import { SiteLanguageField as SiteLanguageField_4209fc7fa2a0488064b60b6886746c39 } from '../../../lib/admin-fields/CodeNameField'
import { MarketCell as MarketCell_4d675c7b380437a0c14a64b57fcb272b } from '../../../features/shop/admin/Cells'
import { MarketField as MarketField_a8039df7f7be3278d9ad34e83b1b6415 } from '../../../features/shop/admin/MarketField'
import { DeliveryStateCell as DeliveryStateCell_10b0685107d723edfa851781902e3b7f } from '../../../features/forms/admin/DeliveryLists'
import { RetryDeliveryField as RetryDeliveryField_7da324e6e84b117f8e2f130ffbcc6b58 } from '../../../features/forms/admin/RetryDeliveryButton'
import { FailedDeliveries as FailedDeliveries_10b0685107d723edfa851781902e3b7f } from '../../../features/forms/admin/DeliveryLists'
import { ExportCsvButton as ExportCsvButton_8e0835589eb7ce744bd0558a0f89cdd6 } from '../../../features/forms/admin/ExportCsvButton'
import { CalendarFeedField as CalendarFeedField_d0c1c57160b31fb1157f55d2b89f3bdd } from '../../../features/booking/admin/CalendarFeedField'
import { OrderMoneyField as OrderMoneyField_0ea61594503120c5411b98de1ee3ed00 } from '../../../features/shop/admin/MoneyField'
import { OrderMoneyCell as OrderMoneyCell_4d675c7b380437a0c14a64b57fcb272b } from '../../../features/shop/admin/Cells'
import { SectionLabel as SectionLabel_aad95e852cea169c26178b04f22e2573 } from '../../../lib/admin-fields/SectionLabel'
import { PaymentMoneyCell as PaymentMoneyCell_afd7676ee5bab80cc85d4afa78f05238 } from '../../../features/pay/admin/AmountCell'
import { PaymentEventsField as PaymentEventsField_62dcf075e4d84a55c569c68cb133062c } from '../../../features/pay/admin/PaymentEventsField'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FirstDraftSave as FirstDraftSave_e1b958e44ad9d3245dd32bdeb70e1cb7 } from '../../../features/backoffice/admin/FirstDraftSave'
import { SaveBeforeLeaving as SaveBeforeLeaving_074f684a30c2b1a64206d220dac8c916 } from '../../../features/backoffice/admin/SaveBeforeLeaving'
import { ScheduleDefault as ScheduleDefault_72bbb811876a5ee5b516072396b70e7c } from '../../../features/backoffice/admin/ScheduleDefault'
import { PricesCell as PricesCell_4d675c7b380437a0c14a64b57fcb272b } from '../../../features/shop/admin/Cells'
import { UploadLimits as UploadLimits_90b78f75ceb785064d1583e5a5f6a0aa } from '../../../features/media/admin/UploadLimits'
import { UsedIn as UsedIn_aa6ca351b68e39d8b76385fc215b8018 } from '../../../features/media/admin/UsedIn'
import { UsedInCell as UsedInCell_5a44ddb81e82ec9fd0d982e98a2d6682 } from '../../../features/media/admin/ListCells'
import { FileSizeCell as FileSizeCell_5a44ddb81e82ec9fd0d982e98a2d6682 } from '../../../features/media/admin/ListCells'
import { OpeningTimesField as OpeningTimesField_182521faf2c7e641f476145c98005f04 } from '../../../features/map/admin/OpeningTimesField'
import { FacilitiesField as FacilitiesField_80455272d05eaef0b85b97e7df32e8d0 } from '../../../features/map/admin/FacilitiesField'
import { EvsesField as EvsesField_bfc8b763f7e080c540fa9f19b17a3ed2 } from '../../../features/map/admin/EvsesField'
import { ConnectorStandardsCell as ConnectorStandardsCell_4a1398da20e634b189cf90258fdac738 } from '../../../features/map/admin/ConnectorStandards'
import { ConnectorStandardsField as ConnectorStandardsField_4a1398da20e634b189cf90258fdac738 } from '../../../features/map/admin/ConnectorStandards'
import { TariffElementsField as TariffElementsField_c3fad75b744246aec7fd943598c88968 } from '../../../features/map/admin/TariffElementsField'
import { JsonTextareaField as JsonTextareaField_84e980586e61da37dc436ee44feea290 } from '../../../lib/admin-fields/JsonTextareaField'
import { TimeZoneField as TimeZoneField_33e3498c2294641319783d180a62c321 } from '../../../features/backoffice/admin/TimeZoneField'
import { SecondFactorField as SecondFactorField_8d34ccc3a702455157a75fae9985fff0 } from '../../../features/users/second-factor/admin/SecondFactorField'
import { AuditSentenceField as AuditSentenceField_8fb87dc0985e6e83ce3fb6f3726a01de } from '../../../features/privacy/audit/AuditSentence'
import { AuditSentenceCell as AuditSentenceCell_8fb87dc0985e6e83ce3fb6f3726a01de } from '../../../features/privacy/audit/AuditSentence'
import { AuditDetailsField as AuditDetailsField_8fb87dc0985e6e83ce3fb6f3726a01de } from '../../../features/privacy/audit/AuditSentence'
import { Avatar as Avatar_959f0f7505816693286439ad290e9bc6 } from '../../../features/backoffice/admin/Branding'
import { SkipLink as SkipLink_8738c7244f33a76ffb7430150cd1ee23 } from '../../../features/backoffice/admin/SkipLink'
import { Icon as Icon_959f0f7505816693286439ad290e9bc6 } from '../../../features/backoffice/admin/Branding'
import { Logo as Logo_959f0f7505816693286439ad290e9bc6 } from '../../../features/backoffice/admin/Branding'
import { AgendaLink as AgendaLink_a7ba6503ab492c71d2f95c229ea9a920 } from '../../../features/booking/admin/AgendaLink'
import { PersonRequestsLink as PersonRequestsLink_e05d2c0fec1b1276cc9cda827d5d80d3 } from '../../../features/privacy/admin/PersonRequestsLink'
import { BackofficeDashboard as BackofficeDashboard_68ea5699f2c367382f6e9f3c4a2d85a2 } from '../../../features/backoffice/dashboard/Dashboard'
import { EditorTimeZone as EditorTimeZone_d17bb1594ab4d3b64de1f1d0ae7f4b31 } from '../../../features/backoffice/admin/EditorTimeZone'
import { AccessibleFrame as AccessibleFrame_6ddf8d958674ae38d3013d16b6dcea2d } from '../../../features/backoffice/admin/AccessibleFrame'
import { ConfirmScheduledDelete as ConfirmScheduledDelete_39d1672862c9e5cdb03cb4499c5cfea1 } from '../../../features/backoffice/admin/ConfirmScheduledDelete'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { LoginView as LoginView_7c16e7ef75d563005194662831577f75 } from '../../../features/users/second-factor/admin/LoginView'
import { NotAllowedView as NotAllowedView_586bc89953823d479b032f62bfa0e072 } from '../../../features/backoffice/admin/NotAllowedView'
import { SecondFactorView as SecondFactorView_ad1fa397a5faa6df74872ede505b5c54 } from '../../../features/users/second-factor/admin/SecondFactorView'
import { PersonRequestsView as PersonRequestsView_97058fa14f0e485f72f9ecaababbbc2e } from '../../../features/privacy/admin/PersonRequestsView'
import { AgendaView as AgendaView_5bc24ed26f5a4e811355687bf9b1bcb5 } from '../../../features/booking/admin/AgendaView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/lib/admin-fields/CodeNameField#CountryCell": CountryCell_4209fc7fa2a0488064b60b6886746c39,
  "/lib/admin-fields/CodeNameField#CountryField": CountryField_4209fc7fa2a0488064b60b6886746c39,
  "/lib/admin-fields/HistoryField#HistoryField": HistoryField_f1cde442afdc6050bd42c4be65175a4c,
  "/lib/admin-fields/CodeNameField#SiteLanguageCell": SiteLanguageCell_4209fc7fa2a0488064b60b6886746c39,
  "/lib/admin-fields/CodeNameField#SiteLanguageField": SiteLanguageField_4209fc7fa2a0488064b60b6886746c39,
  "/features/shop/admin/Cells#MarketCell": MarketCell_4d675c7b380437a0c14a64b57fcb272b,
  "/features/shop/admin/MarketField#MarketField": MarketField_a8039df7f7be3278d9ad34e83b1b6415,
  "/features/forms/admin/DeliveryLists#DeliveryStateCell": DeliveryStateCell_10b0685107d723edfa851781902e3b7f,
  "/features/forms/admin/RetryDeliveryButton#RetryDeliveryField": RetryDeliveryField_7da324e6e84b117f8e2f130ffbcc6b58,
  "/features/forms/admin/DeliveryLists#FailedDeliveries": FailedDeliveries_10b0685107d723edfa851781902e3b7f,
  "/features/forms/admin/ExportCsvButton#ExportCsvButton": ExportCsvButton_8e0835589eb7ce744bd0558a0f89cdd6,
  "/features/booking/admin/CalendarFeedField#CalendarFeedField": CalendarFeedField_d0c1c57160b31fb1157f55d2b89f3bdd,
  "/features/shop/admin/MoneyField#OrderMoneyField": OrderMoneyField_0ea61594503120c5411b98de1ee3ed00,
  "/features/shop/admin/Cells#OrderMoneyCell": OrderMoneyCell_4d675c7b380437a0c14a64b57fcb272b,
  "/lib/admin-fields/SectionLabel#SectionLabel": SectionLabel_aad95e852cea169c26178b04f22e2573,
  "/features/pay/admin/AmountCell#PaymentMoneyCell": PaymentMoneyCell_afd7676ee5bab80cc85d4afa78f05238,
  "/features/pay/admin/PaymentEventsField#PaymentEventsField": PaymentEventsField_62dcf075e4d84a55c569c68cb133062c,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/backoffice/admin/FirstDraftSave#FirstDraftSave": FirstDraftSave_e1b958e44ad9d3245dd32bdeb70e1cb7,
  "/features/backoffice/admin/SaveBeforeLeaving#SaveBeforeLeaving": SaveBeforeLeaving_074f684a30c2b1a64206d220dac8c916,
  "/features/backoffice/admin/ScheduleDefault#ScheduleDefault": ScheduleDefault_72bbb811876a5ee5b516072396b70e7c,
  "/features/shop/admin/Cells#PricesCell": PricesCell_4d675c7b380437a0c14a64b57fcb272b,
  "/features/media/admin/UploadLimits#UploadLimits": UploadLimits_90b78f75ceb785064d1583e5a5f6a0aa,
  "/features/media/admin/UsedIn#UsedIn": UsedIn_aa6ca351b68e39d8b76385fc215b8018,
  "/features/media/admin/ListCells#UsedInCell": UsedInCell_5a44ddb81e82ec9fd0d982e98a2d6682,
  "/features/media/admin/ListCells#FileSizeCell": FileSizeCell_5a44ddb81e82ec9fd0d982e98a2d6682,
  "/features/map/admin/OpeningTimesField#OpeningTimesField": OpeningTimesField_182521faf2c7e641f476145c98005f04,
  "/features/map/admin/FacilitiesField#FacilitiesField": FacilitiesField_80455272d05eaef0b85b97e7df32e8d0,
  "/features/map/admin/EvsesField#EvsesField": EvsesField_bfc8b763f7e080c540fa9f19b17a3ed2,
  "/features/map/admin/ConnectorStandards#ConnectorStandardsCell": ConnectorStandardsCell_4a1398da20e634b189cf90258fdac738,
  "/features/map/admin/ConnectorStandards#ConnectorStandardsField": ConnectorStandardsField_4a1398da20e634b189cf90258fdac738,
  "/features/map/admin/TariffElementsField#TariffElementsField": TariffElementsField_c3fad75b744246aec7fd943598c88968,
  "/lib/admin-fields/JsonTextareaField#JsonTextareaField": JsonTextareaField_84e980586e61da37dc436ee44feea290,
  "/features/backoffice/admin/TimeZoneField#TimeZoneField": TimeZoneField_33e3498c2294641319783d180a62c321,
  "/features/users/second-factor/admin/SecondFactorField#SecondFactorField": SecondFactorField_8d34ccc3a702455157a75fae9985fff0,
  "/features/privacy/audit/AuditSentence#AuditSentenceField": AuditSentenceField_8fb87dc0985e6e83ce3fb6f3726a01de,
  "/features/privacy/audit/AuditSentence#AuditSentenceCell": AuditSentenceCell_8fb87dc0985e6e83ce3fb6f3726a01de,
  "/features/privacy/audit/AuditSentence#AuditDetailsField": AuditDetailsField_8fb87dc0985e6e83ce3fb6f3726a01de,
  "/features/backoffice/admin/Branding#Avatar": Avatar_959f0f7505816693286439ad290e9bc6,
  "/features/backoffice/admin/SkipLink#SkipLink": SkipLink_8738c7244f33a76ffb7430150cd1ee23,
  "/features/backoffice/admin/Branding#Icon": Icon_959f0f7505816693286439ad290e9bc6,
  "/features/backoffice/admin/Branding#Logo": Logo_959f0f7505816693286439ad290e9bc6,
  "/features/booking/admin/AgendaLink#AgendaLink": AgendaLink_a7ba6503ab492c71d2f95c229ea9a920,
  "/features/privacy/admin/PersonRequestsLink#PersonRequestsLink": PersonRequestsLink_e05d2c0fec1b1276cc9cda827d5d80d3,
  "/features/backoffice/dashboard/Dashboard#BackofficeDashboard": BackofficeDashboard_68ea5699f2c367382f6e9f3c4a2d85a2,
  "/features/backoffice/admin/EditorTimeZone#EditorTimeZone": EditorTimeZone_d17bb1594ab4d3b64de1f1d0ae7f4b31,
  "/features/backoffice/admin/AccessibleFrame#AccessibleFrame": AccessibleFrame_6ddf8d958674ae38d3013d16b6dcea2d,
  "/features/backoffice/admin/ConfirmScheduledDelete#ConfirmScheduledDelete": ConfirmScheduledDelete_39d1672862c9e5cdb03cb4499c5cfea1,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/users/second-factor/admin/LoginView#LoginView": LoginView_7c16e7ef75d563005194662831577f75,
  "/features/backoffice/admin/NotAllowedView#NotAllowedView": NotAllowedView_586bc89953823d479b032f62bfa0e072,
  "/features/users/second-factor/admin/SecondFactorView#SecondFactorView": SecondFactorView_ad1fa397a5faa6df74872ede505b5c54,
  "/features/privacy/admin/PersonRequestsView#PersonRequestsView": PersonRequestsView_97058fa14f0e485f72f9ecaababbbc2e,
  "/features/booking/admin/AgendaView#AgendaView": AgendaView_5bc24ed26f5a4e811355687bf9b1bcb5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
