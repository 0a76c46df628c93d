'use client'

/** The dashboard's charts panel heading (dashboard/panels.tsx names each panel `bo-<id>`). */
const chartsHeading = 'bo-charts'

/**
 * The skip links' behaviour. Payload's screens give their content no id to link to, so "Skip to the
 * content" moves focus to the screen's first heading below the header (or the content itself) and
 * leaves the address alone. "Skip to the charts" is a plain link to the charts' heading, shown
 * only where there are charts (admin.css). Both are hidden until focused.
 */
export function SkipLinks({ content, charts }: { content: string; charts: string }) {
  return (
    <>
      <a
        href="#main-content"
        className="backoffice-skip-link"
        onClick={(event) => {
          const main = document.querySelector<HTMLElement>(
            '.template-default__wrap > :not(.app-header)',
          )
          const target = main?.querySelector<HTMLElement>('h1') ?? main
          if (!target) return
          event.preventDefault()
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
          target.focus()
          target.scrollIntoView({ block: 'start' })
        }}
      >
        {content}
      </a>
      <a href={`#${chartsHeading}`} className="backoffice-skip-link backoffice-skip-link--charts">
        {charts}
      </a>
    </>
  )
}
