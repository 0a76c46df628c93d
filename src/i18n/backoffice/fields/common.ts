import type { Translation } from './types'

/**
 * Field texts of the back office: used across the back office.
 * Keyed by English; `en` corrects the English where given.
 */
export const commonTexts: Record<string, Translation> = {
  Address: { pt: 'Morada', uk: 'Адреса' },
  Amount: { pt: 'Valor', uk: 'Сума' },
  'An empty field shows the built-in text (its placeholder). Keep {placeholders} and <tags> as they are.':
    {
      pt: 'Um campo vazio mostra o texto incluído (o exemplo a cinzento). Mantenha {marcadores} e <etiquetas> tal como estão.',
      uk: 'Порожнє поле показує вбудований текст (сірий приклад). Залишайте {заповнювачі} й <теги> як є.',
    },
  'App store': { pt: 'App Store', uk: 'App Store', en: 'App Store' },
  At: { pt: 'Quando', uk: 'Коли' },
  Attempts: { pt: 'Tentativas', uk: 'Спроби' },
  Category: { pt: 'Categoria', uk: 'Категорія' },
  Change: { pt: 'Alteração', uk: 'Зміна' },
  'Charging sessions paid without the app. Created and settled by the site and the payment provider.':
    {
      pt: 'Sessões de carregamento pagas sem a aplicação. Criadas e liquidadas pelo site e pelo prestador de pagamentos.',
      uk: 'Сесії зарядки, оплачені без застосунку. Створюються й закриваються сайтом і платіжним провайдером.',
    },
  'Chosen options, e.g. Cable length: 5 m': {
    pt: 'Opções escolhidas, p. ex. Comprimento do cabo: 5 m',
    uk: 'Обрані варіанти, напр. Довжина кабелю: 5 м',
  },
  City: { pt: 'Cidade', uk: 'Місто' },
  'Code 1 = languages offered by the language switcher.': {
    pt: 'Código 1 = idiomas oferecidos pelo seletor de idioma.',
    uk: 'Код 1 = мови, які пропонує перемикач мов.',
  },
  'Comments posted on the map wait here unapproved: filter by "approved" to find them, tick it to publish one.':
    {
      pt: 'Os comentários publicados no mapa esperam aqui por aprovação: filtre por «Aprovado» para os encontrar e marque-o para publicar um.',
      uk: 'Коментарі з мапи чекають тут на схвалення: відфільтруйте за «Схвалено», щоб знайти їх, і позначте, щоб опублікувати.',
    },
  Company: { pt: 'Empresa', uk: 'Компанія' },
  Contact: { pt: 'Contacto', uk: 'Контакт' },
  Currency: { pt: 'Moeda', uk: 'Валюта' },
  Delivery: { pt: 'Entrega', uk: 'Доставка' },
  Description: { pt: 'Descrição', uk: 'Опис' },
  'Due at': { pt: 'Próxima tentativa', uk: 'Наступна спроба', en: 'Next attempt at' },
  'E-mail to the team and CRM webhook, retried until delivered.': {
    pt: 'E-mail para a equipa e webhook do CRM, repetidos até serem entregues.',
    uk: 'Лист команді та вебхук CRM, повторюються до доставки.',
  },
  Email: { pt: 'E-mail', uk: 'Ел. пошта', en: 'E-mail' },
  'Email sent at': { pt: 'E-mail enviado em', uk: 'Лист надіслано', en: 'E-mail sent at' },
  Employment: { pt: 'Tipo de contrato', uk: 'Тип зайнятості' },
  Filesize: { pt: 'Tamanho', uk: 'Розмір', en: 'File size' },
  From: { pt: 'De', uk: 'Було' },
  'Google play': { pt: 'Google Play', uk: 'Google Play', en: 'Google Play' },
  History: { pt: 'Histórico', uk: 'Історія' },
  Image: { pt: 'Imagem', uk: 'Зображення' },
  Key: { pt: 'Chave', uk: 'Ключ' },
  Label: { pt: 'Rótulo', uk: 'Підпис' },
  'Last error': { pt: 'Último erro', uk: 'Остання помилка' },
  Locale: { pt: 'Idioma do site', uk: 'Мова сайту', en: 'Site language' },
  Market: { pt: 'Mercado', uk: 'Ринок' },
  Name: { pt: 'Nome', uk: 'Назва' },
  Note: { pt: 'Nota', uk: 'Нотатка' },
  'OCPI pulls of locations and tariffs, newest first. Read-only.': {
    pt: 'Importações OCPI de locais e tarifas, as mais recentes primeiro. Só de leitura.',
    uk: 'Завантаження локацій і тарифів OCPI, найновіші першими. Лише для читання.',
  },
  Options: { pt: 'Opções', uk: 'Варіанти' },
  Order: { pt: 'Ordem', uk: 'Порядок' },
  Owner: { pt: 'Responsável', uk: 'Відповідальний' },
  'Partnership packages. The price condition (up to 4 stations, beyond that agreed separately) is shown with each price.':
    {
      pt: 'Pacotes de parceria. A condição do preço (até 4 postos; acima disso, acordado à parte) aparece com cada preço.',
      uk: 'Пакети партнерства. Умова ціни (до 4 станцій, понад це — окрема домовленість) показується з кожною ціною.',
    },
  Phone: { pt: 'Telefone', uk: 'Телефон' },
  Slug: { pt: 'Endereço', uk: 'Адреса', en: 'Address (slug)' },
  State: { pt: 'Estado', uk: 'Стан' },
  Status: { pt: 'Estado', uk: 'Статус' },
  Summary: { pt: 'Resumo', uk: 'Підсумок' },
  'Terms of sale shown in the shop, the cart and the order form.': {
    pt: 'Condições de venda mostradas na loja, no carrinho e no formulário de encomenda.',
    uk: 'Умови продажу, що показуються в магазині, кошику й формі замовлення.',
  },
  Text: { pt: 'Texto', uk: 'Текст' },
  Title: { pt: 'Título', uk: 'Заголовок' },
  To: { pt: 'Para', uk: 'Стало' },
  // No variable name in an editor's help: what it means for the page.
  'Used when IMPACT_DATA_URL is not configured or does not answer.': {
    en: 'Shown when the live figures cannot be fetched (no source set up, or it does not answer).',
    pt: 'Mostrado quando os números em direto não podem ser obtidos (sem fonte configurada, ou sem resposta).',
    uk: 'Показується, коли живі показники не вдається отримати (джерело не налаштовано або воно не відповідає).',
  },
  Value: { pt: 'Valor', uk: 'Значення' },
  'Webhook sent at': { pt: 'Webhook enviado em', uk: 'Вебхук надіслано' },
}
