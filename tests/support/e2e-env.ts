/** The e2e server's PAYLOAD_SECRET: tests that sign preview tokens or webhooks derive their keys from it. */
export const e2ePayloadSecret = 'e2e-secret-0123456789abcdef0123'
