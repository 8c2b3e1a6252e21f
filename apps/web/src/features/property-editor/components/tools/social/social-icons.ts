// Each icon is imported on its own, never the whole set.
export { default as IconMoodSmile } from '@tabler/icons-react/dist/esm/icons/IconMoodSmile.mjs';
export { default as IconPlugConnected } from '@tabler/icons-react/dist/esm/icons/IconPlugConnected.mjs';
