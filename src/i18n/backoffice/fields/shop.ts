import type { Translation } from './types'

/**
 * Field texts of the back office: goods, markets, shop slides, terms and packages.
 * Keyed by English; `en` corrects the English where given.
 */
export const shopTexts: Record<string, Translation> = {
  Attributes: { pt: 'Características', uk: 'Характеристики' },
  Availability: { pt: 'Disponibilidade', uk: 'Наявність' },
  'Battery (kW)': { pt: 'Bateria (kW)', uk: 'Батарея (кВт)' },
  'Bonus price': { pt: 'Preço em bónus', uk: 'Ціна в бонусах' },
  'Cable size': { pt: 'Secção do cabo', uk: 'Переріз кабелю' },
  'Cart storage key': { pt: 'Chave de armazenamento do carrinho', uk: 'Ключ сховища кошика' },
  'Choices that make a distinct cart line (cable length, colour…)': {
    pt: 'Escolhas que formam uma linha própria no carrinho (comprimento do cabo, cor…)',
    uk: 'Варіанти, що утворюють окремий рядок кошика (довжина кабелю, колір…)',
  },
  Code: { pt: 'Código', uk: 'Код' },
  Compatibility: { pt: 'Compatibilidade', uk: 'Сумісність' },
  'e.g. length, colour': { pt: 'p. ex. comprimento, cor', uk: 'напр. довжина, колір' },
  'E.g. “Up to 4 stations (free or mixed). Beyond 4 we agree the price separately.”': {
    pt: 'P. ex. «Até 4 postos (gratuitos ou mistos). Acima de 4, o preço é acordado à parte.»',
    uk: 'Напр. «До 4 станцій (безкоштовних чи змішаних). Понад 4 ціну погоджуємо окремо.»',
  },
  Feature: { pt: 'Vantagem', uk: 'Перевага' },
  Featured: { pt: 'Em destaque', uk: 'Рекомендований' },
  Features: { pt: 'Vantagens', uk: 'Переваги' },
  Highlighted: { pt: 'Destacado', uk: 'Виділений' },
  Images: { pt: 'Imagens', uk: 'Зображення' },
  'Is default': { pt: 'Predefinido', uk: 'Типовий' },
  'ISO 4217 code, e.g. EUR': { pt: 'Código ISO 4217, p. ex. EUR', uk: 'Код ISO 4217, напр. EUR' },
  Kind: { pt: 'Tipo', uk: 'Вид' },
  'Length (m)': { pt: 'Comprimento (m)', uk: 'Довжина (м)' },
  Link: { pt: 'Ligação', uk: 'Посилання' },
  'Link label': { pt: 'Texto da ligação', uk: 'Текст посилання' },
  'Locale-relative path (e.g. /shop/chargers) or a full URL': {
    pt: 'Caminho relativo ao idioma (p. ex. /shop/chargers) ou um URL completo',
    uk: 'Шлях без мови (напр. /shop/chargers) або повна адреса',
  },
  Locales: { pt: 'Idiomas do site', uk: 'Мови сайту', en: 'Site languages' },
  'localStorage key of this market’s cart': {
    pt: 'Chave localStorage do carrinho deste mercado',
    uk: 'Ключ localStorage кошика цього ринку',
  },
  'Max speed (km/h)': { pt: 'Velocidade máx. (km/h)', uk: 'Макс. швидкість (км/год)' },
  'Max stations': { pt: 'Máximo de postos', uk: 'Максимум станцій' },
  'Monthly price per station; empty = on request.': {
    pt: 'Preço mensal por posto; vazio = sob consulta.',
    uk: 'Щомісячна ціна за станцію; порожньо = за запитом.',
  },
  'One price per market; a market without a price shows “Price on request”.': {
    pt: 'Um preço por mercado; um mercado sem preço mostra «Preço sob consulta».',
    uk: 'Одна ціна на ринок; ринок без ціни показує «Ціна за запитом».',
  },
  Option: { pt: 'Opção', uk: 'Варіант' },
  Partner: { pt: 'Parceiro', uk: 'Партнер' },
  Phase: { pt: 'Fase', uk: 'Фаза' },
  'Power (hp)': { pt: 'Potência (cv)', uk: 'Потужність (к. с.)' },
  'Power (kW)': { pt: 'Potência (kW)', uk: 'Потужність (кВт)' },
  Price: { pt: 'Preço', uk: 'Ціна' },
  'Price condition': { pt: 'Condição do preço', uk: 'Умова ціни' },
  'Price in bonuses': { pt: 'Preço em bónus', uk: 'Ціна в бонусах' },
  Prices: { pt: 'Preços', uk: 'Ціни' },
  'Range (km)': { pt: 'Autonomia (km)', uk: 'Запас ходу (км)' },
  Stock: { pt: 'Stock', uk: 'Залишок' },
  'The price applies up to this many stations.': {
    pt: 'O preço aplica-se até este número de postos.',
    uk: 'Ціна діє до цієї кількості станцій.',
  },
  'Used by locales no market lists': {
    pt: 'Usado pelos idiomas sem mercado',
    uk: 'Для мов, яких немає в жодному ринку',
  },
  Values: { pt: 'Valores', uk: 'Значення' },
}
