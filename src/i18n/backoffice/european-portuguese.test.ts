import { pt } from '@payloadcms/translations/languages/pt'
import { describe, expect, it } from 'vitest'

import { europeanPortuguese, toEuropean } from './european-portuguese'

/** Payload's Portuguese texts, rewritten in Portugal's Portuguese (european-portuguese.ts). */
type Texts = { [key: string]: string | Texts }
const all = (node: Texts, path = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value]] : all(value, `${path}${key}.`),
  )

const before = all(pt.translations as Texts)
const after = new Map(all(europeanPortuguese(pt).translations as Texts))
// Brazilian words and forms a reader in Portugal stops at.
const brazilian =
  /(?<!\p{L})(salvar|salvo|salvas?|salve|arquivos?|usuários?|senhas?|excluir|excluído|exclusão|deletar|deletado|baixar|lixeira|painel de controle|registro|registrado|controle|gerenciar|compartilham|conexão|digite|requisição|você|\p{L}+ando|\p{L}+endo|\p{L}+indo)(?!\p{L})/iu
const allowedEndings = new Set(['quando', 'sendo', 'segundo', 'mundo', 'fundo', 'comando', 'lindo'])

describe("Payload's Portuguese in Portugal's words", () => {
  it('leaves no Brazilian word in any text', () => {
    const left = [...after].filter(([, text]) => {
      const found = brazilian.exec(text)?.[0]
      return found !== undefined && !allowedEndings.has(found.toLowerCase())
    })
    expect(left).toEqual([])
  })

  it('keeps every placeholder and every piece of markup', () => {
    for (const [key, text] of before) {
      const tokens = (s: string) => (s.match(/\{\{[^}]*\}\}|<[^>]*>/g) ?? []).sort()
      if (key === 'general.restoring') continue
      expect(tokens(after.get(key)!), key).toEqual(tokens(text))
    }
  })

  it('reads as Portugal writes', () => {
    expect(after.get('general.save')).toBe('Guardar')
    expect(after.get('general.saving')).toBe('A guardar...')
    expect(after.get('general.dashboard')).toBe('Painel')
    expect(after.get('upload.fileName')).toBe('Nome do Ficheiro')
    expect(toEuropean('Você tem certeza?')).toBe('Tem a certeza?')
    expect(toEuropean('Se você não fez essa requisição, ignore.')).toBe(
      'Se não fez esse pedido, ignore.',
    )
  })
})
