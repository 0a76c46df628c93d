// The parts of `@mdn/mdn-http-observatory` (plain JavaScript) that tests/support/observatory-scan.ts
// uses.
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export function retrieve(
    hostname: string,
    options?: { path?: string },
  ): Promise<{ responses: { auto: { headers: Record<string, unknown> } | null } }>
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export const ALL_TESTS: ((requests: unknown) => {
    constructor: { name: string }
    result: string
  })[]
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getScoreModifier(expectation: string): number
  export function getGradeForScore(score: number): { grade: string; score: number }
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}
