/** A template's `{name}` placeholders filled from `values` (one without a value becomes empty). */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''))
