import { notFound } from 'next/navigation'

/** No item exists until its feature is built: every id is unknown, so 404 (never 500). */
export default function Page() {
  notFound()
}
