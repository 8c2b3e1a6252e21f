import { html, type Html } from './html';

function field(name: string, label: string, input: Html): Html {
  return html`<div class="field"><label for="lead-${name}">${label}</label>${input}<p class="field-error" id="lead-${name}-error" hidden></p></div>`;
}

/**
 * 'Me interesa': sent by the page's small script as JSON to the public leads call with the web
 * app's key (and a captcha token when the captcha is configured). Without scripts the button
 * stays off and the visitor is pointed to WhatsApp.
 */
export function leadForm(opts: { slug: string; apiKey: string; recaptchaSiteKey: string | null; agentName: string }): Html {
  const described = (name: string) => html`aria-describedby="lead-${name}-error"`;
  return html`<section class="card lead" id="me-interesa" aria-labelledby="lead-title"><h2 id="lead-title">Me interesa</h2>
<form id="lead-form" novalidate data-endpoint="/rest/v1/public/properties/${encodeURIComponent(opts.slug)}/leads" data-key="${opts.apiKey}"${opts.recaptchaSiteKey ? html` data-recaptcha="${opts.recaptchaSiteKey}"` : null}>
<p class="muted">Deja tus datos y ${opts.agentName} te contactará.</p>
${field('firstName', 'Nombre', html`<input id="lead-firstName" name="firstName" autocomplete="given-name" maxlength="50" required ${described('firstName')}>`)}
${field('lastName', 'Apellido', html`<input id="lead-lastName" name="lastName" autocomplete="family-name" maxlength="50" required ${described('lastName')}>`)}
<div class="field"><label for="lead-phoneNumber">Teléfono</label><div class="phone"><span aria-hidden="true">+</span><input id="lead-phoneCode" name="phoneCode" value="58" inputmode="numeric" maxlength="4" aria-label="Código de país" ${described('phoneCode')}><input id="lead-phoneNumber" name="phoneNumber" type="tel" autocomplete="tel-national" inputmode="tel" maxlength="20" placeholder="4121234567" required ${described('phoneNumber')}></div><p class="field-error" id="lead-phoneCode-error" hidden></p><p class="field-error" id="lead-phoneNumber-error" hidden></p></div>
${field('message', 'Mensaje (opcional)', html`<textarea id="lead-message" name="message" rows="3" maxlength="500" ${described('message')}></textarea>`)}
<p class="form-error" role="alert" hidden></p>
<button class="btn" type="submit" disabled>Enviar</button>
<noscript><p class="muted">Para enviar el formulario activa JavaScript, o escríbele al agente por WhatsApp.</p></noscript>
</form>
<div class="thanks" role="status" tabindex="-1" hidden><p class="name">¡Gracias por tu interés!</p><p>${opts.agentName} se pondrá en contacto contigo muy pronto.</p></div>
</section>`;
}
