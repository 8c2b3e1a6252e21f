// Mantine styles of the first screens only; other routes import what they use.
// Order matters: base components come before the components built on them.
import '@mantine/core/styles/baseline.css';
// The theme's CSS variables, written at build time (scripts/theme-variables.ts).
import 'virtual:theme-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Alert.css';
// Small (0.9 KB together) and shared by pages of both kinds (the sign-up's checkbox and password
// list, the editor's switches, the connect dialog's and legal pages' lists): each was a stylesheet of
// its own on each of those pages (issue 15, requests).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/List.css';
