import { adminLabels } from '@/i18n/backoffice/labels'

export const deliveryStates = [
  'pending',
  'processing',
  'retrying',
  'delivered',
  'failed',
  'skipped',
] as const
/**
 * How each delivery state reads in the back office (its three languages). `skipped`: the worker
 * found no channel configured (neither SMTP_URL nor WEBHOOK_URL), so nothing left the site; it is
 * never "delivered".
 */
export const deliveryStateLabels = adminLabels(deliveryStates, {
  en: [
    'Pending',
    'Processing',
    'Retrying',
    'Delivered',
    'Failed',
    'Not sent — no channel configured',
  ],
  pt: [
    'Pendente',
    'Em envio',
    'A repetir',
    'Entregue',
    'Falhou',
    'Não enviado — nenhum canal configurado',
  ],
  uk: [
    'Очікує',
    'Надсилається',
    'Повтор',
    'Доставлено',
    'Не вдалося',
    'Не надіслано — канал не налаштовано',
  ],
})
