// Deep imports of single icons keep the bundle and the test run light.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const Icon: TablerIcon;
  export default Icon;
}
