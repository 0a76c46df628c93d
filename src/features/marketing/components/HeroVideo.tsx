'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import styles from './video.module.css'

/**
 * A hero video over its poster. The poster (server-rendered, high priority) is what paints first; the
 * video downloads nothing (`preload="none"`) until it plays, and it plays muted and looped only while
 * at least half of it is on screen and the visitor does not prefer reduced motion. The button pauses
 * and resumes it; once a visitor pauses, scrolling never restarts it.
 */
export function HeroVideo(props: { src: string; type: string; title: string; playLabel: string; pauseLabel: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [shown, setShown] = useState(false)
  const pausedByVisitor = useRef(false)

  useEffect(() => {
    const element = box.current
    const player = video.current
    if (!element || !player) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !reduced.matches && !pausedByVisitor.current) player.play().catch(() => undefined)
        else if (!entry?.isIntersecting) player.pause()
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    const onMotionChange = () => reduced.matches && player.pause()
    reduced.addEventListener('change', onMotionChange)
    return () => {
      observer.disconnect()
      reduced.removeEventListener('change', onMotionChange)
    }
  }, [])

  function toggle() {
    const player = video.current
    if (!player) return
    if (player.paused) {
      pausedByVisitor.current = false
      player.play().catch(() => undefined)
    } else {
      pausedByVisitor.current = true
      player.pause()
    }
  }

  return (
    <div ref={box} className={styles.heroVideo}>
      {props.children}
      <video
        ref={video}
        className={shown ? styles.heroVideoShown : styles.heroVideoHidden}
        muted
        loop
        playsInline
        preload="none"
        aria-label={props.title}
        onPlaying={() => {
          setShown(true)
          setPlaying(true)
        }}
        onPause={() => setPlaying(false)}
      >
        <source src={props.src} type={props.type} />
      </video>
      <button type="button" className={styles.videoToggle} onClick={toggle}>
        <span className="visually-hidden">{playing ? props.pauseLabel : props.playLabel}</span>
        <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
      </button>
    </div>
  )
}
