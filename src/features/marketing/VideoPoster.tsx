'use client'

import Image from 'next/image'
import { useRef } from 'react'

import styles from './marketing.module.css'

/**
 * A video poster. Nothing of a player loads until the visitor clicks; this build ships no video files,
 * so the click opens a dialog that says so honestly (a hosted player can replace the dialog body).
 */
export function VideoPoster(props: {
  poster: string
  title: string
  duration: string
  watchLabel: string
  unavailableTitle: string
  unavailableText: string
  closeLabel: string
  priority?: boolean
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" className={styles.poster} onClick={() => dialog.current?.showModal()}>
        <span className="visually-hidden">{props.watchLabel}</span>
        <Image src={props.poster} alt="" width={1280} height={720} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw" priority={props.priority} />
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
