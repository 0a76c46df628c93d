/** A text in Portuguese and Ukrainian; `en` corrects the English it is keyed by, where given. */
export type Translation = { en?: string; pt: string; uk: string }
