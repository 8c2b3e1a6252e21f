/**
 * The description's rich text (Tiptap), which 'Propiedad' shows on its first screen: the shared
 * rich text module itself, not a wrapper of it (a wrapper was one more file to fetch, issue 15).
 */
export const loadDescriptionEditor = () => import('../../../components/rich-text-editor');
