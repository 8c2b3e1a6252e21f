import facebook from '../../../../public/images/providers/facebook.svg?inline';
import googleCalendar from '../../../../public/images/providers/google-calendar.svg?inline';
import instagram from '../../../../public/images/providers/instagram.svg?inline';

/**
 * The logos of the providers the server lists, by the imageUrl it gives them (files of public/,
 * under 1 KB each), inlined in the code: /account drew them as three image requests that could
 * only start once the providers and the agent's connections had come (issue 15: a waterfall 7
 * deep). Any other imageUrl is used as given.
 */
const LOGOS: Record<string, string> = {
  '/images/providers/facebook.svg': facebook,
  '/images/providers/google-calendar.svg': googleCalendar,
  '/images/providers/instagram.svg': instagram,
};

export function providerLogo(imageUrl: string): string {
  return LOGOS[imageUrl] ?? imageUrl;
}
