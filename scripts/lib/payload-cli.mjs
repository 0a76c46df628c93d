/**
 * Payload's command line (`payload run <script>`, `payload migrate:create`, …) as node arguments,
 * for the scripts that start it as a child process (`spawn(process.execPath, [...payloadCli, 'run',
 * …])`).
 *
 * Lexical (the rich-text editor, imported by the Payload config) resolves under Node's default
 * conditions to entry points that pick their development or production build with a top-level
 * `await import()`. On Node 20 a graph of several such modules sometimes never settles: the process
 * then exits with nothing run (code 0 through `payload run`, 13 for a plain ES module), about one
 * start in three on a busy machine. Lexical also exports its production build under the
 * `production` condition, which has no top-level await; asking for it removes the race instead of
 * retrying around it. `npm run payload` and `npm run ocpi` pass the same flag.
 */
export const payloadCli = ['--conditions=production', 'node_modules/payload/bin.js']
