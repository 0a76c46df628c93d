import type { Translation } from './types'

/**
 * Field texts of the back office: stations, tariffs, OCPI runs, station comments.
 * Keyed by English; `en` corrects the English where given.
 */
export const mapTexts: Record<string, Translation> = {
  '[{ "language": "en", "text": "…" }]': {
    pt: '[{ "language": "en", "text": "…" }]',
    uk: '[{ "language": "en", "text": "…" }]',
  },
  'App users only': {
    pt: 'Só para utilizadores da aplicação',
    uk: 'Лише для користувачів застосунку',
  },
  Approved: { pt: 'Aprovado', uk: 'Схвалено' },
  'Author name': { pt: 'Nome do autor', uk: 'Імʼя автора' },
  Body: { pt: 'Texto', uk: 'Текст' },
  'Comments count': { pt: 'Número de comentários', uk: 'Кількість коментарів' },
  'Connector standards': { pt: 'Normas dos conectores', uk: 'Стандарти конекторів' },
  Counter: { pt: 'Contador', uk: 'Лічильник' },
  'Country (ISO alpha-3)': { pt: 'País (ISO alfa-3)', uk: 'Країна (ISO alpha-3)' },
  Created: { pt: 'Criados', uk: 'Створено' },
  // No OCPI variable names in a label: what they mean.
  'date_from asked': {
    en: 'Changes asked since',
    pt: 'Alterações pedidas desde',
    uk: 'Зміни, запитані з',
  },
  'Each rejected record: its position, id and field errors.': {
    pt: 'Cada registo rejeitado: posição, ID e erros dos campos.',
    uk: 'Кожен відхилений запис: позиція, ID і помилки полів.',
  },
  Elements: { pt: 'Elementos', uk: 'Елементи' },
  'End date time': { pt: 'Fim', uk: 'Кінець', en: 'Ends' },
  Error: { pt: 'Erro', uk: 'Помилка' },
  EVSEs: { pt: 'EVSE', uk: 'EVSE' },
  Facilities: { pt: 'Serviços próximos', uk: 'Поруч є' },
  'Finished at': { pt: 'Terminado em', uk: 'Завершено' },
  Holder: { pt: 'Titular', uk: 'Власник' },
  'In links, QR codes and the public API. The OCPI location id, or country-party-id when another party already uses that id. Never changes.':
    {
      pt: 'Em ligações, códigos QR e na API pública. O ID de local OCPI, ou país-parte-ID quando outra parte já usa esse ID. Nunca muda.',
      uk: 'У посиланнях, QR-кодах і публічному API. ID локації OCPI або країна-учасник-ID, якщо цей ID уже використовує інший учасник. Ніколи не змінюється.',
    },
  Latitude: { pt: 'Latitude', uk: 'Широта' },
  'Lease until': { pt: 'Reservado até', uk: 'Заблоковано до' },
  Longitude: { pt: 'Longitude', uk: 'Довгота' },
  'Max power kw': { pt: 'Potência máx. (kW)', uk: 'Макс. потужність (кВт)', en: 'Max power (kW)' },
  'Max price': { pt: 'Preço máximo', uk: 'Максимальна ціна' },
  'Min price': { pt: 'Preço mínimo', uk: 'Мінімальна ціна' },
  Module: { pt: 'Módulo', uk: 'Модуль' },
  'OCPI country code': { pt: 'Código de país OCPI', uk: 'Код країни OCPI' },
  'OCPI facilities, e.g. ["MALL", "WIFI"].': {
    pt: 'Serviços OCPI, p. ex. ["MALL", "WIFI"].',
    uk: 'Зручності OCPI, напр. ["MALL", "WIFI"].',
  },
  'OCPI last_updated': {
    en: 'Last changed at the operator',
    pt: 'Última alteração no operador',
    uk: 'Востаннє змінено в оператора',
  },
  'OCPI location id': { pt: 'ID de local OCPI', uk: 'ID локації OCPI' },
  'OCPI max_price': { pt: 'max_price OCPI', uk: 'max_price OCPI' },
  'OCPI min_price { "excl_vat": …, "incl_vat": … }': {
    pt: 'min_price OCPI { "excl_vat": …, "incl_vat": … }',
    uk: 'min_price OCPI { "excl_vat": …, "incl_vat": … }',
  },
  'OCPI party id': { pt: 'ID da parte OCPI', uk: 'ID учасника OCPI' },
  'OCPI tariff elements: [{ "price_components": [{ "type": "ENERGY", "price": 0.35, "vat": 23, "step_size": 1 }], "restrictions": { "start_time": "08:00", "end_time": "20:00" } }]. Prices exclude VAT; TIME and PARKING_TIME are per hour.':
    {
      pt: 'Elementos de tarifa OCPI: [{ "price_components": [{ "type": "ENERGY", "price": 0.35, "vat": 23, "step_size": 1 }], "restrictions": { "start_time": "08:00", "end_time": "20:00" } }]. Os preços excluem o IVA; TIME e PARKING_TIME são por hora.',
      uk: 'Елементи тарифу OCPI: [{ "price_components": [{ "type": "ENERGY", "price": 0.35, "vat": 23, "step_size": 1 }], "restrictions": { "start_time": "08:00", "end_time": "20:00" } }]. Ціни без ПДВ; TIME і PARKING_TIME — за годину.',
    },
  'OCPI tariff id': { pt: 'ID de tarifa OCPI', uk: 'ID тарифу OCPI' },
  'OCPI tariff_alt_text': { pt: 'tariff_alt_text OCPI', uk: 'tariff_alt_text OCPI' },
  'Opening times': { pt: 'Horário', uk: 'Години роботи', en: 'Opening hours' },
  'Operator name': { pt: 'Nome do operador', uk: 'Назва оператора' },
  'Operator website': { pt: 'Site do operador', uk: 'Сайт оператора' },
  'Postal code': { pt: 'Código postal', uk: 'Поштовий індекс' },
  'Power band': { pt: 'Gama de potência', uk: 'Діапазон потужності' },
  'Public id': { pt: 'ID público', uk: 'Публічний ID' },
  Publish: { pt: 'Publicar', uk: 'Публікувати' },
  Received: { pt: 'Recebidos', uk: 'Отримано' },
  Rejected: { pt: 'Rejeitados', uk: 'Відхилено' },
  'Rejected records': { pt: 'Registos rejeitados', uk: 'Відхилені записи' },
  'Shown on the map (and counted) only when approved.': {
    pt: 'Só aparece no mapa (e é contado) depois de aprovado.',
    uk: 'Показується на мапі (і враховується) лише після схвалення.',
  },
  'Shown with that note and without the details the app keeps for its users.': {
    pt: 'Mostrado com essa nota e sem os detalhes que a aplicação reserva aos seus utilizadores.',
    uk: 'Показується з цією приміткою й без подробиць, які застосунок зберігає для своїх користувачів.',
  },
  Source: { pt: 'Origem', uk: 'Джерело' },
  'Start date time': { pt: 'Início', uk: 'Початок', en: 'Starts' },
  'Started at': { pt: 'Iniciado em', uk: 'Розпочато' },
  Station: { pt: 'Posto', uk: 'Станція' },
  'Status summary': { pt: 'Resumo do estado', uk: 'Зведений статус' },
  'Tariff alt url': {
    pt: 'URL alternativo da tarifa',
    uk: 'Альтернативна адреса тарифу',
    en: 'Tariff alt URL',
  },
  'Time zone': { pt: 'Fuso horário', uk: 'Часовий пояс' },
  Trigger: { pt: 'Origem', uk: 'Запуск' },
  Type: { pt: 'Tipo', uk: 'Тип' },
  Unchanged: { pt: 'Sem alterações', uk: 'Без змін' },
  Updated: { pt: 'Atualizados', uk: 'Оновлено' },
}
