/** What a social provider tells us about the person behind an access token. */
export interface SocialProfile {
  provider: 'google' | 'facebook';
  providerUserId: string;
  emailAddress: string;
  firstName: string;
  lastName: string | null;
  pictureUrl: string | null;
}
