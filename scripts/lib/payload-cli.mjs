/**
 * Payload's command line as node arguments, for the scripts that start it as a child process. Under
 * Node's default conditions Lexical's entry points pick their build with a top-level `await
 * import()`, and on Node 20 a graph of them sometimes never settles (the process exits having run
 * nothing); its `production` condition has no top-level await, so asking for it removes the race.
 */
export const payloadCli = ['--conditions=production', 'node_modules/payload/bin.js']
