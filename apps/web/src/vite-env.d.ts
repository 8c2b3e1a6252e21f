/// <reference types="vite/client" />
import type { PublicConfig } from '@vitrina/contract/public-config';

declare global {
  interface Window {
    /** Set by /runtime-config.js (Vite's dev server loads it; the served app reads the page's `data-config`). */
    __VITRINA_CONFIG__?: Partial<PublicConfig>;
  }
}

export {};
