import type { ReactNode } from 'react'

import styles from './video.module.css'

/**
 * A hero video over its poster, as plain HTML: the poster (server-rendered, high priority) is what
 * paints first, and the video downloads nothing (`preload="none"`) until it plays. Playing it when
 * it is on screen and the pause button are `heroVideoBehaviour.ts`, loaded only on a page that
 * shows one (`data-enhance`), so the home page's first load carries no script of its own for it.
 */
export function HeroVideo(props: {
  src: string
  type: string
  title: string
  playLabel: string
  pauseLabel: string
  children: ReactNode
}) {
  return (
    <div className={styles.heroVideo} data-enhance="hero-video">
      {props.children}
      <video muted loop playsInline preload="none" aria-label={props.title}>
        <source src={props.src} type={props.type} />
      </video>
      <button type="button" className={styles.videoToggle}>
        {/* Both labels are in the page; the box's `data-playing` decides which one the button has. */}
        <span className={`visually-hidden ${styles.playLabel}`}>{props.playLabel}</span>
        <span className={`visually-hidden ${styles.pauseLabel}`}>{props.pauseLabel}</span>
        <span aria-hidden="true" className={styles.toggleIcon} />
      </button>
    </div>
  )
}
