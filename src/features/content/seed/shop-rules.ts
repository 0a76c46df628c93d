import { t, type Localized as L } from '@/lib/seed/localized'

/**
 * What a buyer accepts (purchase rules) and the terms of sale, shown beside the shop and the order
 * form.
 */
export const purchaseRules: { title: L; text: L }[] = [
  {
    title: t(
      'Bonuses are spent in the app',
      'Os bónus gastam-se na aplicação',
      'Бонуси витрачаються в застосунку',
    ),
    text: t(
      'Goods priced in bonuses can be bought only in the mobile app. The website shows their bonus price and links to the app stores.',
      'Os artigos com preço em bónus só podem ser comprados na aplicação móvel. O site mostra o preço em bónus e as ligações para as lojas de aplicações.',
      'Товари з ціною в бонусах можна придбати лише в мобільному застосунку. Сайт показує їхню ціну в бонусах і посилання на магазини застосунків.',
    ),
  },
  {
    title: t(
      'Orders are confirmed by phone',
      'As encomendas são confirmadas por telefone',
      'Замовлення підтверджуються телефоном',
    ),
    text: t(
      'After you send an order our sales team calls you within one business day to confirm availability, delivery and payment.',
      'Depois de enviar a encomenda, a nossa equipa comercial liga-lhe no prazo de um dia útil para confirmar a disponibilidade, a entrega e o pagamento.',
      'Після надсилання замовлення наш відділ продажів зателефонує вам протягом одного робочого дня, щоб підтвердити наявність, доставку й оплату.',
    ),
  },
  {
    title: t('Returns within 14 days', 'Devoluções em 14 dias', 'Повернення протягом 14 днів'),
    text: t(
      'Unused goods in their original packaging can be returned within 14 days of delivery. Installed chargers are covered by the manufacturer’s warranty.',
      'Os artigos não usados e na embalagem original podem ser devolvidos no prazo de 14 dias após a entrega. Os carregadores instalados estão cobertos pela garantia do fabricante.',
      'Невикористані товари в оригінальному пакуванні можна повернути протягом 14 днів після доставки. На встановлені зарядні станції діє гарантія виробника.',
    ),
  },
]

export const terms: { title: L; text: L }[] = [
  {
    title: t('Prices and payment', 'Preços e pagamento', 'Ціни та оплата'),
    text: t(
      'Prices include VAT. You pay by bank transfer or card after our sales team confirms the order; nothing is charged on the website.',
      'Os preços incluem IVA. Paga por transferência bancária ou cartão depois de a nossa equipa comercial confirmar a encomenda; nada é cobrado no site.',
      'Ціни містять ПДВ. Ви оплачуєте банківським переказом або карткою після підтвердження замовлення відділом продажів; на сайті нічого не списується.',
    ),
  },
  {
    title: t('Delivery and pick up', 'Entrega e levantamento', 'Доставка та самовивіз'),
    text: t(
      'Delivery takes 3 to 10 business days depending on the region; pick up is free at our office once we confirm the goods are ready.',
      'A entrega demora de 3 a 10 dias úteis, conforme a região; o levantamento no nosso escritório é gratuito depois de confirmarmos que os artigos estão prontos.',
      'Доставка триває від 3 до 10 робочих днів залежно від регіону; самовивіз із нашого офісу безкоштовний після підтвердження, що товар готовий.',
    ),
  },
]
