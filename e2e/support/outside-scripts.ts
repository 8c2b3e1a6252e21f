/**
 * Small stand-ins for the browser scripts of Google Identity Services, reCAPTCHA v3 and the
 * Facebook SDK. They implement the calls the web app makes, with the real signatures, and hand
 * out tokens that the fakes on loopback know. The machine has no internet: these are served in
 * place of the real scripts through Playwright's request interception.
 */

/** What the fake popups answer; null means the person closed the popup. */
export interface SocialIdentity {
  googleToken: string | null;
  facebookToken: string | null;
}

export function googleIdentityScript(clientId: string, identity: SocialIdentity): string {
  return `(function () {
  var CLIENT_ID = ${JSON.stringify(clientId)};
  var TOKEN = ${JSON.stringify(identity.googleToken)};
  function initTokenClient(config) {
    return {
      requestAccessToken: function () {
        setTimeout(function () {
          // Counted for the journeys: the popup has answered (a token, an error or closed).
          window.__fakeGoogleAnswers = (window.__fakeGoogleAnswers || 0) + 1;
          if (config.client_id !== CLIENT_ID) {
            config.callback({ error: 'invalid_client', error_description: 'The OAuth client was not found.' });
            return;
          }
          if (!TOKEN) {
            if (config.error_callback) config.error_callback({ type: 'popup_closed', message: 'Popup window closed' });
            return;
          }
          config.callback({ access_token: TOKEN, token_type: 'Bearer', expires_in: 3599, scope: config.scope });
        }, 30);
      },
    };
  }
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.oauth2 = { initTokenClient: initTokenClient, hasGrantedAllScopes: function () { return true; }, revoke: function (_t, done) { if (done) done(); } };
})();
`;
}

export function recaptchaScript(siteKey: string, token: string): string {
  return `(function () {
  var SITE_KEY = ${JSON.stringify(siteKey)};
  var TOKEN = ${JSON.stringify(token)};
  var queue = [];
  var loaded = false;
  window.grecaptcha = {
    ready: function (fn) { if (loaded) setTimeout(fn, 0); else queue.push(fn); },
    execute: function (key, options) {
      if (key !== SITE_KEY) return Promise.reject(new Error('Invalid site key or not loaded in api.js: ' + key));
      if (!options || typeof options.action !== 'string') return Promise.reject(new Error('action required'));
      return new Promise(function (resolve) { setTimeout(function () { resolve(TOKEN); }, 20); });
    },
  };
  setTimeout(function () { loaded = true; queue.splice(0).forEach(function (fn) { fn(); }); }, 10);
})();
`;
}

export function facebookSdkScript(appId: string, identity: SocialIdentity): string {
  return `(function () {
  var APP_ID = ${JSON.stringify(appId)};
  var TOKEN = ${JSON.stringify(identity.facebookToken)};
  var initialised = null;
  window.FB = {
    init: function (options) { initialised = options || {}; },
    login: function (callback, _options) {
      setTimeout(function () {
        if (!initialised || String(initialised.appId) !== APP_ID || !TOKEN) {
          callback({ status: 'unknown', authResponse: null });
          return;
        }
        callback({
          status: 'connected',
          authResponse: { accessToken: TOKEN, expiresIn: 5183999, signedRequest: '', userID: 'fb-user', graphDomain: 'facebook', data_access_expiration_time: 0 },
        });
      }, 30);
    },
    getLoginStatus: function (callback) { callback({ status: 'unknown', authResponse: null }); },
    logout: function (callback) { if (callback) callback({ status: 'unknown', authResponse: null }); },
  };
  if (typeof window.fbAsyncInit === 'function') setTimeout(window.fbAsyncInit, 0);
})();
`;
}
