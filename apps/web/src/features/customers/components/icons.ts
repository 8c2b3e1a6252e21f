// Each icon is imported on its own, never the whole set.
export { default as IconAdjustmentsHorizontal } from '@tabler/icons-react/dist/esm/icons/IconAdjustmentsHorizontal.mjs';
export { default as IconArchive } from '@tabler/icons-react/dist/esm/icons/IconArchive.mjs';
export { default as IconCamera } from '@tabler/icons-react/dist/esm/icons/IconCamera.mjs';
export { default as IconId } from '@tabler/icons-react/dist/esm/icons/IconId.mjs';
export { default as IconMail } from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
export { default as IconPhone } from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
export { default as IconPlus } from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
export { default as IconRefresh } from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
export { default as IconStar } from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
