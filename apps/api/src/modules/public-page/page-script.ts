/**
 * The only script of the public page (about 2 KB): the copy-link button with its 3 s
 * confirmation, and the 'Me interesa' form. Plain ES2017 for every phone browser; no framework.
 */
export const PAGE_SCRIPT = `(function () {
  var d = document, toast = d.getElementById('toast'), timer;
  var failed = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';
  function show(text) {
    toast.textContent = text; toast.hidden = false; clearTimeout(timer);
    timer = setTimeout(function () { toast.hidden = true; }, 3000);
  }
  var copy = d.querySelector('[data-copy]');
  if (copy) {
    copy.hidden = false;
    copy.addEventListener('click', function () {
      var url = copy.getAttribute('data-copy');
      function done() { show('¡Enlace copiado correctamente!'); var menu = copy.closest('details'); if (menu) menu.open = false; }
      function fallback() {
        var area = d.createElement('textarea'); area.value = url; area.setAttribute('readonly', '');
        area.style.position = 'fixed'; area.style.opacity = '0'; d.body.appendChild(area); area.select();
        try { d.execCommand('copy'); } catch (e) { /* nothing more to try */ }
        d.body.removeChild(area); done();
      }
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(url).then(done, fallback); else fallback();
    });
  }
  var form = d.getElementById('lead-form');
  if (!form) return;
  var button = form.querySelector('button[type=submit]'), formError = form.querySelector('.form-error');
  var site = form.getAttribute('data-recaptcha');
  button.disabled = false;
  if (site) {
    var s = d.createElement('script'); s.async = true;
    s.src = 'https://www.google.com/recaptcha/api.js?render=' + encodeURIComponent(site); d.head.appendChild(s);
  }
  function captcha() {
    return new Promise(function (resolve) {
      if (!site) return resolve(null);
      var tries = 0;
      (function wait() {
        // The captcha script may still be loading on a slow phone: wait for it up to 8 s.
        if (!window.grecaptcha) return ++tries > 80 ? resolve(null) : setTimeout(wait, 100);
        window.grecaptcha.ready(function () { window.grecaptcha.execute(site, { action: 'submit_form' }).then(resolve, function () { resolve(null); }); });
      })();
    });
  }
  function clear() {
    form.querySelectorAll('.field-error').forEach(function (p) { p.hidden = true; p.textContent = ''; });
    form.querySelectorAll('[aria-invalid]').forEach(function (i) { i.removeAttribute('aria-invalid'); });
    formError.hidden = true;
  }
  function fail(text) { formError.textContent = text; formError.hidden = false; }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clear();
    function value(name) { return form.elements[name].value.trim(); }
    button.disabled = true; button.textContent = 'Enviando…';
    captcha().then(function (token) {
      return fetch(form.getAttribute('data-endpoint'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': form.getAttribute('data-key') },
        body: JSON.stringify({
          firstName: value('firstName'), lastName: value('lastName'),
          phoneCode: value('phoneCode').replace(/\\D/g, ''), phoneNumber: value('phoneNumber'),
          message: value('message') || null, recaptchaToken: token,
        }),
      });
    }).then(function (res) {
      return res.json().catch(function () { return null; }).then(function (body) {
        if (res.ok) {
          form.hidden = true;
          var thanks = form.parentNode.querySelector('.thanks'); thanks.hidden = false; thanks.focus();
          return;
        }
        var error = (body && body.metadata && body.metadata.error) || {}, fields = error.fields || {}, first = null, other = null;
        Object.keys(fields).forEach(function (name) {
          var note = d.getElementById('lead-' + name + '-error'), input = form.elements[name];
          if (note && input) { note.textContent = fields[name]; note.hidden = false; input.setAttribute('aria-invalid', 'true'); first = first || input; }
          else other = other || fields[name];
        });
        if (other || !first) fail(other || error.message || failed);
        if (first) first.focus();
      });
    }).catch(function () { fail(failed); }).then(function () { button.disabled = false; button.textContent = 'Enviar'; });
  });
})();
`;
