/**
 * Texts of the station editors in the back office's languages (Payload's `en`, `pt`, `uk`), for the
 * client components (by `useTranslation().i18n.language`) and the field messages the server
 * answers. OCPI codes keep their code beside the name, since CPOs' documents use the codes.
 */
import enMap from '@/i18n/messages/en/map.json'
import ptMap from '@/i18n/messages/pt/map.json'
import uaMap from '@/i18n/messages/ua/map.json'
import type { EditorLanguage } from '@/lib/admin-fields/language'

/** Facilities as the public station page names them. */
export const facilityNames = (language: EditorLanguage): Record<string, string> =>
  ({ en: enMap, pt: ptMap, uk: uaMap })[language].facilities

const en = {
  openingHours: 'Opening hours',
  open247: 'Open 24/7',
  openingPeriods: 'Opening periods',
  day: 'Day',
  opens: 'Opens',
  closes: 'Closes',
  dayOfPeriod: 'Day of period {n}',
  opensOn: 'Opens on {day} (period {n})',
  closesOn: 'Closes on {day} (period {n})',
  removePeriod: 'Remove period {n} ({day})',
  addPeriod: 'Add opening period',
  overnight: 'A period whose closing time is earlier than its opening time runs past midnight.',
  actions: 'Actions',
  remove: 'Remove',
  facilities: 'Facilities',
  evses: 'EVSEs',
  noEvses: 'No EVSEs yet.',
  uid: 'UID',
  evseId: 'EVSE id (optional)',
  status: 'Status',
  choose: 'Choose…',
  removeEvse: 'Remove EVSE',
  removeNamed: 'Remove {name}',
  connectorsOf: 'Connectors of {name}',
  id: 'Id',
  standard: 'Standard',
  format: 'Format',
  powerType: 'Power type',
  maxVoltage: 'Max voltage (V)',
  maxAmperage: 'Max current (A)',
  maxPower: 'Max power (W)',
  tariffPerKwh: 'Own price per kWh',
  tariffIds: 'Tariff ids',
  priceRule:
    'Price rule: a connector that names a tariff is priced by that tariff, on the map, the station page and the pay page alike. Its own price per kWh (a final price in the station currency) applies only when none of its tariffs exists.',
  ownPriceUnused: 'Not used while tariff {ids} exists',
  tariffIdsHint: 'e.g. T1, T2',
  ofConnector: '{what}, connector {id} of {name}',
  removeConnector: 'Remove connector {id} of {name}',
  addConnector: 'Add connector to {name}',
  addEvse: 'Add EVSE',
  driverPrices: 'What a driver pays now',
  driverPricesIntro:
    'As the map, the station page and the pay page say it, VAT included where the tariff states it, from the tariffs stored now and the connectors above.',
  connectorOf: 'Connector {id} of {name}',
  noPrice: 'no price shown (neither a tariff that exists nor an own price)',
  statuses: {
    AVAILABLE: 'Available',
    BLOCKED: 'Blocked',
    CHARGING: 'Charging',
    INOPERATIVE: 'Inoperative',
    OUTOFORDER: 'Out of order',
    PLANNED: 'Planned',
    REMOVED: 'Removed',
    RESERVED: 'Reserved',
    UNKNOWN: 'Unknown',
  },
  formats: { SOCKET: 'Socket', CABLE: 'Cable attached' },
  powerTypes: {
    AC_1_PHASE: 'AC, 1 phase',
    AC_2_PHASE: 'AC, 2 phases',
    AC_3_PHASE: 'AC, 3 phases',
    DC: 'DC',
  },
}
export type Texts = {
  [K in keyof typeof en]: (typeof en)[K] extends string ? string : Record<string, string>
}

const pt: Texts = {
  openingHours: 'Horário',
  open247: 'Aberto 24/7',
  openingPeriods: 'Períodos de abertura',
  day: 'Dia',
  opens: 'Abre',
  closes: 'Fecha',
  dayOfPeriod: 'Dia do período {n}',
  opensOn: 'Abre à {day} (período {n})',
  closesOn: 'Fecha à {day} (período {n})',
  removePeriod: 'Remover o período {n} ({day})',
  addPeriod: 'Adicionar período de abertura',
  overnight:
    'Um período cuja hora de fecho é anterior à de abertura prolonga-se para depois da meia-noite.',
  actions: 'Ações',
  remove: 'Remover',
  facilities: 'Serviços próximos',
  evses: 'EVSE',
  noEvses: 'Ainda sem EVSE.',
  uid: 'UID',
  evseId: 'ID do EVSE (opcional)',
  status: 'Estado',
  choose: 'Escolha…',
  removeEvse: 'Remover EVSE',
  removeNamed: 'Remover {name}',
  connectorsOf: 'Conectores de {name}',
  id: 'ID',
  standard: 'Norma',
  format: 'Formato',
  powerType: 'Tipo de corrente',
  maxVoltage: 'Tensão máx. (V)',
  maxAmperage: 'Corrente máx. (A)',
  maxPower: 'Potência máx. (W)',
  tariffPerKwh: 'Preço próprio por kWh',
  tariffIds: 'IDs de tarifa',
  priceRule:
    'Regra de preço: um conector que indica uma tarifa é cobrado por essa tarifa, no mapa, na página do posto e na página de pagamento. O seu preço próprio por kWh (preço final na moeda do posto) só se aplica quando nenhuma das suas tarifas existe.',
  ownPriceUnused: 'Não é usado enquanto existir a tarifa {ids}',
  tariffIdsHint: 'p. ex. T1, T2',
  ofConnector: '{what}, conector {id} de {name}',
  removeConnector: 'Remover o conector {id} de {name}',
  addConnector: 'Adicionar conector a {name}',
  addEvse: 'Adicionar EVSE',
  driverPrices: 'O que um condutor paga agora',
  driverPricesIntro:
    'Como o mapa, a página do posto e a página de pagamento o dizem, com IVA incluído quando a tarifa o indica, a partir das tarifas guardadas agora e dos conectores acima.',
  connectorOf: 'Conector {id} de {name}',
  noPrice: 'sem preço (nem uma tarifa existente nem um preço próprio)',
  statuses: {
    AVAILABLE: 'Disponível',
    BLOCKED: 'Bloqueado',
    CHARGING: 'A carregar',
    INOPERATIVE: 'Inoperacional',
    OUTOFORDER: 'Avariado',
    PLANNED: 'Planeado',
    REMOVED: 'Removido',
    RESERVED: 'Reservado',
    UNKNOWN: 'Desconhecido',
  },
  formats: { SOCKET: 'Tomada', CABLE: 'Cabo fixo' },
  powerTypes: {
    AC_1_PHASE: 'CA, monofásica',
    AC_2_PHASE: 'CA, bifásica',
    AC_3_PHASE: 'CA, trifásica',
    DC: 'CC',
  },
}

