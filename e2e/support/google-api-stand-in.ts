// A stand-in for Google's API loader (https://apis.google.com/js/api.js), served to the
// browser through `context.route` because these machines cannot reach Google. Firebase's
// popup sign-in loads it in the page and the Auth emulator loads it in its hidden helper
// iframe; both use `gapi.iframes` to pass messages between the two windows. This script
// implements just those calls with `postMessage`, for both sides.
import type { BrowserContext } from '@playwright/test';

const STAND_IN = String.raw`
(function () {
  var TAG = '__gapiStandIn';
  var handlers = {};
  var waiting = {};
  var callbacks = {};
  var nextId = 0;

  function answer(source, call) {
    Promise.resolve(handlers[call.name](call.data)).then(function (value) {
      source.postMessage({ tag: TAG, kind: 'reply', id: call.id, result: [value] }, '*');
    });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    if (message.kind === 'call') {
      if (handlers[message.name]) answer(event.source, message);
      // Held until the other side registers its handler: the two sides start in any order.
      else (waiting[message.name] = waiting[message.name] || []).push({ source: event.source, call: message });
    } else if (message.kind === 'reply' && callbacks[message.id]) {
      var callback = callbacks[message.id];
      delete callbacks[message.id];
      callback(message.result);
    }
  });

  function Channel(target) {
    this.target = target;
  }
  Channel.prototype.register = function (name, handler) {
    handlers[name] = handler;
    (waiting[name] || []).forEach(function (held) { answer(held.source, held.call); });
    delete waiting[name];
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = ++nextId;
    if (callback) callbacks[id] = callback;
    this.target().postMessage({ tag: TAG, kind: 'call', id: id, name: name, data: data }, '*');
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };
  Channel.prototype.ping = function (callback) {
    if (callback) callback([]);
    return Promise.resolve([]);
  };

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var style = (options.attributes && options.attributes.style) || {};
      Object.keys(style).forEach(function (key) { frame.style[key] = style[key]; });
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      var loaded = new Promise(function (resolve) { frame.addEventListener('load', resolve, { once: true }); });
      frame.src = options.url;
      options.where.appendChild(frame);
      var channel = new Channel(function () { return frame.contentWindow; });
      channel.ping = function (callback) {
        return loaded.then(function () {
          if (callback) callback([]);
          return [];
        });
      };
      return Promise.resolve(onOpen(channel));
    },
    getParentIframe: function () {
      return new Channel(function () { return window.parent; });
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options.callback;
      setTimeout(callback, 0);
    },
    iframes: {
      getContext: function () { return context; },
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      Iframe: function () {},
    },
  };

  // The real loader calls the function named by its "onload" parameter, else gapi_onload.
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  var ready = onload ? window[onload] : window.gapi_onload;
  if (typeof ready === 'function') setTimeout(ready, 0);
})();
`;

/** This machine, and the store's own host when it runs elsewhere (start:cluster --hosts). */
const storeHost = (() => {
  const url = process.env['E2E_BASE_URL']?.trim();
  return url ? new URL(url).hostname : 'localhost';
})();
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', storeHost]);

/**
 * Serves the stand-in for Google's loader and refuses every other request that would leave
 * the machine (the emulator's sign-in page asks for fonts and styles), so nothing hangs.
 */
export async function serveGoogleApiStandIn(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'apis.google.com' && url.pathname === '/js/api.js') {
        return route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
      }
      return route.abort('internetdisconnected');
    },
  );
}

/** Refuses every request that would leave the machine, as on a machine offline. */
export async function blockTheInternet(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
}
