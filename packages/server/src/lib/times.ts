/** "2026-11-23 08:10:08 UTC": one way of writing times, whatever the reader's locale. */
export const utcTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
