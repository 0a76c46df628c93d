import type { Translation } from './types'

/**
 * Field texts of the back office: news, media, shared content, settings.
 * Keyed by English; `en` corrects the English where given.
 */
export const contentTexts: Record<string, Translation> = {
  Alt: { pt: 'Texto alternativo', uk: 'Альтернативний текст', en: 'Alt text' },
  Answer: { pt: 'Resposta', uk: 'Відповідь' },
  'App links': { pt: 'Ligações da aplicação', uk: 'Посилання на застосунок' },
  'Ascending: 1 is shown first.': {
    pt: 'Crescente: o 1 aparece primeiro.',
    uk: 'За зростанням: 1 показується першим.',
  },
  Audience: { pt: 'Público', uk: 'Аудиторія' },
  Author: { pt: 'Autor', uk: 'Автор' },
  Bio: { pt: 'Biografia', uk: 'Біографія' },
  'Brand name': { pt: 'Nome da marca', uk: 'Назва бренду' },
  'Co2 tons': { pt: 'CO₂ (toneladas)', uk: 'CO₂ (тонн)', en: 'CO₂ (tonnes)' },
  Content: { pt: 'Conteúdo', uk: 'Вміст' },
  'Content dictionary code id': {
    pt: 'Código do dicionário',
    uk: 'Код словника',
    en: 'Dictionary code',
  },
  Cover: { pt: 'Capa', uk: 'Обкладинка' },
  'Defaults to the cover.': { pt: 'Por omissão, a capa.', uk: 'Типово — обкладинка.' },
  'Defaults to the excerpt.': { pt: 'Por omissão, o resumo.', uk: 'Типово — анонс.' },
  'Defaults to the post title.': {
    pt: 'Por omissão, o título do artigo.',
    uk: 'Типово — заголовок статті.',
  },
  'Effective date': { pt: 'Data de entrada em vigor', uk: 'Дата набрання чинності' },
  Excerpt: { pt: 'Resumo', uk: 'Анонс' },
  Languages: { pt: 'Idiomas', uk: 'Мови' },
  'Legal name': { pt: 'Designação legal', uk: 'Юридична назва' },
  Location: { pt: 'Local', uk: 'Місце' },
  Logo: { pt: 'Logótipo', uk: 'Логотип' },
  Network: { pt: 'Rede', uk: 'Мережа' },
  'Off: the post appears only in the languages it has a title and text in. On: it also appears in the other languages, in English.':
    {
      pt: 'Desligado: o artigo aparece só nos idiomas em que tem título e texto. Ligado: aparece também nos outros idiomas, em inglês.',
      uk: 'Вимкнено: стаття показується лише мовами, якими має заголовок і текст. Увімкнено: також іншими мовами, англійською.',
    },
  'Optional; the built-in mark is used without one.': {
    pt: 'Opcional; sem ele, usa-se o símbolo incluído.',
    uk: 'Необовʼязково; без нього використовується вбудований знак.',
  },
  'Partner name': { pt: 'Nome do parceiro', uk: 'Назва партнера' },
  Photo: { pt: 'Fotografia', uk: 'Фото' },
  Pinned: { pt: 'Fixado', uk: 'Закріплено' },
  'Pinned position': { pt: 'Posição fixada', uk: 'Позиція закріплення' },
  'Pinned posts come first in the news list.': {
    pt: 'Os artigos fixados aparecem primeiro na lista de notícias.',
    uk: 'Закріплені статті йдуть першими у списку новин.',
  },
  'Published at': { pt: 'Publicado em', uk: 'Опубліковано' },
  Question: { pt: 'Pergunta', uk: 'Питання' },
  Quote: { pt: 'Citação', uk: 'Цитата' },
  Role: { pt: 'Função', uk: 'Роль' },
  'Sales email': { pt: 'E-mail de vendas', uk: 'Пошта відділу продажів', en: 'Sales e-mail' },
  'Same in every language: lowercase letters, digits and hyphens. Filled from the title when empty.':
    {
      pt: 'Igual em todos os idiomas: minúsculas, algarismos e hífenes. Preenchido a partir do título quando vazio.',
      uk: 'Однакова для всіх мов: малі латинські літери, цифри й дефіси. Заповнюється із заголовка, якщо порожня.',
    },
  'Show the English text in other languages': {
    pt: 'Mostrar o texto em inglês nos outros idiomas',
    uk: 'Показувати англійський текст іншими мовами',
  },
  'Social link': { pt: 'Rede social', uk: 'Соцмережа' },
  'Social links': { pt: 'Redes sociais', uk: 'Соцмережі' },
  'Support email': { pt: 'E-mail de apoio', uk: 'Пошта підтримки', en: 'Support e-mail' },
  'Support phone': { pt: 'Telefone de apoio', uk: 'Телефон підтримки' },
  Tags: { pt: 'Etiquetas', uk: 'Теги' },
  Trees: { pt: 'Árvores', uk: 'Дерева' },
  'Updated on': { pt: 'Atualizado em', uk: 'Оновлено' },
  Url: { pt: 'URL', uk: 'URL', en: 'URL' },
  'Where the post is shown: languages with a title and text (EN (MY) reads English). Worked out on save.':
    {
      pt: 'Onde o artigo aparece: idiomas com título e texto (EN (MY) lê o inglês). Calculado ao guardar.',
      uk: 'Де показується стаття: мови із заголовком і текстом (EN (MY) показує англійський). Визначається під час збереження.',
    },
}
