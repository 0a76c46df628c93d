import type { ReactNode } from 'react'

import styles from './video.module.css'

/**
 * A hero video's poster while no video file is uploaded for it (HeroVideo plays one that is): a
 * click opens a dialog saying the video is not available here. The browser's Popover API opens and
 * closes it and moves focus to Close and back, so it needs no script of ours.
 */
export function VideoPoster(props: {
  /** Unique on the page: ties the poster to its dialog. */
  id: string
  /** The poster image, rendered on the server. */
  children: ReactNode
  title: string
  duration: string
  watchLabel: string
  unavailableTitle: string
  unavailableText: string
  closeLabel: string
}) {
  return (
    <>
      <button type="button" className={styles.poster} popoverTarget={props.id}>
        <span className="visually-hidden">{props.watchLabel}</span>
        {props.children}
        <span className={styles.play} aria-hidden="true" />
        <span className={styles.posterCaption} aria-hidden="true">
          <span>{props.title}</span>
          <span className={styles.duration}>{props.duration}</span>
        </span>
      </button>
      <dialog
        id={props.id}
        popover="auto"
        className={styles.dialog}
        aria-label={props.unavailableTitle}
      >
        <p className={styles.dialogTitle}>{props.unavailableTitle}</p>
        <p>{props.unavailableText}</p>
        <button
          type="button"
          className="button button--primary"
          popoverTarget={props.id}
          popoverTargetAction="hide"
          autoFocus
        >
          {props.closeLabel}
        </button>
      </dialog>
    </>
  )
}
