// Each icon from its own module: the notes tab loads only these.
export { default as IconPencil } from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
export { default as IconPinned } from '@tabler/icons-react/dist/esm/icons/IconPinned.mjs';
export { default as IconPinnedFilled } from '@tabler/icons-react/dist/esm/icons/IconPinnedFilled.mjs';
export { default as IconPinnedOff } from '@tabler/icons-react/dist/esm/icons/IconPinnedOff.mjs';
export { default as IconPlus } from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
export { default as IconTrash } from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
