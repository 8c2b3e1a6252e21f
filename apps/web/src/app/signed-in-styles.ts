// The stylesheets of what the shell, /dashboard and /customers show, in one file loaded with the
// signed-in routes' guard (issue 13 item 5), so those pages fetch no other Mantine stylesheet.
// Mantine's component files in its own order (that of @mantine/core/styles.css), so bases come first.
// The ones /login already loads are in the entry and not loaded twice. Modal's (ModalBase, Modal) are here
// too: most signed-in pages show a dialog, and in this file they cost ~0.9 KB where their own file was
// one more request on the editor, /account, /properties and the customer view (issue 15).
// Every other component's stylesheet comes with the module that renders it (issue 15, session 12:
// tabs, checkboxes, drawers, segmented controls...), so a page fetches only those it can show: a
// component not listed here must import its own stylesheet next to its use. A widget loaded on demand
// (the rich text, the photo crop, the video player) carries its stylesheets inside its script
// (lib/inline-stylesheet.ts). `npm test`'s size check (bench/web-budgets.ts) fails when a Mantine class
// in the built JavaScript has no rule in the built CSS.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AppShell.css';
// After AppShell's own: the mount-time resizing mark restyles only the shell's parts (issue 15).
import './shell/app-shell-resizing.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
