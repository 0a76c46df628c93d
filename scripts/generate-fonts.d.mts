export type DeclaredFont = {
  file: string
  weights: { min: number; max: number }
  unicodeRange: string
}
export function charactersOf(unicodeRange: string): string
export function declaredFonts(source?: string): DeclaredFont[]
export function cutFont(font: DeclaredFont): Promise<Buffer>
