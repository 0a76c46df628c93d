/**
 * What the media library accepts and what it keeps. One place: the upload checks, the REST guard in
 * front of Payload and the text editors read next to the file input all say the same numbers.
 */
export const maxFileBytes = 20 * 1024 * 1024
/**
 * Longest side and total pixels an upload may have: beyond them decoding alone costs seconds and
 * gigabytes.
 */
const maxSidePx = 12_000
const maxMegapixels = 50
/** Stored images are scaled down to fit this box (never up); the site shows nothing wider. */
export const storedMaxSidePx = 2560
export const acceptedMimeTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const

export type UploadProblem =
  | { code: 'tooBig'; bytes: number }
  | { code: 'tooWide'; width: number; height: number }
  | { code: 'tooManyPixels'; width: number; height: number }
  | { code: 'unreadable' }

/** Whether image dimensions are within the limits; `null` when they are. */
export function dimensionProblem(
  width: number | undefined,
  height: number | undefined,
): UploadProblem | null {
  if (!width || !height) return null
  if (width > maxSidePx || height > maxSidePx) return { code: 'tooWide', width, height }
  if (width * height > maxMegapixels * 1_000_000) return { code: 'tooManyPixels', width, height }
  return null
}

type Language = 'en' | 'uk' | 'pt'

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')
const px = (n: number, lang: Language) =>
  n.toLocaleString(lang === 'uk' ? 'uk-UA' : lang === 'pt' ? 'pt-PT' : 'en-GB')

const texts: Record<
  Language,
  { [K in UploadProblem['code']]: (p: Record<string, number>) => string } & { limits: string }
> = {
  en: {
    tooBig: (p) =>
      `The file is ${mb(p.bytes!)} MB; the limit is ${mb(maxFileBytes)} MB. Export a smaller file (a JPEG or WebP of at most ${storedMaxSidePx} px is plenty) and upload it again.`,
    tooWide: (p) =>
      `The image is ${px(p.width!, 'en')} × ${px(p.height!, 'en')} px; at most ${px(maxSidePx, 'en')} px per side is accepted. Scale it down and upload it again.`,
    tooManyPixels: (p) =>
      `The image has ${Math.round((p.width! * p.height!) / 1e6)} megapixels (${px(p.width!, 'en')} × ${px(p.height!, 'en')} px); at most ${maxMegapixels} megapixels are accepted. Scale it down and upload it again.`,
    unreadable: () =>
      'The file could not be read as an image. Upload a PNG, JPEG, WebP, AVIF or SVG file.',
    limits: `PNG, JPEG, WebP, AVIF or SVG, at most ${mb(maxFileBytes)} MB and ${px(maxSidePx, 'en')} px per side (${maxMegapixels} megapixels). Larger pictures are scaled down to ${px(storedMaxSidePx, 'en')} px and stored as WebP.`,
  },
  uk: {
    tooBig: (p) =>
      `Файл має ${mb(p.bytes!)} МБ; найбільше — ${mb(maxFileBytes)} МБ. Збережіть менший файл (JPEG або WebP до ${storedMaxSidePx} px цілком досить) і завантажте знову.`,
    tooWide: (p) =>
      `Зображення має ${px(p.width!, 'uk')} × ${px(p.height!, 'uk')} px; приймаємо щонайбільше ${px(maxSidePx, 'uk')} px на бік. Зменште його і завантажте знову.`,
    tooManyPixels: (p) =>
      `Зображення має ${Math.round((p.width! * p.height!) / 1e6)} мегапікселів (${px(p.width!, 'uk')} × ${px(p.height!, 'uk')} px); приймаємо щонайбільше ${maxMegapixels} мегапікселів. Зменште його і завантажте знову.`,
    unreadable: () => 'Файл не читається як зображення. Завантажте PNG, JPEG, WebP, AVIF або SVG.',
    limits: `PNG, JPEG, WebP, AVIF або SVG, до ${mb(maxFileBytes)} МБ і ${px(maxSidePx, 'uk')} px на бік (${maxMegapixels} мегапікселів). Більші зображення зменшуються до ${px(storedMaxSidePx, 'uk')} px і зберігаються у WebP.`,
  },
  pt: {
    tooBig: (p) =>
      `O ficheiro tem ${mb(p.bytes!)} MB; o limite é ${mb(maxFileBytes)} MB. Exporte um ficheiro mais pequeno (um JPEG ou WebP até ${storedMaxSidePx} px chega) e carregue-o de novo.`,
    tooWide: (p) =>
      `A imagem tem ${px(p.width!, 'pt')} × ${px(p.height!, 'pt')} px; aceitamos no máximo ${px(maxSidePx, 'pt')} px por lado. Reduza-a e carregue-a de novo.`,
    tooManyPixels: (p) =>
      `A imagem tem ${Math.round((p.width! * p.height!) / 1e6)} megapíxeis (${px(p.width!, 'pt')} × ${px(p.height!, 'pt')} px); aceitamos no máximo ${maxMegapixels} megapíxeis. Reduza-a e carregue-a de novo.`,
    unreadable: () =>
      'O ficheiro não pôde ser lido como imagem. Carregue um PNG, JPEG, WebP, AVIF ou SVG.',
    limits: `PNG, JPEG, WebP, AVIF ou SVG, até ${mb(maxFileBytes)} MB e ${px(maxSidePx, 'pt')} px por lado (${maxMegapixels} megapíxeis). Imagens maiores são reduzidas para ${px(storedMaxSidePx, 'pt')} px e guardadas em WebP.`,
  },
}

/**
 * Back-office language (Payload's codes: `uk` for Ukrainian) → one we have texts in; English
 * otherwise.
 */
export function uploadLanguage(language: string | undefined | null): Language {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0]
  return base === 'uk' || base === 'ua' ? 'uk' : base === 'pt' ? 'pt' : 'en'
}

export function uploadProblemMessage(problem: UploadProblem, language?: string | null): string {
  const { code, ...params } = problem
  return texts[uploadLanguage(language)][code](params as Record<string, number>)
}

export function uploadLimitsText(language?: string | null): string {
  return texts[uploadLanguage(language)].limits
}
