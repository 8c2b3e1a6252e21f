/** Route paths of the web app (spec 1 §2.1, DECISIONS §2). */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  passwordReset: '/password-reset',
  logout: '/logout',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  account: '/account',
  accountProfile: '/account?section=profile',
  accountIntegrations: '/account?section=integrations',
  properties: '/properties',
  propertyDrafts: '/properties/drafts',
  propertyDraftCreate: '/properties/drafts/create',
  propertyEditor: '/property-editor',
  customers: '/customers',
  tasks: '/tasks',
  calendar: '/calendar',
  oauthAuthorize: '/oauth/authorize',
  terms: '/terms',
  privacy: '/privacy',
} as const;

export const PRODUCT_TITLE = 'Vitrina Agentes';

/** Document title of a page: 'Escritorio - Vitrina Agentes'. */
export function pageTitle(title: string): string {
  return `${title} - ${PRODUCT_TITLE}`;
}
