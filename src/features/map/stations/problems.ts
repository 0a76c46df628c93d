import { editorLanguage, type EditorLanguage } from '@/lib/admin-fields/language'
import { fill } from '@/lib/fill'

/**
 * The OCPI validators name what is wrong by its OCPI path ("evses[0].connectors[1].max_voltage:
 * positive number required"), which a CPO's developer reads; an editor gets the same problem said
 * plainly, in the back office's language, where it sits ("EVSE 1, connector 2: enter the voltage").
 */
const problems = {
  en: {
    period: 'Period {n}',
    evse: 'EVSE {n}',
    connector: 'EVSE {n}, connector {m}',
    weekday: 'choose a day',
    period_begin: 'enter an opening time (HH:MM)',
    period_end: 'enter a closing time (HH:MM)',
    noPeriods: 'Add at least one opening period, or tick “Open 24/7”.',
    uid: 'enter its UID (at most 36 characters)',
    duplicate: '{value} is used twice',
    status: 'choose a status',
    evse_id: 'the EVSE id has at most 48 characters',
    connectors: 'add at least one connector',
    id: 'enter its id (at most 36 characters)',
    standard: 'choose a standard',
    format: 'choose socket or cable',
    power_type: 'choose a power type',
    max_voltage: 'enter the voltage (a positive number)',
    max_amperage: 'enter the current (a positive number)',
    max_electric_power: 'the power is a positive number of watts, at most 1,000,000',
    tariff_per_kwh: 'the price per kWh is a number from 0 to 1000',
    tariff_ids: 'up to 20 tariff ids of at most 36 characters each',
    last_updated: 'the last update is a date and time (RFC 3339)',
    shape: 'the value is not in the expected shape',
    facilities: 'Choose facilities from the list.',
  },
  pt: {
    period: 'Período {n}',
    evse: 'EVSE {n}',
    connector: 'EVSE {n}, conector {m}',
    weekday: 'escolha um dia',
    period_begin: 'indique a hora de abertura (HH:MM)',
    period_end: 'indique a hora de fecho (HH:MM)',
    noPeriods: 'Adicione pelo menos um período de abertura ou marque «Aberto 24/7».',
    uid: 'indique o UID (até 36 caracteres)',
    duplicate: '{value} está repetido',
    status: 'escolha um estado',
    evse_id: 'o ID do EVSE tem no máximo 48 caracteres',
    connectors: 'adicione pelo menos um conector',
    id: 'indique o ID (até 36 caracteres)',
    standard: 'escolha uma norma',
    format: 'escolha tomada ou cabo',
    power_type: 'escolha o tipo de corrente',
    max_voltage: 'indique a tensão (um número positivo)',
    max_amperage: 'indique a corrente (um número positivo)',
    max_electric_power: 'a potência é um número positivo de watts, até 1 000 000',
    tariff_per_kwh: 'o preço por kWh é um número de 0 a 1000',
    tariff_ids: 'até 20 IDs de tarifa, cada um com até 36 caracteres',
    last_updated: 'a última atualização é uma data e hora (RFC 3339)',
    shape: 'o valor não tem a forma esperada',
    facilities: 'Escolha os serviços da lista.',
  },
  uk: {
    period: 'Період {n}',
    evse: 'EVSE {n}',
    connector: 'EVSE {n}, конектор {m}',
    weekday: 'оберіть день',
    period_begin: 'вкажіть час відкриття (ГГ:ХХ)',
    period_end: 'вкажіть час закриття (ГГ:ХХ)',
    noPeriods: 'Додайте хоча б один період роботи або позначте «Цілодобово».',
    uid: 'вкажіть UID (до 36 символів)',
    duplicate: '{value} повторюється',
    status: 'оберіть статус',
    evse_id: 'ідентифікатор EVSE має не більше 48 символів',
    connectors: 'додайте хоча б один конектор',
    id: 'вкажіть ID (до 36 символів)',
    standard: 'оберіть стандарт',
    format: 'оберіть розетку або кабель',
    power_type: 'оберіть тип струму',
    max_voltage: 'вкажіть напругу (додатне число)',
    max_amperage: 'вкажіть струм (додатне число)',
    max_electric_power: 'потужність — додатне число ват, не більше 1 000 000',
    tariff_per_kwh: 'ціна за кВт·год — число від 0 до 1000',
    tariff_ids: 'до 20 ID тарифів, кожен до 36 символів',
    last_updated: 'останнє оновлення — дата й час (RFC 3339)',
    shape: 'значення має неочікувану форму',
    facilities: 'Оберіть зручності зі списку.',
  },
} satisfies Record<EditorLanguage, Record<string, string>>

type Key = keyof (typeof problems)['en']
const item =
  /^(?:[a-z_A-Z]+)?(?:\[(\d+)\])?(?:\.(regular_hours)\[(\d+)\])?(?:\.connectors\[(\d+)\])?(?:\.([a-z_]+))?: (.*)$/

/** One validator error said plainly, or as it is when it has no plain wording. */
function describe(error: string, t: Record<Key, string>): string {
  const match = item.exec(error)
  if (!match) return error
  const [, evse, hours, period, connector, key = '', detail = ''] = match
  if (key === 'regular_hours' && detail.startsWith('required')) return t.noPeriods
  const where =
    hours && period !== undefined
      ? fill(t.period, { n: Number(period) + 1 })
      : connector !== undefined && evse !== undefined
        ? fill(t.connector, { n: Number(evse) + 1, m: Number(connector) + 1 })
        : evse !== undefined
          ? fill(t.evse, { n: Number(evse) + 1 })
          : ''
  const duplicate = /^duplicate (.*)$/.exec(detail)
  const what = duplicate
    ? fill(t.duplicate, { value: duplicate[1]! })
    : key in t
      ? t[key as Key]
      : /must be|required$/.test(detail)
        ? t.shape
        : undefined
  if (!what) return error
  return where ? `${where}: ${what}.` : `${what.charAt(0).toUpperCase()}${what.slice(1)}.`
}

/** The field message for a station editor's value: its problems, plainly, in the given language. */
export function stationFieldMessage(errors: string[], language?: string | null): string {
  const t = problems[editorLanguage(language)]
  return [
    ...new Set(errors.map((e) => (e.startsWith('facilities') ? t.facilities : describe(e, t)))),
  ].join(' ')
}
