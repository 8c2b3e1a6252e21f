import {
  Categories,
  CategoryNav,
  Empty,
  EmojiStyle,
  List,
  LoadError,
  Loading,
  Root,
  Search,
  Theme,
  Viewport,
  type CategoryConfig,
  type PickerLabels,
} from 'emoji-picker-react/primitives';

// Loaded with React.lazy only when the agent opens the picker: none of it is in the editor's first chunk.
// The primitives entry leaves out the English dataset; the Spanish one comes in its own chunk.
const loadSpanish = () => import('emoji-picker-react/data/emojis-es');

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
    <Root
      appearance="default"
      colorScheme={Theme.DARK}
      emojiData={loadSpanish}
      emojiStyle={EmojiStyle.NATIVE}
      categories={categories}
      labels={labels}
      variationsDisabled
      autoFocusSearch={false}
      style={{ width: '100%', height: 360 }}
      onEmojiClick={(data) => onPick(data.emoji)}
    >
      <Search />
      <CategoryNav />
      <Viewport>
        <List />
        <Empty />
        <Loading />
        <LoadError />
      </Viewport>
    </Root>
  );
}
