/**
 * State one process keeps across its bundles. The production server (src/server, bundled by
 * esbuild), Next's server bundles and the cache handler each carry their own copy of a module, so a
 * module variable would exist once per bundle; state that must exist once per process lives on
 * `globalThis` instead, under `Symbol.for('voltra.<name>')` (a symbol, so no bundle's globals can
 * collide with it). The first caller creates it; every later caller, in any bundle, gets the same
 * object. Name each state once, beside the code that owns it, and keep its type there.
 *
 * @example const cache = processState('map.geocoder', () => new Map<string, Place[]>())
 */
export function processState<T extends object>(name: string, create: () => T): T {
  const holder = globalThis as typeof globalThis & Record<symbol, unknown>
  const key = Symbol.for(`voltra.${name}`)
  // The symbol is this helper's alone and `name` is owned by one module, which always creates it
  // with the same type: what is stored under it is a T.
  return (holder[key] ??= create()) as T
}
