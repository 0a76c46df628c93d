/**
 * The `<html>` attribute that hides the cookie notice before the first paint (first-paint.ts sets
 * it, the notice removes it). A module of its own so that the notice's browser code imports this
 * name and not the first-paint scripts' text.
 */
export const noticePaintAttribute = 'data-cookie-choice'
