/**
 * The calendar feed's path for a token (feed.ts); apart, so the back office's button carries no
 * server code.
 */
export const feedPath = (token: string) => `/api/v1/booking/calendar/${token}.ics`
