import EmojiPicker, { Categories, EmojiStyle, Theme, type CategoryConfig, type PickerLabels } from 'emoji-picker-react';
import es from 'emoji-picker-react/data/emojis-es';

// Loaded with React.lazy only when the agent opens the picker: none of it is in the editor's first chunk.

/** The categories of spec 3 §5, in Spanish; no suggested (recent) row. */
const categories: CategoryConfig[] = [
  { category: Categories.SMILEYS_PEOPLE, name: 'Caras y personas' },
  { category: Categories.ANIMALS_NATURE, name: 'Animales y naturaleza' },
  { category: Categories.TRAVEL_PLACES, name: 'Viajes y lugares' },
  { category: Categories.ACTIVITIES, name: 'Actividades' },
  { category: Categories.OBJECTS, name: 'Objetos' },
  { category: Categories.SYMBOLS, name: 'Símbolos' },
  { category: Categories.FLAGS, name: 'Banderas' },
];

const labels: Partial<PickerLabels> = {
  searchPlaceholder: 'Buscar emoji',
  searchLabel: 'Buscar un emoji',
  searchClear: 'Borrar búsqueda',
  searchResultsNone: 'No se han encontrado emojis',
  searchResultsOne: 'Un emoji encontrado',
  searchResultsMany: '%n emojis encontrados',
  categoryNavigation: 'Categorías de emojis',
  loading: 'Cargando emojis…',
  loadingError: 'No se han podido cargar los emojis.',
  retryLoading: 'Reintentar',
};

export interface EmojiPanelProps {
  onPick: (emoji: string) => void;
}

/** Native emojis (nothing is fetched from a CDN), Spanish names, dark. */
export function EmojiPanel({ onPick }: EmojiPanelProps) {
  return (
    <EmojiPicker
      emojiData={es}
      emojiStyle={EmojiStyle.NATIVE}
      colorScheme={Theme.DARK}
      categories={categories}
      labels={labels}
      skinTonesDisabled
      variationsDisabled
      autoFocusSearch={false}
      previewConfig={{ showPreview: false }}
      width="100%"
      height={360}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
