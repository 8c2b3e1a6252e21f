// Each icon is imported on its own, never the whole set.
export { default as IconAdjustmentsHorizontal } from '@tabler/icons-react/dist/esm/icons/IconAdjustmentsHorizontal.mjs';
export { default as IconPlus } from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
export { default as IconBuilding } from '@tabler/icons-react/dist/esm/icons/IconBuilding.mjs';
