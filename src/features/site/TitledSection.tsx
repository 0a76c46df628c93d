import type { ReactNode } from 'react'

/**
 * A section named by its own h2 (aria-labelledby), so assistive technology lists it under its
 * heading.
 */
export function TitledSection({
  headingId,
  heading,
  id,
  children,
}: {
  headingId: string
  heading: ReactNode
  id?: string
  children?: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  )
}

/** A list of short texts, each under its own h3 (cards, rules, terms). */
export function TitledItems({
  items,
  className,
  itemClassName,
}: {
  items: { key: string | number; title?: string | null; text?: string | null }[]
  className?: string
  itemClassName?: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key} className={itemClassName}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
