type Query = Record<string, string>;

const segment = encodeURIComponent;
const withQuery = (path: string, query?: Query) => (query ? `${path}?${new URLSearchParams(query).toString()}` : path);

/**
 * Route paths of the web app (spec 1 §2.1, DECISIONS §2): fixed paths as strings, paths with ids
 * as builders (each segment URL-encoded; `query` is appended in the order given).
 */
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
  customerCreate: '/customers/create',
  tasks: '/tasks',
  calendar: '/calendar',
  oauthAuthorize: '/oauth/authorize',
  terms: '/terms',
  privacy: '/privacy',
  propertyView: (slug: string, propertyId: string) => `/properties/view/${segment(slug)}/${segment(propertyId)}`,
  /** The public page of a published listing (served by the API, outside the app). */
  publicListing: (slug: string) => `/p/${segment(slug)}`,
  publishing: (propertyDraftId: string) => `/properties/drafts/${segment(propertyDraftId)}/publishing`,
  invite: (propertyDraftId: string) => `/properties/drafts/${segment(propertyDraftId)}/invite`,
  editor: (propertyDraftId: string, query?: Query) => withQuery(`/property-editor/${segment(propertyDraftId)}/create`, query),
  customerView: (slug: string, query?: Query) => withQuery(`/customers/view/${segment(slug)}`, query),
  onboardingStep: (step: number, query?: Query) => withQuery('/onboarding', { step: String(step), ...query }),
  customerEdit: (slug: string) => `/customers/edit/${segment(slug)}`,
  calendarDay: (date: string) => withQuery('/calendar', { view: 'day', date }),
} as const;

export const PRODUCT_TITLE = 'Vitrina Agentes';

/** Document title of a page: 'Escritorio - Vitrina Agentes'. */
export function pageTitle(title: string): string {
  return `${title} - ${PRODUCT_TITLE}`;
}
