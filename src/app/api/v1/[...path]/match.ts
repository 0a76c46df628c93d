/**
 * Finds the endpoint of an address under /api/v1 in a table of addresses (`stations/[id]`: a
 * `[name]` segment matches any one segment and is handed over as `params.name`). As with route
 * files, a fixed segment wins over a named one: `stations/version` is not station "version".
 */
export function matcher<Endpoint>(table: [address: string, endpoint: Endpoint][]) {
  const patterns = table.map(([address, endpoint]) => ({
    segments: address.split('/'),
    fixed: address.split('/').filter((segment) => !segment.startsWith('[')).length,
    endpoint,
  }))
  type Match = { endpoint: Endpoint; params: Record<string, string>; fixed: number }
  /** The endpoint of `path` (its decoded segments) and its named segments, or null. */
  return (path: string[]): Match | null => {
    let best: Match | null = null
    for (const { segments, fixed, endpoint } of patterns) {
      if (segments.length !== path.length || (best && best.fixed >= fixed)) continue
      const params: Record<string, string> = {}
      let fits = true
      segments.forEach((segment, i) => {
        if (segment.startsWith('[')) params[segment.slice(1, -1)] = path[i]!
        else if (segment !== path[i]) fits = false
      })
      if (fits) best = { endpoint, params, fixed }
    }
    return best
  }
}
