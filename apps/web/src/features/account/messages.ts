/** Spanish messages of the profile screens (spec 1 §8, spec 2 §8). */
export const accountMessages = {
  profileSaved: 'Tu perfil se ha actualizado exitosamente',
  photoSaved: 'Tu foto de perfil se ha actualizado exitosamente',
  saveFailed: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
  settingsSaved: '¡Cambios guardados correctamente!',
  settingsFailed: 'Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.',
  photoRequired: 'Debe subir una foto de perfil',
} as const;
