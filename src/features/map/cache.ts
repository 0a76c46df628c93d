/** A process-wide version of the stations table; hooks bump it so cached map data is rebuilt. */
const state = globalThis as unknown as { __stationsVersion?: number }

export function bumpStationsVersion(): void {
  state.__stationsVersion = (state.__stationsVersion ?? 0) + 1
}

export function stationsVersion(): number {
  return state.__stationsVersion ?? 0
}
