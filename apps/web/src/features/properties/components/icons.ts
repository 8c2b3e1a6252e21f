// Each icon is imported on its own, never the whole set.
export { default as IconArrowLeft } from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
export { default as IconBrandFacebook } from '@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs';
export { default as IconBrandInstagram } from '@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs';
export { default as IconBrandTelegram } from '@tabler/icons-react/dist/esm/icons/IconBrandTelegram.mjs';
export { default as IconBrandWhatsapp } from '@tabler/icons-react/dist/esm/icons/IconBrandWhatsapp.mjs';
export { default as IconCopy } from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
export { default as IconEdit } from '@tabler/icons-react/dist/esm/icons/IconEdit.mjs';
export { default as IconExternalLink } from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
export { default as IconShare } from '@tabler/icons-react/dist/esm/icons/IconShare.mjs';
