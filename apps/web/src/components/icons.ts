// Each icon is imported on its own, never the whole set.
export { default as IconArrowLeft } from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
export { default as IconBrandFacebookFilled } from '@tabler/icons-react/dist/esm/icons/IconBrandFacebookFilled.mjs';
export { default as IconBuilding } from '@tabler/icons-react/dist/esm/icons/IconBuilding.mjs';
export { default as IconCheck } from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
export { default as IconChevronRight } from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
export { default as IconLayoutDashboard } from '@tabler/icons-react/dist/esm/icons/IconLayoutDashboard.mjs';
export { default as IconLayoutSidebarLeftCollapse } from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftCollapse.mjs';
export { default as IconLayoutSidebarLeftExpand } from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftExpand.mjs';
export { default as IconLink } from '@tabler/icons-react/dist/esm/icons/IconLink.mjs';
export { default as IconLogout } from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
export { default as IconSettings } from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
export { default as IconStarFilled } from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
export { default as IconUser } from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
export { default as IconX } from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