const uk: Texts = {
  openingHours: 'Години роботи',
  open247: 'Цілодобово',
  openingPeriods: 'Періоди роботи',
  day: 'День',
  opens: 'Відкривається',
  closes: 'Зачиняється',
  dayOfPeriod: 'День періоду {n}',
  opensOn: 'Відкривається: {day} (період {n})',
  closesOn: 'Зачиняється: {day} (період {n})',
  removePeriod: 'Видалити період {n} ({day})',
  addPeriod: 'Додати період роботи',
  overnight: 'Період, у якому час закриття раніший за час відкриття, триває після опівночі.',
  actions: 'Дії',
  remove: 'Видалити',
  facilities: 'Поруч є',
  evses: 'EVSE',
  noEvses: 'EVSE ще немає.',
  uid: 'UID',
  evseId: 'Ідентифікатор EVSE (необовʼязково)',
  status: 'Статус',
  choose: 'Оберіть…',
  removeEvse: 'Видалити EVSE',
  removeNamed: 'Видалити {name}',
  connectorsOf: 'Конектори {name}',
  id: 'ID',
  standard: 'Стандарт',
  format: 'Формат',
  powerType: 'Тип струму',
  maxVoltage: 'Макс. напруга (В)',
  maxAmperage: 'Макс. струм (А)',
  maxPower: 'Макс. потужність (Вт)',
  tariffPerKwh: 'Власна ціна за кВт·год',
  tariffIds: 'ID тарифів',
  priceRule:
    'Правило ціни: конектор, що називає тариф, оплачується за цим тарифом — на мапі, на сторінці станції та на сторінці оплати однаково. Його власна ціна за кВт·год (кінцева ціна у валюті станції) діє лише тоді, коли жодного з його тарифів немає.',
  ownPriceUnused: 'Не діє, поки існує тариф {ids}',
  tariffIdsHint: 'напр. T1, T2',
  ofConnector: '{what}, конектор {id} у {name}',
  removeConnector: 'Видалити конектор {id} у {name}',
  addConnector: 'Додати конектор до {name}',
  addEvse: 'Додати EVSE',
  driverPrices: 'Скільки водій платить зараз',
  driverPricesIntro:
    'Так, як це показують мапа, сторінка станції та сторінка оплати: з ПДВ, якщо тариф його вказує, за тарифами, збереженими зараз, і конекторами вище.',
  connectorOf: 'Конектор {id} у {name}',
  noPrice: 'ціну не показано (немає ні чинного тарифу, ні власної ціни)',
  statuses: {
    AVAILABLE: 'Вільна',
    BLOCKED: 'Заблокована',
    CHARGING: 'Заряджає',
    INOPERATIVE: 'Не працює',
    OUTOFORDER: 'Несправна',
    PLANNED: 'Запланована',
    REMOVED: 'Демонтована',
    RESERVED: 'Заброньована',
    UNKNOWN: 'Невідомо',
  },
  formats: { SOCKET: 'Розетка', CABLE: 'Кабель' },
  powerTypes: {
    AC_1_PHASE: 'Змінний, 1 фаза',
    AC_2_PHASE: 'Змінний, 2 фази',
    AC_3_PHASE: 'Змінний, 3 фази',
    DC: 'Постійний',
  },
}

export const editorTexts: Record<EditorLanguage, Texts> = { en, pt, uk }

/** A weekday (1 = Monday) in the language, from the browser's or server's own calendar names. */
export function weekdayName(weekday: number, language: EditorLanguage): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, weekday))
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date)
}

/** An OCPI code with its name: "Out of order (OUTOFORDER)". */
export const named = (names: Record<string, string>, code: string) =>
  names[code] && names[code] !== code ? `${names[code]} (${code})` : code
