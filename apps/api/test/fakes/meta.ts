import { startFakeFacebook } from './facebook';
import { startFakeInstagram } from './instagram';

export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'fake-facebook-secret';
export const INSTAGRAM_APP_ID = '9876543210';
export const INSTAGRAM_APP_SECRET = 'fake-instagram-secret';

/**
 * Instagram and Facebook on loopback, and the environment that points the server at them
 * (for `createTestApp(env)` or a child server's environment).
 */
export async function startFakeMeta() {
  const [instagram, facebook] = await Promise.all([
    startFakeInstagram({ appId: INSTAGRAM_APP_ID, appSecret: INSTAGRAM_APP_SECRET }),
    startFakeFacebook(FACEBOOK_APP_ID, FACEBOOK_APP_SECRET),
  ]);
  const env: Record<string, string> = {
    FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
    INSTAGRAM_APP_ID,
    INSTAGRAM_APP_SECRET,
    INSTAGRAM_OAUTH_URL: instagram.oauthUrl,
    INSTAGRAM_GRAPH_URL: instagram.graphUrl,
  };
  return {
    instagram,
    facebook,
    env,
    reset() {
      instagram.reset();
      facebook.reset();
    },
    async close() {
      await Promise.all([instagram.close(), facebook.close()]);
    },
  };
}
export type FakeMeta = Awaited<ReturnType<typeof startFakeMeta>>;
