'use client'

/**
 * The custom amount input; typing in it selects the "other amount" choice (without JS, the driver
 * picks it).
 */
export function CustomAmount({
  radioId,
  ...props
}: { radioId: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      {...props}
      onInput={() => {
        const radio = document.getElementById(radioId) as HTMLInputElement | null
        if (radio) radio.checked = true
      }}
    />
  )
}
