import { notFound } from 'next/navigation'

/** Any path under a locale that no page claims: the translated 404 (product.md section 2). */
export default function CatchAll() {
  notFound()
}
