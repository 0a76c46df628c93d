import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
} from 'payload'

import { anyone, editorsWrite } from '@/access'
import { adminNames } from '@/i18n/backoffice/labels'

import {
  acceptedMimeTypes,
  dimensionProblem,
  maxFileBytes,
  storedMaxSidePx,
  uploadLanguage,
  uploadProblemMessage,
  type UploadProblem,
} from './limits'
import { localUploadDir } from './storage'
import { describeUsages, findMediaUsages } from './usage'

/** Kept as WebP: a 10 MB PNG photo becomes a few hundred KB, and transparency survives. */
const webp = { format: 'webp' as const, options: { quality: 82, effort: 4 } }

/**
 * A 4xx with isPublic: Payload passes the message through and the back office shows it as it is.
 * The name is set by hand: in the production bundle the class name is not kept, and Payload's error
 * formatter answers "An unknown error occurred." for an error without a name.
 */
function publicError(message: string, status: number, data?: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data, true)
  error.name = 'APIError'
  return error
}

function refuse(problem: UploadProblem, language: string | undefined): never {
  throw publicError(uploadProblemMessage(problem, language), problem.code === 'tooBig' ? 413 : 400)
}

/**
 * Checks an incoming file before Payload decodes it: its size, and its dimensions read from the
 * header only (sharp metadata), so a 30,000 px image is refused with its numbers instead of failing
 * deep inside the resize.
 */
const checkIncomingFile: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return
  const file = req.file as {
    data?: Buffer
    tempFilePath?: string
    size?: number
    mimetype?: string
  }
  const language = req.i18n?.language
  if ((file.size ?? file.data?.length ?? 0) > maxFileBytes)
    refuse({ code: 'tooBig', bytes: file.size ?? file.data!.length }, language)
  if (file.mimetype === 'image/svg+xml' || !req.payload.config.sharp) return
  // Payload's multipart parser leaves tempFilePath '' when the file is kept in memory.
  const input = file.tempFilePath || file.data
  if (!input) return
  let width: number | undefined
  let height: number | undefined
  try {
    const meta = await req.payload.config.sharp(input, { limitInputPixels: false }).metadata()
    width = meta.autoOrient?.width ?? meta.width
    height = meta.autoOrient?.height ?? meta.height
  } catch {
    refuse({ code: 'unreadable' }, language)
  }
  const problem = dimensionProblem(width, height)
  if (problem) refuse(problem, language)
}

const inUseTexts = {
  en: (list: string) =>
    `This image is in use and was not deleted. Used by: ${list}. Replace or remove it there first.`,
  uk: (list: string) =>
    `Це зображення використовується, тому його не видалено. Використовує: ${list}. Спершу замініть або приберіть його там.`,
  pt: (list: string) =>
    `Esta imagem está em uso e não foi eliminada. Usada por: ${list}. Substitua-a ou remova-a primeiro.`,
}

/**
 * Refuses to delete an image that documents still show (covers, goods, slides, team photos,
 * settings…), naming them. Scripts that really mean it pass `context: { deleteMediaInUse: true }`.
 */
const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (req.context?.deleteMediaInUse) return
  const usages = await findMediaUsages(req.payload, id, req)
  if (usages.length === 0) return
  throw publicError(inUseTexts[uploadLanguage(req.i18n?.language)](describeUsages(usages)), 409, {
    usages,
  })
}

/**
 * Uploaded images for every feature (news covers, goods, team, testimonials…). Limits are stated
 * beside the file input and enforced with precise messages; big pictures are scaled down and stored
 * as WebP; sharp makes the responsive sizes. Alt text is required and localised. An image in use
 * cannot be deleted.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: adminNames(
    ['Media file', 'Media'],
    ['Ficheiro multimédia', 'Multimédia'],
    ['Медіафайл', 'Медіафайли'],
  ),
  admin: {
    group: 'Content',
    useAsTitle: 'alt',
    // An editor looks for a picture by what it shows or by the name of the file they uploaded.
    listSearchableFields: ['alt', 'filename'],
    // The picture and its file name first (Payload's file cell), then what a person looks for.
    defaultColumns: ['filename', 'alt', 'filesize', 'usedIn', 'updatedAt'],
  },
  access: editorsWrite(anyone),
  upload: {
    staticDir: localUploadDir(),
    mimeTypes: [...acceptedMimeTypes],
    // Never kept larger than the site can show: scaled into a 2560 px box, never enlarged.
    resizeOptions: {
      width: storedMaxSidePx,
      height: storedMaxSidePx,
      fit: 'inside',
      withoutEnlargement: true,
    },
    formatOptions: webp,
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: webp },
      { name: 'card', width: 640, formatOptions: webp },
      { name: 'wide', width: 1280, formatOptions: webp },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  hooks: { beforeOperation: [checkIncomingFile], beforeDelete: [refuseDeleteInUse] },
  fields: [
    {
      name: 'uploadLimits',
      type: 'ui',
      admin: {
        disableListColumn: true,
        components: { Field: '/features/media/admin/UploadLimits#UploadLimits' },
      },
    },
    { name: 'alt', type: 'text', required: true, localized: true },
    {
      name: 'usedIn',
      type: 'ui',
      label: { en: 'Used in', pt: 'Usada em', uk: 'Де використано' },
      admin: {
        position: 'sidebar',
        components: {
          Field: '/features/media/admin/UsedIn#UsedIn',
          Cell: '/features/media/admin/ListCells#UsedInCell',
        },
      },
    },
    // Payload's own field, as a column of the list with a readable cell ("2.4 MB" rather than
    // 2400000); the edit view shows the size with the file already.
    {
      name: 'filesize',
      type: 'number',
      admin: {
        hidden: false,
        readOnly: true,
        condition: () => false,
        components: { Cell: '/features/media/admin/ListCells#FileSizeCell' },
      },
    },
  ],
}
