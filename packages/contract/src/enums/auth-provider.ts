/** How an agent account was created and may sign in. */
export const AuthProvider = {
  Password: 'password',
  Google: 'google',
  Facebook: 'facebook',
} as const;
export type AuthProvider = (typeof AuthProvider)[keyof typeof AuthProvider];
export type SocialProvider = typeof AuthProvider.Google | typeof AuthProvider.Facebook;
