import type { ComponentType } from 'react';

export interface ConnectPromptProps {
  type: 2 | 3;
  contextId: string;
}

export interface SocialSlots {
  ConnectPrompt: ComponentType<ConnectPromptProps>;
}
