import { ExportCsvButton as ExportCsvButton_8e0835589eb7ce744bd0558a0f89cdd6 } from '../../../features/forms/admin/ExportCsvButton'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/forms/admin/ExportCsvButton#ExportCsvButton": ExportCsvButton_8e0835589eb7ce744bd0558a0f89cdd6,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
