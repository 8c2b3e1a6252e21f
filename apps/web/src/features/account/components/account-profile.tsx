/**
 * /account?section=profile's photo and basic information, as one chunk (react-hook-form, the
 * selects, the date field, the photo picker): 'Integraciones', the default section, loads without it.
 */
export { AvatarSettings } from './avatar-settings';
export { SettingsProfileForm } from './settings-profile-form';
