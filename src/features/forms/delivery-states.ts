import type { AdminLabel } from '@/features/backoffice/labels'

export const deliveryStates = ['pending', 'processing', 'retrying', 'delivered', 'failed', 'skipped'] as const
export type DeliveryState = (typeof deliveryStates)[number]

/**
 * How each delivery state reads in the back office (its three languages) and the CSV export. `skipped`:
 * the worker found no channel configured (neither SMTP_URL nor WEBHOOK_URL), so nothing left the site;
 * it is never "delivered".
 */
export const deliveryStateLabels: Record<DeliveryState, AdminLabel> = {
  pending: { en: 'Pending', pt: 'Pendente', uk: 'Очікує' },
  processing: { en: 'Processing', pt: 'Em envio', uk: 'Надсилається' },
  retrying: { en: 'Retrying', pt: 'A repetir', uk: 'Повтор' },
  delivered: { en: 'Delivered', pt: 'Entregue', uk: 'Доставлено' },
  failed: { en: 'Failed', pt: 'Falhou', uk: 'Не вдалося' },
  skipped: { en: 'Not sent — no channel configured', pt: 'Não enviado — nenhum canal configurado', uk: 'Не надіслано — канал не налаштовано' },
}
