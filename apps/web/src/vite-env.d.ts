/// <reference types="vite/client" />
import type { PublicConfig } from '@vitrina/contract/public-config';

declare global {
  interface Window {
    /** Set by /runtime-config.js, served by the API before the app starts. */
    __VITRINA_CONFIG__?: Partial<PublicConfig>;
  }
}

export {};
