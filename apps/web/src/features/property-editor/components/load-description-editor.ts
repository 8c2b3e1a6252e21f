/** The description's rich text (Tiptap), which 'Propiedad' shows on its first screen. */
export const loadDescriptionEditor = () => import('./description-editor');
