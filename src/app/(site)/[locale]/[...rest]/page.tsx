import { notFound } from 'next/navigation'

/** Any path under a locale that no page claims: the translated 404. */
export default function CatchAll() {
  notFound()
}
