'use client'

import { createContext, useContext, type ReactNode } from 'react'

/**
 * The few messages client components need, for the active locale only (the layout passes the
 * `client` and `errors` namespaces). A deliberate stand-in for NextIntlClientProvider, whose
 * runtime would add about 32 KB of JavaScript to every page for a handful of strings.
 */
export type ClientMessagesValue = Record<string, Record<string, string>>

const ClientMessagesContext = createContext<ClientMessagesValue>({})

export function ClientMessagesProvider({
  messages,
  children,
}: {
  messages: ClientMessagesValue
  children: ReactNode
}) {
  return (
    <ClientMessagesContext.Provider value={messages}>{children}</ClientMessagesContext.Provider>
  )
}

/** `t('errors.backHome')`, with `{name}` placeholders replaced from `values`. */
export function useClientMessages() {
  const messages = useContext(ClientMessagesContext)
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [namespace = '', name = ''] = key.split('.', 2)
    const template = messages[namespace]?.[name] ?? key
    return template.replace(/\{(\w+)\}/g, (whole, k: string) =>
      k in values ? String(values[k]) : whole,
    )
  }
}
