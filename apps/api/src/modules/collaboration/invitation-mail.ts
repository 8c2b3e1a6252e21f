function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The invitation e-mail, in Spanish, with a plain-text part: who invites, to do what, and the link. */
export function invitationMail(input: { inviterName: string; listing: string; permission: 'read' | 'write'; link: string }) {
  const what = input.permission === 'write' ? 'ver y editar' : 'ver';
  const subject = `${input.inviterName} te invitó a colaborar en una propiedad en Vitrina`;
  const text = [
    'Hola:',
    '',
    `${input.inviterName} te invitó a ${what} la propiedad «${input.listing}» en Vitrina.`,
    'Abre este enlace para aceptar la invitación (vence en 7 días y solo se puede usar una vez). Si aún no tienes una cuenta de Vitrina, podrás crearla desde allí:',
    '',
    input.link,
    '',
    'Si no esperabas esta invitación, ignora este correo.',
    '',
    'El equipo de Vitrina',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Hola:</p>
<p>${escapeHtml(input.inviterName)} te invitó a ${what} la propiedad «${escapeHtml(input.listing)}» en Vitrina.</p>
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">Aceptar la invitación</a></p>
<p>El enlace vence en 7 días y solo se puede usar una vez. Si aún no tienes una cuenta de Vitrina, podrás crearla desde allí. Si el botón no funciona, copia esta dirección en tu navegador:<br><a href="${link}">${link}</a></p>
<p>Si no esperabas esta invitación, ignora este correo.</p>
<p>El equipo de Vitrina</p></body></html>`;
  return { subject, text, html };
}
