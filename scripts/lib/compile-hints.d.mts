export const compileHint: string
export function addCompileHints(distDir: string): string[]
