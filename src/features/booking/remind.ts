import type { OwnDeliveryEmail } from '@/features/forms/delivery/channels'

/** Placeholder: written next. */
export const sendReminderEmail: OwnDeliveryEmail = async () => {}
