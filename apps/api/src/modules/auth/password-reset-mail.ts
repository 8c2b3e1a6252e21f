function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The password-reset e-mail, in Spanish, with a plain-text part. */
export function passwordResetMail(firstName: string, link: string) {
  const subject = 'Restablece tu contraseña de Vitrina';
  const text = [
    `Hola, ${firstName}:`,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Vitrina.',
    'Abre este enlace para crear una nueva contraseña (vence en 60 minutos y solo se puede usar una vez):',
    '',
    link,
    '',
    'Si no pediste este cambio, ignora este correo: tu contraseña seguirá siendo la misma.',
    '',
    'El equipo de Vitrina',
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hola, ${escapeHtml(firstName)}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Vitrina.</p>
<p><a href="${safeLink}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">Crear una nueva contraseña</a></p>
<p>El enlace vence en 60 minutos y solo se puede usar una vez. Si el botón no funciona, copia esta dirección en tu navegador:<br><a href="${safeLink}">${safeLink}</a></p>
<p>Si no pediste este cambio, ignora este correo: tu contraseña seguirá siendo la misma.</p>
<p>El equipo de Vitrina</p></body></html>`;
  return { subject, text, html };
}
