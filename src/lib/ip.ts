/**
 * An address as people read it: a dual-stack socket reports an IPv4 client as an IPv4-mapped IPv6
 * address (`::ffff:127.0.0.1`), which is the same client as `127.0.0.1`. Applied where an address
 * is taken from the socket or a proxy (src/server/layers/client.ts) and where one is shown, for
 * rows stored before.
 */
export function plainAddress(address: string): string {
  const trimmed = address.trim()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)
  return mapped ? mapped[1]! : trimmed
}
