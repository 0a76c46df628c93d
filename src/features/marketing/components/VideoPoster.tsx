'use client'

import { useRef, type ReactNode } from 'react'

import styles from './video.module.css'

/**
 * A hero video's poster while no video file is uploaded for it (see HeroVideo for one that is): the
 * click opens a dialog that says honestly that the video is not available here.
 */
export function VideoPoster(props: {
  /** The poster image, rendered on the server. */
  children: ReactNode
  title: string
  duration: string
  watchLabel: string
  unavailableTitle: string
  unavailableText: string
  closeLabel: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" className={styles.poster} onClick={() => dialog.current?.showModal()}>
        <span className="visually-hidden">{props.watchLabel}</span>
        {props.children}
        <span className={styles.play} aria-hidden="true" />
        <span className={styles.posterCaption} aria-hidden="true">
          <span>{props.title}</span>
          <span className={styles.duration}>{props.duration}</span>
        </span>
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-label={props.unavailableTitle}>
        <p className={styles.dialogTitle}>{props.unavailableTitle}</p>
        <p>{props.unavailableText}</p>
        <form method="dialog">
          <button type="submit" className="button button--primary" autoFocus>
            {props.closeLabel}
          </button>
        </form>
      </dialog>
    </>
  )
}
