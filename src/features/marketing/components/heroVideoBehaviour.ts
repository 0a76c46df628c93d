/**
 * What a hero video does in the browser, loaded on demand (src/app/(site)/Enhancements.tsx): it
 * plays muted and looped only while half of it is on screen and the visitor welcomes motion, and a
 * visitor's pause sticks. The box's `data-playing` and `data-shown` carry the state to the styles.
 */
export function enhanceHeroVideo(box: HTMLElement): () => void {
  const player = box.querySelector('video')
  const button = box.querySelector('button')
  if (!player || !button) return () => undefined
  let pausedByVisitor = false
  const play = () => void player.play().catch(() => undefined)
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry?.isIntersecting && !reduced.matches && !pausedByVisitor) play()
      else if (!entry?.isIntersecting) player.pause()
    },
    { threshold: 0.5 },
  )
  const onPlaying = () => {
    box.dataset.shown = ''
    box.dataset.playing = ''
  }
  const onPause = () => delete box.dataset.playing
  const onMotionChange = () => reduced.matches && player.pause()
  const toggle = () => {
    pausedByVisitor = !player.paused
    if (pausedByVisitor) player.pause()
    else play()
  }
  observer.observe(box)
  player.addEventListener('playing', onPlaying)
  player.addEventListener('pause', onPause)
  button.addEventListener('click', toggle)
  reduced.addEventListener('change', onMotionChange)
  return () => {
    observer.disconnect()
    player.removeEventListener('playing', onPlaying)
    player.removeEventListener('pause', onPause)
    button.removeEventListener('click', toggle)
    reduced.removeEventListener('change', onMotionChange)
    player.pause()
  }
}
