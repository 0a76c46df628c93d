import { createServer, type Server } from 'node:http'

import { freePort } from '../../scripts/lib/serve.mjs'

// The stand-in of Google's api.js: reads render/onload from its own URL like the real one.
export const standInScript = (failFirstExecute: boolean) => `(function () {
  var params = new URL(document.currentScript.src).searchParams;
  var widgets = [];
  var failures = ${failFirstExecute ? 1 : 0};
  window.grecaptcha = {
    ready: function (cb) { setTimeout(cb, 0); },
    execute: function (key, options) {
      if (failures > 0) { failures--; return Promise.reject(new Error('stand-in execute failure')); }
      return Promise.resolve('stand-in-v3.' + key + '.' + options.action);
    },
    render: function (container, options) {
      var widget = { token: '', box: document.createElement('input') };
      widget.box.type = 'checkbox';
      widget.box.setAttribute('data-stand-in-captcha', '');
      widget.box.setAttribute('aria-label', 'Stand-in human check');
      widget.box.addEventListener('change', function () {
        widget.token = widget.box.checked ? 'stand-in-v2.' + options.sitekey : '';
        if (widget.box.checked && options.callback) options.callback(widget.token);
      });
      container.appendChild(widget.box);
      widgets.push(widget);
      return widgets.length - 1;
    },
    getResponse: function (id) { return (widgets[id || 0] || {}).token || ''; },
    reset: function (id) { var w = widgets[id || 0]; if (w) { w.token = ''; w.box.checked = false; } }
  };
  var onload = params.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`

/**
 * A stand-in of Google's reCAPTCHA on a local port: its api.js (the script above) and a
 * verification endpoint that accepts the stand-in's tokens with the secret `stand-in-secret`.
 * Records every script load and every verification, for the tests to check.
 */
export function captchaStandIn() {
  let server: Server | undefined
  const standIn = {
    port: 0,
    scriptLoads: [] as string[],
    /**
     * Each verification asked of it: the secret, the token and the visitor's address the site gave.
     */
    verified: [] as { secret: string; response: string; remoteip: string | null }[],
    get origin() {
      return `http://127.0.0.1:${standIn.port}`
    },
    async start() {
      standIn.port = await freePort()
      server = createServer((request, response) => {
        const url = new URL(request.url ?? '/', standIn.origin)
        if (url.pathname === '/recaptcha/api.js') {
          standIn.scriptLoads.push(url.search)
          response.writeHead(200, {
            'content-type': 'text/javascript',
            'cache-control': 'no-store',
          })
          response.end(standInScript(false))
          return
        }
        if (url.pathname === '/siteverify' && request.method === 'POST') {
          let body = ''
          request.on('data', (chunk) => (body += chunk))
          request.on('end', () => {
            const form = new URLSearchParams(body)
            const entry = {
              secret: form.get('secret') ?? '',
              response: form.get('response') ?? '',
              remoteip: form.get('remoteip'),
            }
            standIn.verified.push(entry)
            const success =
              entry.secret === 'stand-in-secret' && entry.response.startsWith('stand-in-')
            response.writeHead(200, { 'content-type': 'application/json' })
            response.end(JSON.stringify({ success, score: 0.9 }))
          })
          return
        }
        response.writeHead(404).end()
      })
      await new Promise<void>((resolve) => server!.listen(standIn.port, '127.0.0.1', resolve))
    },
    stop: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
  return standIn
}
