import type { Language } from '@payloadcms/translations'

/**
 * Payload's Portuguese is Brazil's ("Salvar", "Arquivo", "usuário", "Painel de Controle"); the back
 * office's Portuguese readers are in Portugal. Rather than copy some 600 texts, Payload's are
 * rewritten once at start: whole texts where a sentence changes shape (`texts`), then phrases and
 * words (`phrases`, `words`, case kept: "Salvar" → "Guardar", "salvar" → "guardar"), then the
 * Brazilian progressive ("Salvando…" → "A guardar…"). Placeholders (`{{label}}`) and markup
 * (`<1>…</1>`) are never touched. european-portuguese.test.ts fails on a Brazilian word left.
 */

/** Whole texts, by their `namespace.key`. */
const texts: Record<string, string> = {
  'general.dashboard': 'Painel',
  'general.backToDashboard': 'Voltar ao painel',
  // Payload 3.90 ships a translator's instructions here instead of the word.
  'general.restoring': 'A restaurar…',
  'version.autosave': 'Gravação automática',
  'version.autosavedSuccessfully': 'Guardado automaticamente.',
  'authentication.loggedOutInactivity': 'A sessão terminou por inatividade.',
  'authentication.backToLogin': 'Voltar ao início de sessão',
  'authentication.logBackIn': 'Iniciar sessão novamente',
  'authentication.loggedIn':
    'Para iniciar sessão com outro utilizador, termine primeiro a <0>sessão</0> atual.',
  'authentication.loginWithAnotherUser':
    'Para iniciar sessão com outro utilizador, termine primeiro a <0>sessão</0> atual.',
  'authentication.youAreReceivingResetPassword':
    'Recebeu esta mensagem porque foi pedida (por si ou por outra pessoa) a redefinição da palavra-passe da sua conta. Clique na ligação seguinte ou cole-a no navegador para concluir o processo:',
  'authentication.youDidNotRequestPassword':
    'Se não fez este pedido, ignore este e-mail e a sua palavra-passe fica igual.',
  'error.unauthorized': 'Não autorizado. Inicie sessão para fazer este pedido.',
  'error.notFound': 'O recurso pedido não foi encontrado.',
  'general.sorryNotFound': 'Lamentamos: não há nada que corresponda ao seu pedido.',
  'fields.openInNewTab': 'Abrir num novo separador',
}

/** Phrases, before the words (longest first where one contains another). */
const phrases: [string, string][] = [
  ['Painel de Controle', 'Painel'],
  ['Salvamento automático', 'Gravação automática'],
  ['fazer login', 'iniciar sessão'],
  ['de login', 'de início de sessão'],
  ['estar logado', 'ter sessão iniciada'],
  ['tem certeza', 'tem a certeza'],
  ['arraste e solte', 'arraste e largue'],
  ['acesse a sua', 'aceda à sua'],
  ['acessar', 'aceder a'],
  ['nova aba', 'novo separador'],
  ['Mudar senha', 'Alterar palavra-passe'],
  ['essa requisição', 'esse pedido'],
  ['sua requisição', 'seu pedido'],
]

/** Words (lower case; a capital first letter is kept). */
const words: Record<string, string> = {
  salvar: 'guardar',
  salve: 'guarde',
  salvo: 'guardado',
  salva: 'guardada',
  salvos: 'guardados',
  salvas: 'guardadas',
  arquivo: 'ficheiro',
  arquivos: 'ficheiros',
  usuário: 'utilizador',
  usuários: 'utilizadores',
  senha: 'palavra-passe',
  senhas: 'palavras-passe',
  excluir: 'eliminar',
  excluído: 'eliminado',
  excluída: 'eliminada',
  excluídos: 'eliminados',
  exclusão: 'eliminação',
  deletar: 'eliminar',
  deletado: 'eliminado',
  baixar: 'descarregar',
  lixeira: 'reciclagem',
  pular: 'saltar',
  registro: 'registo',
  registrado: 'registado',
  registrados: 'registados',
  registrar: 'registar',
  controle: 'controlo',
  gerenciar: 'gerir',
  compartilham: 'partilham',
  conexão: 'ligação',
  desconectado: 'desligado',
  digite: 'escreva',
  mudar: 'alterar',
  mudanças: 'alterações',
  requisição: 'pedido',
  requisitado: 'pedido',
  cardápio: 'menu',
  eletrônico: 'eletrónico',
  solte: 'largue',
  email: 'e-mail',
}

/** Brazil's "estar + gerúndio" is Portugal's "estar a + infinitivo": "Salvando…" → "A guardar…". */
const gerunds: Record<string, string> = {
  salvando: 'guardar',
  excluindo: 'eliminar',
  carregando: 'carregar',
  atualizando: 'atualizar',
  copiando: 'copiar',
  criando: 'criar',
  despublicando: 'despublicar',
  editando: 'editar',
  enviando: 'enviar',
  fazendo: 'fazer',
  movendo: 'mover',
  mudando: 'alterar',
  redefinindo: 'redefinir',
  reindexando: 'reindexar',
  restaurando: 'restaurar',
  revertendo: 'reverter',
  saindo: 'sair',
  mostrando: 'mostrar',
  comparando: 'comparar',
  visualizando: 'visualizar',
  recebendo: 'receber',
}

const letter = '\\p{L}'
const wordPattern = (word: string) => new RegExp(`(?<![${letter}-])${word}(?![${letter}-])`, 'giu')
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const sameCase = (found: string, replacement: string) =>
  found.charAt(0) === found.charAt(0).toUpperCase() ? capitalized(replacement) : replacement

const rules: [RegExp, (found: string) => string][] = [
  ...phrases.map(([from, to]): [RegExp, (f: string) => string] => [
    wordPattern(from),
    (found) => sameCase(found, to),
  ]),
  ...Object.entries(gerunds).map(([from, to]): [RegExp, (f: string) => string] => [
    wordPattern(from),
    (found) => sameCase(found, `a ${to}`),
  ]),
  ...Object.entries(words).map(([from, to]): [RegExp, (f: string) => string] => [
    wordPattern(from),
    (found) => sameCase(found, to),
  ]),
  // "Você tem" → "Tem": Portugal leaves the subject out (the next word takes its capital).
  [
    new RegExp(`(?<![${letter}])você\\s+(${letter})`, 'giu'),
    (found) => sameCase(found, found.slice(-1)),
  ],
]

/** One text in Portugal's Portuguese; placeholders and markup kept as they are. */
export function toEuropean(text: string): string {
  return text
    .split(/(\{\{[^}]*\}\}|<[^>]*>)/)
    .map((part, i) => {
      if (i % 2 === 1) return part
      let out = part
      for (const [pattern, replace] of rules) out = out.replace(pattern, replace)
      return out
    })
    .join('')
}

type Texts = { [key: string]: string | Texts }

function rewrite(node: Texts, path: string): Texts {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const at = path ? `${path}.${key}` : key
      if (typeof value !== 'string') return [key, rewrite(value, at)]
      return [key, texts[at] ?? toEuropean(value)]
    }),
  )
}

/** Payload's Portuguese language, its texts in Portugal's Portuguese. */
export function europeanPortuguese<L extends Language>(language: L): L {
  return { ...language, translations: rewrite(language.translations as Texts, '') } as L
}
