import type { Payload } from 'payload'

import { seedNotes, seedRows } from './seed-data'

const works = {
  rs: 'remoteStartStop',
  sc: 'smartCharging',
  fw: 'firmwareUpdates',
  rv: 'reservations',
  la: 'localAuth',
  pc: 'plugAndCharge',
  pt: 'paymentTerminal',
} as const

/** The demo charger models (seed-data.ts), their notes in English, Portuguese and Ukrainian. */
export async function seedChargerModels(payload: Payload) {
  for (const [
    manufacturer,
    model,
    current,
    powerKw,
    connectors,
    ocpp16,
    ocpp201,
    can,
  ] of seedRows) {
    const notes = seedNotes[`${manufacturer} ${model}`]
    const doc = await payload.create({
      collection: 'charger-models',
      locale: 'en',
      data: {
        manufacturer,
        model,
        current,
        powerKw,
        connectors: connectors.split(' ') as never,
        ocpp16,
        ocpp201,
        works: can.split(' ').map((code) => works[code as keyof typeof works]) as never,
        notes: notes?.en,
        listed: true,
      },
    })
    if (!notes) continue
    for (const locale of ['pt', 'ua'] as const)
      await payload.update({
        collection: 'charger-models',
        id: doc.id,
        locale,
        data: { notes: notes[locale] },
      })
  }
}
